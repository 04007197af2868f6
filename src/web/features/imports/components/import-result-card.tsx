import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ImportKind } from '#domain/csv/account-mapping';
import type { ImportResult } from '#domain/csv/import-schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const TILES = [
  { key: 'imported', label: 'Imported', tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'merged', label: 'Merged', tone: 'text-primary' },
  { key: 'skipped', label: 'Skipped', tone: 'text-destructive' },
] as const;

/** Step 3: what the import did, and the line-numbered reasons for every skipped row. */
export function ImportResultCard({
  result,
  kind,
  fileName,
}: {
  result: ImportResult;
  kind: ImportKind;
  fileName: string | null;
}) {
  const clean = result.errors.length === 0;
  return (
    <Card data-testid="import-result" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {clean ? (
            <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
          ) : (
            <TriangleAlert className="size-5 text-amber-500" aria-hidden="true" />
          )}
          Import finished
        </CardTitle>
        <CardDescription>
          {fileName ?? 'Your file'} · {kind === 'accounts' ? 'accounts' : 'contacts'}. Merged rows filled empty fields
          of a record that already existed.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-3 gap-3">
          {TILES.map(({ key, label, tone }) => (
            <div key={key} className="rounded-lg border p-3 text-center">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className={`text-2xl font-bold tabular-nums ${tone}`} data-testid={`result-${key}`}>
                {result[key].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
        {!clean && (
          <div>
            <h3 className="mb-2 text-sm font-semibold">Rows that were skipped</h3>
            <ul
              className="max-h-64 space-y-1 overflow-y-auto rounded-md border bg-destructive/5 p-3 font-mono text-xs text-destructive"
              data-testid="import-errors"
            >
              {result.errors.map((error) => (
                <li key={`${error.line}-${error.message}`}>{error.message}</li>
              ))}
            </ul>
            {result.skipped > result.errors.length && (
              <p className="mt-2 text-xs text-muted-foreground">
                Showing the first {result.errors.length} of {result.skipped} problems.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
