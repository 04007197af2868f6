import { useDeferredValue, useState } from 'react';
import { Building2, DatabaseZap, Globe, MapPin, Search, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ImportedAccountDto } from '#domain/csv/import-schemas';
import { LoadMore } from '../../../components/load-more';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteImportedAccounts, useEnrichImportedAccount, useImportedAccounts } from '../api/use-imports';
import { AddToListButton } from '../../../components/data-table/add-to-list-button';
import { ConfirmButton } from './confirm-button';

/** The company's imported accounts: search, delete one, or clear the list. */
export function ImportedAccountsCard({ canWrite }: { canWrite: boolean }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const accounts = useImportedAccounts(q);
  const deletion = useDeleteImportedAccounts();
  const enrich = useEnrichImportedAccount();
  const total = accounts.total;

  const remove = async (account: ImportedAccountDto | null) => {
    try {
      const { deleted } = await deletion.mutateAsync(account?.id ?? null);
      toast.success(account ? `${account.name} was removed` : `Cleared ${deleted.toLocaleString('en-US')} accounts`);
    } catch (error) {
      toast.error('Could not delete', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Card data-testid="imported-accounts">
      <CardHeader className="gap-3 sm:grid-cols-[1fr_auto]">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Building2 className="size-5 text-primary" aria-hidden="true" />
            Imported accounts
            <Badge variant="secondary" data-testid="imported-total">
              {total.toLocaleString('en-US')}
            </Badge>
          </CardTitle>
          <CardDescription>Alphabetical. Targeting can rank these, the directory, or both.</CardDescription>
        </div>
        {canWrite && total > 0 && !q && (
          <ConfirmButton
            trigger={
              <Button variant="outline" size="sm" className="justify-self-start sm:justify-self-end">
                Clear all
              </Button>
            }
            title="Clear all imported accounts?"
            description={`This removes all ${total.toLocaleString('en-US')} imported accounts of your company. Results of past analyses stay.`}
            confirmLabel="Clear all"
            onConfirm={() => remove(null)}
          />
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name, domain, industry or location"
            aria-label="Search accounts"
            className="pl-9"
          />
        </div>
        {accounts.isPending ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : accounts.items?.length ? (
          <ul className="divide-y rounded-md border" data-testid="imported-accounts-list">
            {accounts.items.map((account) => (
              <li key={account.id} className="flex items-start gap-3 px-3 py-3" data-testid="imported-account">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="truncate font-medium">{account.name}</p>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    {account.domain && (
                      <span className="inline-flex items-center gap-1">
                        <Globe className="size-3" aria-hidden="true" />
                        {account.domain}
                      </span>
                    )}
                    {account.location && (
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-3" aria-hidden="true" />
                        {account.location}
                      </span>
                    )}
                    {account.industry && (
                      <Badge variant="outline" className="max-w-[14rem] truncate">
                        {account.industry}
                      </Badge>
                    )}
                    {account.sizeRange && <Badge variant="outline">{account.sizeRange} employees</Badge>}
                    {account.revenueRange && <Badge variant="outline">{account.revenueRange}</Badge>}
                  </div>
                </div>
                {canWrite && account.domain && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Enrich ${account.name}`}
                    disabled={enrich.isPending}
                    onClick={() =>
                      enrich.mutate(account.id, {
                        onSuccess: (r) => toast.success(`${account.name} enriched`, { description: r.message }),
                        onError: (e) => toast.error('Enrich failed', { description: e.message }),
                      })
                    }
                  >
                    <DatabaseZap aria-hidden="true" />
                    Enrich
                  </Button>
                )}
                {canWrite && <AddToListButton kind="imported_accounts" id={account.id} variant="ghost" />}
                {canWrite && (
                  <ConfirmButton
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Delete ${account.name}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title={`Delete ${account.name}?`}
                    description="It leaves your imported list; importing it again brings it back."
                    confirmLabel="Delete"
                    onConfirm={() => remove(account)}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            {q
              ? `No imported account matches “${q}”.`
              : 'No accounts imported yet. Upload a CSV above to start your list.'}
          </p>
        )}
        {Boolean(accounts.items?.length) && (
          <LoadMore
            shown={accounts.items?.length ?? 0}
            total={total}
            hasMore={accounts.hasMore}
            loading={accounts.loadingMore}
            onLoadMore={accounts.loadMore}
            noun="accounts"
          />
        )}
      </CardContent>
    </Card>
  );
}
