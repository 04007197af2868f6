import { useState, type ReactNode } from 'react';
import { Download, ListPlus, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import type { ExportFormat } from '#domain/lists';
import { TABLE_KIND_LABELS, type TableKind } from '#domain/table-columns';
import type { TableSelection, TableSort } from '#domain/table-query';
import { downloadExport } from '../../lib/lists-api';
import { Button } from '../ui/button';
import { AddToListDialog } from './add-to-list-dialog';
import type { Selection } from './use-selection';

export type BulkBarProps = {
  kind: TableKind;
  selection: Selection;
  total: number;
  loaded: number;
  canAct: boolean;
  columns: string[];
  sort: TableSort;
  /** On a list's table: take the selected rows off the list. */
  onRemove?: (selection: TableSelection) => Promise<void>;
  /** The actions other features add for this kind (Find contacts, Enrich, Enrol…). */
  extraActions?: (selection: TableSelection, count: number, clear: () => void) => ReactNode;
};

/** Export a selection (or a view) as CSV or XLSX and say so; the server streams the file. */
export async function exportWithToast(body: Parameters<typeof downloadExport>[0]) {
  try {
    const name = await downloadExport(body);
    toast.success(`Exported ${name}`);
  } catch (error) {
    toast.error('Export failed', { description: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * What shows once rows are ticked: how many, "Select all N matching" when the page is ticked and more match, and the
 * bulk actions that need no engine (Add to list, Export, Remove from the list) beside any a feature adds.
 */
export function BulkBar({
  kind,
  selection,
  total,
  loaded,
  canAct,
  columns,
  sort,
  onRemove,
  extraActions,
}: BulkBarProps) {
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  if (selection.count === 0 || !selection.selection) return null;
  const words = TABLE_KIND_LABELS[kind];
  const all = selection.state.mode === 'all';
  const pageTicked = !all && selection.count >= loaded && total > selection.count;
  const run = async (format: ExportFormat) => {
    setExporting(format);
    await exportWithToast({ selection: selection.selection!, format, columns, sort });
    setExporting(null);
  };
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      data-testid="bulk-bar"
      className="sticky bottom-2 z-20 flex flex-wrap items-center gap-2 rounded-lg border bg-background/95 p-2 shadow-lg backdrop-blur"
    >
      <span className="px-1 text-sm font-medium" aria-live="polite" data-testid="selection-count">
        {all
          ? `All ${selection.count.toLocaleString('en-US')} matching selected`
          : `${selection.count.toLocaleString('en-US')} selected`}
      </span>
      {pageTicked && (
        <Button variant="link" size="sm" className="h-8 px-1" onClick={selection.selectAllMatching}>
          Select all {total.toLocaleString('en-US')} matching {words.many}
        </Button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {extraActions?.(selection.selection, selection.count, selection.clear)}
        {canAct && (
          <Button size="sm" className="h-8 gap-1.5" onClick={() => setAdding(true)}>
            <ListPlus className="size-4" aria-hidden />
            Add to list
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="h-8 gap-1.5"
          disabled={exporting !== null}
          onClick={() => void run('csv')}
        >
          <Download className="size-4" aria-hidden />
          {exporting === 'csv' ? 'Exporting…' : 'Export CSV'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-8 gap-1.5"
          disabled={exporting !== null}
          onClick={() => void run('xlsx')}
        >
          <Download className="size-4" aria-hidden />
          {exporting === 'xlsx' ? 'Exporting…' : 'Export XLSX'}
        </Button>
        {canAct && onRemove && (
          <Button
            variant="outline"
            size="sm"
            className="h-8 gap-1.5"
            onClick={() => void onRemove(selection.selection!).then(selection.clear)}
          >
            <Trash2 className="size-4" aria-hidden />
            Remove from list
          </Button>
        )}
        <Button variant="ghost" size="sm" className="h-8 px-2" aria-label="Clear selection" onClick={selection.clear}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <AddToListDialog
        open={adding}
        onOpenChange={setAdding}
        selection={selection.selection}
        count={selection.count}
        onDone={selection.clear}
      />
    </div>
  );
}
