import { useMemo, useState, type ReactNode } from 'react';
import { Bookmark, Download } from 'lucide-react';
import type { BulkJobDto } from '#domain/bulk-jobs';
import type { TablePreferenceKey } from '#domain/lists';
import { TABLE_KIND_LABELS, tableColumns, type TableKind } from '#domain/table-columns';
import type { TableFilter, TableSelection } from '#domain/table-query';
import type { TableRow } from '#domain/table-rows';
import { useTablePreference } from '../../lib/lists-api';
import { Button } from '../ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { BulkBar, exportWithToast, type BulkBarProps } from './bulk-bar';
import { BulkJobActions } from './bulk-job-actions';
import { BulkJobPanel } from './bulk-job-panel';
import { ColumnMenu } from './column-menu';
import { DataTable } from './data-table';
import { FilterBar } from './filter-bar';
import { defaultHiddenColumns, kindColumns } from './kind-columns';
import { SaveSearchDialog } from './save-search-dialog';
import { useSelection } from './use-selection';
import { useTableRows } from './use-table-rows';
import { useTableUrl } from './use-table-url';
import { ViewToggle } from './view-toggle';

export type EntityTableProps = {
  kind: TableKind;
  preferenceKey: TablePreferenceKey;
  /** What the page fixes: one analysis, one organization or one list (not in the URL, not in the filter bar). */
  scope?: Pick<TableFilter, 'session' | 'organization' | 'list'>;
  canAct: boolean;
  searchPlaceholder: string;
  /** The cards view (the page as it was); without it the table is the only view. */
  cards?: ReactNode;
  onOpen?: (row: TableRow) => void;
  onRemove?: BulkBarProps['onRemove'];
  /** A feature's own bulk actions; one that starts a bulk job hands it to `onStarted` to show its progress. */
  extraActions?: (
    selection: TableSelection,
    count: number,
    clear: () => void,
    onStarted: (job: BulkJobDto) => void,
  ) => ReactNode;
};

/**
 * A kind's table as a page shows it: the filters and sort from the URL, the server's rows, column show/hide and the
 * view (table or cards) kept per user, row selection with "select all N matching", and the bulk bar.
 */
export function EntityTable(props: EntityTableProps) {
  const { kind, scope = {}, canAct } = props;
  const onList = Boolean(scope.list);
  const url = useTableUrl(kind, { list: onList });
  const filter = useMemo(() => ({ ...url.filter, ...scope }), [url.filter, scope]);
  const pref = useTablePreference(props.preferenceKey);
  const view = props.cards ? pref.preference.view : 'table';
  const hidden = pref.preference.hiddenColumns ?? defaultHiddenColumns(kind, { list: onList });
  const columns = useMemo(() => kindColumns(kind, { list: onList }), [kind, onList]);
  const all = tableColumns(kind, { list: onList });
  const visible = all.filter((c) => !hidden.includes(c.id)).map((c) => c.id);
  const rows = useTableRows(kind, filter, url.sort, { since: url.since, enabled: view === 'table' });
  const selection = useSelection(kind, filter, rows.total);
  const [saving, setSaving] = useState(false);
  const [bulkJobId, setBulkJobId] = useBulkJobId(props.preferenceKey);
  const words = TABLE_KIND_LABELS[kind];
  const viewSelection: TableSelection = { kind, filter };

  return (
    <section className="space-y-3" aria-label={`${words.many} table`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="table-summary">
          {view === 'table' && !rows.isPending && rows.counting && 'Counting…'}
          {view === 'table' && !rows.isPending && !rows.counting && (
            <>
              {rows.total.toLocaleString('en-US')} {rows.total === 1 ? words.one : words.many}
              {rows.newCount !== null && ` · ${rows.newCount.toLocaleString('en-US')} new since the last run`}
              {rows.withheld > 0 && ' · e-mail and phones of some contacts withheld: today’s contact views are used up'}
            </>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {view === 'table' && (
            <>
              <ColumnMenu columns={all} hidden={hidden} onChange={pref.setHiddenColumns} />
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm" className="h-8 gap-1.5">
                    <Download className="size-4" aria-hidden />
                    Export
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {(['csv', 'xlsx'] as const).map((format) => (
                    <DropdownMenuItem
                      key={format}
                      onSelect={() =>
                        void exportWithToast({ selection: viewSelection, format, columns: visible, sort: url.sort })
                      }
                    >
                      All {rows.total.toLocaleString('en-US')} as {format.toUpperCase()}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
              {canAct && (
                <Button variant="outline" size="sm" className="h-8 gap-1.5" onClick={() => setSaving(true)}>
                  <Bookmark className="size-4" aria-hidden />
                  Save search
                </Button>
              )}
            </>
          )}
          {props.cards && <ViewToggle view={view} onChange={pref.setView} />}
        </div>
      </div>
      {view === 'cards' ? (
        props.cards
      ) : (
        <>
          <FilterBar
            kind={kind}
            filter={filter}
            fixed={Object.keys(scope) as (keyof TableFilter)[]}
            onChange={(f) => url.setFilter(Object.fromEntries(Object.entries(f).filter(([k]) => !(k in scope))))}
            searchPlaceholder={props.searchPlaceholder}
          />
          {url.error && (
            <p role="alert" className="text-sm text-amber-800">
              This link’s filters could not be read ({url.error}); showing everything.
            </p>
          )}
          {rows.error && (
            <p role="alert" className="text-sm text-destructive">
              {rows.error.message}
            </p>
          )}
          {bulkJobId && <BulkJobPanel jobId={bulkJobId} onClose={() => setBulkJobId(null)} />}
          <DataTable
            label={`${words.many[0]!.toUpperCase()}${words.many.slice(1)}`}
            columns={columns}
            rows={rows.rows}
            hiddenColumns={hidden}
            sort={url.sort}
            onSort={url.setSort}
            selection={selection}
            hasMore={rows.hasMore}
            loadMore={rows.loadMore}
            loading={rows.isPending}
            onOpen={props.onOpen}
            empty={`No ${words.many} match these filters.`}
            rowClassName={(row) => (row.isNew ? 'bg-emerald-50/70 dark:bg-emerald-950/30' : undefined)}
          />
          <BulkBar
            kind={kind}
            selection={selection}
            total={rows.total}
            loaded={rows.rows.length}
            canAct={canAct}
            columns={visible}
            sort={url.sort}
            onRemove={props.onRemove}
            extraActions={(chosen, count, clear) => (
              <>
                {canAct && (
                  <BulkJobActions
                    kind={kind}
                    selection={chosen}
                    count={count}
                    clear={clear}
                    onStarted={(job) => setBulkJobId(job.id)}
                  />
                )}
                {props.extraActions?.(chosen, count, clear, (job) => setBulkJobId(job.id))}
              </>
            )}
          />
          <SaveSearchDialog
            open={saving}
            onOpenChange={setSaving}
            kind={kind}
            filter={url.filter}
            sort={url.sort}
            columns={visible}
          />
        </>
      )}
    </section>
  );
}

/** The bulk job a table last started, kept for the browser tab (a reload still shows its progress). */
function useBulkJobId(key: string) {
  const storageKey = `bulk-job:${key}`;
  const [id, setId] = useState<string | null>(() => sessionStorage.getItem(storageKey));
  const set = (next: string | null) => {
    if (next) sessionStorage.setItem(storageKey, next);
    else sessionStorage.removeItem(storageKey);
    setId(next);
  };
  return [id, set] as const;
}
