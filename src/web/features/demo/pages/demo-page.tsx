import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, FlaskConical, Plus, ShieldAlert, UserRound, UserRoundCog } from 'lucide-react';
import { toast } from 'sonner';
import { MSG } from '#domain/messages';
import { useAuth } from '../../../app/auth-context';
import { ImpersonationBanner } from '../../../app/impersonation/impersonation-banner';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadMore } from '../../../components/load-more';
import { DEMO_TOASTS, useDemoMutations, useDemoSessions } from '../api/use-demo';
import { DemoItemList } from '../components/demo-item-list';

/** /demo: create, rename and delete analysis sessions, as yourself or as the impersonated user. */
export function DemoPage() {
  const { impersonating, user } = useAuth();
  const actingAs = impersonating ? (user?.email ?? null) : null;
  const list = useDemoSessions();
  const { create, rename, remove } = useDemoMutations(actingAs);
  const [name, setName] = useState('');
  const busy = create.isPending || rename.isPending || remove.isPending;

  useEffect(() => {
    if (list.isError && list.error && list.error.message !== MSG.noCompanyContext)
      toast.error(DEMO_TOASTS.loadFailed, { description: list.error.message });
  }, [list.isError, list.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };

  return (
    <div className="min-h-screen bg-muted/30">
      <ImpersonationBanner />
      <div className="mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
              <FlaskConical className="size-6 text-primary" aria-hidden="true" />
              Impersonation Demo
            </h1>
            <p className="mt-1 text-muted-foreground">Items created here are saved to the account you are acting as.</p>
          </div>
          <Badge
            data-testid="acting-as"
            variant={impersonating ? 'default' : 'secondary'}
            className="gap-1.5 px-2.5 py-1 text-sm"
          >
            {impersonating ? <UserRoundCog aria-hidden="true" /> : <UserRound aria-hidden="true" />}
            {impersonating ? `Acting as ${user?.email ?? ''}` : 'Your account'}
          </Badge>
        </div>
        {list.isError && list.error?.message === MSG.noCompanyContext ? (
          <Alert>
            <ShieldAlert className="size-4" />
            <AlertTitle>No company</AlertTitle>
            <AlertDescription>
              {list.error?.message}{' '}
              <Link to="/company-onboarding" className="text-primary underline-offset-4 hover:underline">
                Choose a company
              </Link>
            </AlertDescription>
          </Alert>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>Analysis sessions</CardTitle>
              <CardDescription>
                Create an item by typing a name and pressing Enter or Create. Your company&apos;s sessions are listed
                with whose each is; you can change only{' '}
                {impersonating ? 'the ones of the account you act as' : 'your own'}.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <form onSubmit={submit} className="flex gap-2">
                <Input
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder="New item name"
                  aria-label="New item name"
                  maxLength={200}
                  className="min-w-0"
                />
                <Button type="submit" disabled={busy || !name.trim()}>
                  <Plus aria-hidden="true" />
                  Create
                </Button>
              </form>
              {list.isPending ? (
                <Skeleton className="h-24 w-full" />
              ) : (
                <>
                  <DemoItemList
                    sessions={list.items ?? []}
                    actingUserId={list.first?.actingAs?.id ?? null}
                    busy={busy}
                    onRename={(s, next) => rename.mutate({ id: s.id, name: next })}
                    onDelete={(s) => remove.mutate(s.id)}
                  />
                  {list.items?.length ? (
                    <LoadMore
                      shown={list.items.length}
                      total={list.total}
                      hasMore={list.hasMore}
                      loading={list.loadingMore}
                      onLoadMore={list.loadMore}
                      noun="analysis sessions"
                    />
                  ) : null}
                </>
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
