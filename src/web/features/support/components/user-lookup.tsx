import { useState, type FormEvent } from 'react';
import { Loader2, Search, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useUserSearch } from '../api/use-support';
import { UserDetailPanel } from './user-detail-panel';

/** User Lookup: Enter or Search runs the query; clearing the box clears the results. */
export function UserLookup() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const search = useUserSearch(query);
  const results = query ? (search.data ?? []) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(input.trim());
    setSelected(null);
  };
  const change = (value: string) => {
    setInput(value);
    if (!value.trim()) {
      setQuery('');
      setSelected(null);
    }
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>User Lookup</CardTitle>
          <CardDescription>Search by user ID, e-mail, username or company name.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <form role="search" onSubmit={submit} className="flex gap-2">
            <Input
              value={input}
              onChange={(e) => change(e.target.value)}
              placeholder="User ID, email, username or company"
              aria-label="Search users"
              className="min-w-0"
            />
            <Button type="submit" disabled={search.isFetching} aria-label="Search">
              {search.isFetching ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Search aria-hidden="true" />
              )}
              <span className="hidden sm:inline">Search</span>
            </Button>
          </form>
          {query && search.isSuccess && results.length === 0 ? (
            <p className="text-sm text-muted-foreground">No users match “{query}”.</p>
          ) : null}
          {results.length > 0 ? (
            <ul className="divide-y rounded-lg border" aria-label="Search results">
              {results.map((user) => (
                <li key={user.userId}>
                  <button
                    type="button"
                    data-testid="user-result"
                    data-email={user.email}
                    aria-pressed={selected === user.userId}
                    onClick={() => setSelected(user.userId)}
                    className={cn(
                      'grid w-full gap-1 px-4 py-3 text-left text-sm transition-colors hover:bg-accent/60 sm:grid-cols-[1fr_auto] sm:gap-x-4',
                      selected === user.userId && 'bg-accent',
                    )}
                  >
                    <span className="min-w-0">
                      <span className="flex flex-wrap items-center gap-2 font-medium break-all">
                        {user.email}
                        {user.isProtected ? (
                          <Badge variant="outline" className="gap-1">
                            <ShieldCheck aria-hidden="true" />
                            Protected
                          </Badge>
                        ) : null}
                      </span>
                      <span className="block text-muted-foreground">
                        {user.username ?? 'No username'} · {user.companyName ?? user.currentCompanyName ?? 'No company'}
                      </span>
                      <span className="block font-mono text-xs break-all text-muted-foreground">{user.userId}</span>
                    </span>
                    <span className="text-xs text-muted-foreground sm:text-right">
                      Created {formatDate(user.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      {selected ? <UserDetailPanel userId={selected} /> : null}
    </div>
  );
}
