import { useNavigate } from 'react-router';
import { Play, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { SavedSearchDto } from '#domain/lists';
import { writeTableQuery } from '#domain/table-url';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { useSavedSearchMutations, useSavedSearches } from '../../../lib/lists-api';
import { KIND_SEGMENTS, KIND_TITLES } from '../lib/kind-routes';

const describe = (search: SavedSearchDto) => {
  const params = writeTableQuery({ ...search.filter, list: undefined }, null);
  const parts = [...new Set(params.keys())].map((k) => `${k}: ${params.getAll(k).join(', ')}`);
  return parts.length ? parts.join(' · ') : 'No filters';
};

/** Saved searches: re-run one to open its table with the rows new since its last run marked. */
export function SavedSearchesCard({ canAct }: { canAct: boolean }) {
  const searches = useSavedSearches();
  const { run, remove } = useSavedSearchMutations();
  const navigate = useNavigate();

  const rerun = async (search: SavedSearchDto) => {
    try {
      const { since } = canAct ? await run.mutateAsync(search.id) : { since: null };
      const params = writeTableQuery({ ...search.filter, list: undefined }, search.sort);
      if (since) params.set('since', since);
      const base = search.filter.list
        ? `/dashboard/lists/${search.filter.list}`
        : `/dashboard/all/${KIND_SEGMENTS[search.kind]}`;
      navigate(`${base}?${params.toString()}`);
    } catch (error) {
      toast.error('Could not run the search', { description: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved searches</CardTitle>
      </CardHeader>
      <CardContent>
        {!searches.data?.length ? (
          <p className="text-sm text-muted-foreground">
            No saved searches yet. Filter any table and choose Save search to keep the filters under a name.
          </p>
        ) : (
          <ul className="divide-y" data-testid="saved-searches">
            {searches.data.map((search) => (
              <li key={search.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{search.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {KIND_TITLES[search.kind]} · {describe(search)}
                    {search.configuration?.productName ? ` · saved for ${search.configuration.productName}` : ''}
                    {search.lastRunAt ? ` · last run ${formatDateTime(search.lastRunAt)}` : ' · never run'}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => void rerun(search)} disabled={run.isPending}>
                  <Play className="size-4" aria-hidden /> Run
                </Button>
                {search.canEdit && canAct && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${search.name}`}
                    onClick={() =>
                      remove.mutate(search.id, { onSuccess: () => toast.success(`Deleted ${search.name}`) })
                    }
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
