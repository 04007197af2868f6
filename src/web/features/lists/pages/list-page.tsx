import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { roleSatisfies } from '#domain/roles';
import { useAuth } from '../../../app/auth-context';
import { EntityTable } from '../../../components/data-table/entity-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { useList, useListMutations } from '../../../lib/lists-api';
import { KIND_TITLES, listPreferenceKey, SEARCH_PLACEHOLDERS } from '../lib/kind-routes';

/** /dashboard/lists/:id: a list opens as its kind's table, with the same filters and bulk actions. */
export function ListPage() {
  const { id } = useParams();
  const list = useList(id);
  const { currentRole } = useAuth();
  const { removeItems } = useListMutations();
  const scope = useMemo(() => ({ list: id }), [id]);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 sm:p-6">
      <Link
        to="/dashboard/lists"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Lists
      </Link>
      {list.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : !list.data ? (
        <p role="alert" className="text-destructive">
          {list.error?.message ?? 'List not found'}
        </p>
      ) : (
        <>
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="list-title">
              {list.data.name}
            </h1>
            <p className="mt-1 text-muted-foreground">
              {KIND_TITLES[list.data.kind]} · {list.data.visibility === 'private' ? 'Private' : 'Shared with the team'}
            </p>
          </div>
          <EntityTable
            kind={list.data.kind}
            preferenceKey={listPreferenceKey(list.data.kind)}
            scope={scope}
            canAct={roleSatisfies(currentRole, { minRole: 'member' })}
            searchPlaceholder={SEARCH_PLACEHOLDERS[list.data.kind]}
            onRemove={async (selection) => {
              const { removed } = await removeItems.mutateAsync({ id: list.data!.id, selection });
              toast.success(`Removed ${removed.toLocaleString('en-US')} from ${list.data!.name}`);
            }}
          />
        </>
      )}
    </div>
  );
}
