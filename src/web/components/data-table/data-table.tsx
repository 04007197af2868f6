import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FlexRender, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { TableSort } from '#domain/table-query';
import { cn } from '../../lib/cn';
import { dataTableFeatures, type DataColumn } from './table-features';
import type { Selection } from './use-selection';

export type DataTableProps<R extends { id: string }> = {
  label: string;
  columns: DataColumn<R>[];
  rows: R[];
  hiddenColumns: string[];
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  selection?: Selection;
  hasMore: boolean;
  loadMore: () => void;
  loading?: boolean;
  onOpen?: (row: R) => void;
  empty: ReactNode;
  /** Marks a row (e.g. new since the last run). */
  rowClassName?: (row: R) => string | undefined;
};

const ROW_HEIGHT = 44;

/**
 * The data table: server-sorted columns (click a header), sticky header, virtual rows (only the visible ones are in
 * the page, so 100,000 rows scroll like 50), more rows fetched as the end comes near, row checkboxes, and the
 * keyboard: arrows, Home and End move between rows, Space ticks, Enter opens.
 */
export function DataTable<R extends { id: string }>(props: DataTableProps<R>) {
  const { columns, rows, hiddenColumns, sort, onSort, selection, hasMore, loadMore, onOpen } = props;
  const columnVisibility = useMemo(() => Object.fromEntries(hiddenColumns.map((id) => [id, false])), [hiddenColumns]);
  const sorting = useMemo(() => [{ id: sort.by, desc: sort.dir === 'desc' }], [sort]);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row: R) => row.id,
    manualSorting: true,
    state: { columnVisibility, sorting },
    onSortingChange: () => undefined,
    onColumnVisibilityChange: () => undefined,
  } as never) as any;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  useEffect(() => {
    if (last && hasMore && last.index >= rows.length - 30) loadMore();
  }, [last, hasMore, rows.length, loadMore]);

  const [focus, setFocus] = useState(0);
  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setFocus(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() =>
      scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${next}"]`)?.focus({ preventScroll: true }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = rows[focus];
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: focus + 1,
      ArrowUp: focus - 1,
      PageDown: focus + page,
      PageUp: focus - page,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if (event.key === ' ' && row && selection && (event.target as HTMLElement).tagName === 'TR') {
      event.preventDefault();
      selection.toggle(row.id);
    } else if (event.key === 'Enter' && row && onOpen && (event.target as HTMLElement).tagName === 'TR') {
      event.preventDefault();
      onOpen(row);
    }
  };

  const loadedIds = rows.map((r) => r.id);
  const pageChecked = selection && rows.length > 0 && loadedIds.every((id) => selection.isSelected(id));
  const pageSome = selection && loadedIds.some((id) => selection.isSelected(id));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (last?.end ?? 0);
  const span = headers.length + (selection ? 1 : 0);

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[70vh] min-h-40 overflow-auto rounded-md border bg-card"
      data-testid="data-table"
    >
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          {selection && <col style={{ width: '2.75rem' }} />}
          {headers.map((h: any) => (
            <col key={h.id} style={{ width: h.column.columnDef.meta?.width ?? '10rem' }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-muted/95 backdrop-blur">
          <tr>
            {selection && (
              <th className="border-b px-3 py-2 text-left">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  className="size-4 accent-primary"
                  checked={Boolean(pageChecked)}
                  ref={(el) => {
                    if (el) el.indeterminate = Boolean(pageSome && !pageChecked);
                  }}
                  onChange={(e) => selection.setMany(loadedIds, e.target.checked)}
                />
              </th>
            )}
            {headers.map((header: any) => {
              const id = header.column.id as string;
              const sortable = header.column.columnDef.enableSorting !== false;
              const active = sort.by === id;
              const numeric = header.column.columnDef.meta?.numeric;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn(
                    'border-b px-3 py-2 text-left font-medium whitespace-nowrap text-muted-foreground',
                    numeric && 'text-right',
                  )}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-foreground"
                      onClick={() =>
                        onSort({
                          by: id,
                          dir: active && sort.dir === 'asc' ? 'desc' : active ? 'asc' : defaultDir(header),
                        })
                      }
                    >
                      <FlexRender header={header} />
                      {active ? (
                        sort.dir === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowDown className="size-3.5" aria-hidden />
                        )
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                      )}
                    </button>
                  ) : (
                    <FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {rows.length === 0 && (
            <tr>
              <td colSpan={span} className="px-3 py-10 text-center text-muted-foreground">
                {props.loading ? 'Loading…' : props.empty}
              </td>
            </tr>
          )}
          {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
          {items.map((item) => {
            const row = table.getRowModel().rows[item.index];
            if (!row) return null;
            const original = row.original as R;
            const checked = selection?.isSelected(original.id) ?? false;
            return (
              <tr
                key={original.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                tabIndex={item.index === focus ? 0 : -1}
                aria-rowindex={item.index + 2}
                onFocus={() => setFocus(item.index)}
                onDoubleClick={() => onOpen?.(original)}
                className={cn(
                  'outline-none focus-visible:bg-accent/70 hover:bg-muted/50',
                  checked && 'bg-primary/5',
                  props.rowClassName?.(original),
                )}
                data-testid="data-row"
              >
                {selection && (
                  <td className="border-b px-3 py-2">
                    <input
                      type="checkbox"
                      tabIndex={-1}
                      aria-label={`Select row ${item.index + 1}`}
                      className="size-4 accent-primary"
                      checked={checked}
                      onChange={(e) => selection.toggle(original.id, e.target.checked)}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell: any) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'truncate border-b px-3 py-2',
                      cell.column.columnDef.meta?.numeric && 'text-right tabular-nums',
                    )}
                  >
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
        </tbody>
      </table>
    </div>
  );
}

/** Numbers and dates sort largest or newest first on the first click; text from A. */
const defaultDir = (header: any): 'asc' | 'desc' => (header.column.columnDef.meta?.numeric ? 'desc' : 'asc');
