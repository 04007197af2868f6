import { useId, useState, type DragEvent } from 'react';
import { FileSpreadsheet, LoaderCircle, Upload } from 'lucide-react';
import type { ImportKind } from '#domain/csv/account-mapping';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';

type Props = {
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
  onFile: (file: File) => void;
  fileName: string | null;
  totalRows: number | null;
  loading: boolean;
  disabled?: boolean;
};

/** Step 1: what the file holds (accounts or people) and the file itself, by picker or drag and drop. */
export function CsvUploadCard({ kind, onKindChange, onFile, fileName, totalRows, loading, disabled }: Props) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Card data-testid="csv-upload-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload className="size-5 text-primary" aria-hidden="true" />
          Upload a CSV
        </CardTitle>
        <CardDescription>
          Export a list from your CRM or a spreadsheet. The first row must hold the column names.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={kind} onValueChange={(value) => onKindChange(value as ImportKind)} className="gap-4">
          <TabsList aria-label="What the file holds">
            <TabsTrigger value="accounts" disabled={loading}>
              Accounts
            </TabsTrigger>
            <TabsTrigger value="contacts" disabled={loading}>
              Contacts
            </TabsTrigger>
          </TabsList>
          {/* The drop zone is the selected tab's panel, so the tab's aria-controls names a real element. */}
          <TabsContent value={kind}>
            <label
              htmlFor={inputId}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="csv-dropzone"
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
                'hover:border-primary/60 hover:bg-accent/40 focus-within:ring-[3px] focus-within:ring-ring/50',
                dragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/25',
                disabled && 'pointer-events-none opacity-50',
              )}
            >
              {loading ? (
                <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
              ) : (
                <FileSpreadsheet className="size-8 text-muted-foreground" aria-hidden="true" />
              )}
              {fileName ? (
                <span className="text-sm">
                  <span className="font-medium" data-testid="csv-file-name">
                    {fileName}
                  </span>
                  {totalRows !== null && (
                    <span className="text-muted-foreground"> · {totalRows.toLocaleString('en-US')} rows</span>
                  )}
                  <span className="mt-1 block text-xs text-muted-foreground">
                    Drop another file or click to replace it
                  </span>
                </span>
              ) : (
                <span className="text-sm">
                  <span className="font-medium text-primary">Choose a file</span> or drag it here
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {kind === 'accounts'
                      ? 'Company name, website, industry, size, location…'
                      : 'Name, title, e-mail, phone, LinkedIn, company…'}{' '}
                    · CSV up to 5 MB
                  </span>
                </span>
              )}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv,text/plain"
                aria-label="CSV file"
                className="sr-only"
                disabled={disabled || loading}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onFile(file);
                  event.target.value = '';
                }}
              />
            </label>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
