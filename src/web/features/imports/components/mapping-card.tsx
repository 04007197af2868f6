import { useId } from 'react';
import { Columns3, LoaderCircle } from 'lucide-react';
import type { ImportKind } from '#domain/csv/account-mapping';
import type { CsvRow } from '#domain/csv/csv-table';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { fieldsFor, mappingProblem, NOT_IMPORTED, previewRows } from '../lib/preview-rows';
import { ImportPreviewTable } from './import-preview-table';

type Props = {
  kind: ImportKind;
  headers: string[];
  sample: CsvRow[];
  /** null for a large file previewed from its first lines. */
  totalRows: number | null;
  columns: Record<string, string>;
  onColumnsChange: (columns: Record<string, string>) => void;
  revenueInMillions: boolean;
  onRevenueInMillionsChange: (value: boolean) => void;
  notes: Record<string, string>;
  importing: boolean;
  onImport: () => void;
};

/** Step 2: which column feeds each field, a preview of the first rows as imported, and the Import button. */
export function MappingCard(props: Props) {
  const { kind, headers, sample, totalRows, columns, notes, importing } = props;
  const checkboxId = useId();
  const problem = mappingProblem(kind, columns);
  const table = previewRows(kind, sample, columns, props.revenueInMillions, new Date().getFullYear());
  const firstValue = (header: string | undefined) =>
    header ? sample.map((row) => row.values[header]?.trim()).find(Boolean) : undefined;

  const setColumn = (field: string, header: string) => {
    const next = { ...columns };
    if (header === NOT_IMPORTED) delete next[field];
    else next[field] = header;
    props.onColumnsChange(next);
  };

  return (
    <Card data-testid="mapping-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Columns3 className="size-5 text-primary" aria-hidden="true" />
          Map the columns
        </CardTitle>
        <CardDescription>
          We matched what we could. Check each field; anything left on “Not imported” is ignored.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ul className="divide-y rounded-md border">
          {fieldsFor(kind).map(({ field, label, hint }) => {
            const example = firstValue(columns[field]);
            return (
              <li
                key={field}
                className="grid gap-2 px-3 py-2.5 sm:grid-cols-[12rem_minmax(0,16rem)_1fr] sm:items-center sm:gap-4"
              >
                <div>
                  <p className="text-sm font-medium">{label}</p>
                  {(notes[field] ?? hint) && <p className="text-xs text-muted-foreground">{notes[field] ?? hint}</p>}
                </div>
                <Select value={columns[field] ?? NOT_IMPORTED} onValueChange={(value) => setColumn(field, value)}>
                  <SelectTrigger className="w-full" aria-label={`${label} column`} data-testid={`map-${field}`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NOT_IMPORTED}>Not imported</SelectItem>
                    {headers.map((header) => (
                      <SelectItem key={header} value={header}>
                        {header}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <p className="truncate text-xs text-muted-foreground" title={example}>
                  {example ? `e.g. ${example}` : columns[field] ? 'Empty in the first rows' : ''}
                </p>
              </li>
            );
          })}
        </ul>
        {kind === 'accounts' && columns.revenue && (
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-4 accent-primary"
              checked={props.revenueInMillions}
              onChange={(event) => props.onRevenueInMillionsChange(event.target.checked)}
            />
            <label htmlFor={checkboxId} className="text-sm">
              Revenue is in millions of USD
            </label>
          </div>
        )}
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">
            Preview of the first {table.rows.length} rows, as they will be imported
          </h3>
          <ImportPreviewTable table={table} />
        </div>
        {problem && (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {totalRows === null
            ? 'Large file: rows are counted as it is imported'
            : `${totalRows.toLocaleString('en-US')} rows`}{' '}
          · duplicates merge by domain, else by name
        </p>
        <Button onClick={props.onImport} disabled={importing || problem !== null} data-testid="import-button">
          {importing && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Import {kind === 'accounts' ? 'accounts' : 'contacts'}
        </Button>
      </CardFooter>
    </Card>
  );
}
