import { CircleAlert } from 'lucide-react';
import type { PreviewTable } from '../lib/preview-rows';

/** The first rows exactly as they will be stored (or the error that will skip them). */
export function ImportPreviewTable({ table }: { table: PreviewTable }) {
  return (
    <div className="overflow-x-auto rounded-md border" data-testid="import-preview">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-14 px-3 py-2 font-medium">
              Line
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.line} className="border-t align-top">
              <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.line}</td>
              {row.cells ? (
                row.cells.map((cell, index) => (
                  <td key={index} className="max-w-[16rem] truncate px-3 py-2" title={cell ?? undefined}>
                    {cell ?? <span className="text-muted-foreground/60">—</span>}
                  </td>
                ))
              ) : (
                <td colSpan={table.columns.length} className="px-3 py-2 text-destructive">
                  <span className="inline-flex items-center gap-1.5">
                    <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
                    {row.error} (will be skipped)
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
