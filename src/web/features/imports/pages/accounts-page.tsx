import { useState } from 'react';
import { Info } from 'lucide-react';
import { toast } from 'sonner';
import type { ImportKind } from '#domain/csv/account-mapping';
import {
  CSV_TOO_LARGE,
  MAX_CSV_BYTES,
  MAX_STREAMED_CSV_BYTES,
  STREAMED_CSV_TOO_LARGE,
  type ImportResult,
  type PreviewResult,
} from '#domain/csv/import-schemas';
import { roleSatisfies } from '#domain/roles';
import { useAuth } from '../../../app/auth-context';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { usePreviewImport, useRefreshImportedAccounts, useRunImport } from '../api/use-imports';
import { headOfFile, streamAccountsImport, type StreamProgress } from '../api/stream-import';
import { CsvUploadCard } from '../components/csv-upload-card';
import { ImportProgressCard } from '../components/import-progress-card';
import { ImportResultCard } from '../components/import-result-card';
import { ImportedAccountsCard } from '../components/imported-accounts-card';
import { MappingCard } from '../components/mapping-card';
import { EntityTable } from '../../../components/data-table/entity-table';

/** A chosen file; `large` ones (over 5 MB) are previewed from their first lines and streamed whole on import. */
type LoadedFile = { name: string; csv: string; preview: PreviewResult; large: File | null };
type Finished = { result: ImportResult; kind: ImportKind; fileName: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** Account Lists: import the company's own accounts or contacts from CSV, and manage the imported accounts. */
export function AccountsPage() {
  const { currentRole } = useAuth();
  const canWrite = roleSatisfies(currentRole, { minRole: 'member' });
  const [kind, setKind] = useState<ImportKind>('accounts');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [columns, setColumns] = useState<Record<string, string>>({});
  const [revenueInMillions, setRevenueInMillions] = useState(false);
  const [finished, setFinished] = useState<Finished | null>(null);
  const preview = usePreviewImport();
  const runImport = useRunImport();
  const [streaming, setStreaming] = useState<StreamProgress | null>(null);
  const refreshAccounts = useRefreshImportedAccounts();

  const load = async (name: string, csv: string, nextKind: ImportKind, large: File | null = null) => {
    try {
      const result = await preview.mutateAsync({ csv, kind: nextKind });
      setFile({ name, csv, preview: result, large });
      setColumns(result.suggestedMapping.columns);
      setRevenueInMillions(result.suggestedMapping.revenueInMillions);
      setFinished(null);
    } catch (error) {
      toast.error('Could not read the file', { description: errorText(error) });
    }
  };

  const onFile = async (chosen: File) => {
    if (chosen.size > MAX_CSV_BYTES) {
      if (kind !== 'accounts') return void toast.error(CSV_TOO_LARGE);
      if (chosen.size > MAX_STREAMED_CSV_BYTES) return void toast.error(STREAMED_CSV_TOO_LARGE);
      return load(chosen.name, await headOfFile(chosen), kind, chosen);
    }
    await load(chosen.name, await chosen.text(), kind);
  };

  const onKindChange = (next: ImportKind) => {
    setKind(next);
    if (file?.large && next !== 'accounts') return void (toast.error(CSV_TOO_LARGE), setFile(null));
    if (file) void load(file.name, file.csv, next, file.large);
  };

  const onImport = async () => {
    if (!file) return;
    try {
      const result = file.large
        ? await streamAccountsImport(file.large, { columns, revenueInMillions }, setStreaming).finally(() => {
            setStreaming(null);
            void refreshAccounts();
          })
        : kind === 'accounts'
          ? await runImport.mutateAsync({ kind, csv: file.csv, mapping: { columns, revenueInMillions } })
          : await runImport.mutateAsync({ kind, csv: file.csv, mapping: { columns } });
      setFinished({ result, kind, fileName: file.name });
      setFile(null);
      const summary = `${result.imported.toLocaleString('en-US')} imported, ${result.merged.toLocaleString('en-US')} merged`;
      if (result.skipped > 0)
        toast.warning(`Import finished with ${result.skipped.toLocaleString('en-US')} skipped rows`, {
          description: summary,
        });
      else toast.success('Import finished', { description: summary });
    } catch (error) {
      toast.error('Import failed', { description: errorText(error) });
    }
  };

  const sample = file
    ? file.preview.sample.map((values, index) => ({ line: file.preview.sampleLines[index] ?? index + 2, values }))
    : [];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account Lists</h1>
        <p className="mt-1 text-muted-foreground">
          Bring your own accounts and contacts from a CSV. Duplicates merge by domain, else by name.
        </p>
      </div>
      {canWrite ? (
        <CsvUploadCard
          kind={kind}
          onKindChange={onKindChange}
          onFile={onFile}
          fileName={file?.name ?? null}
          totalRows={file && !file.large ? file.preview.totalRows : null}
          loading={preview.isPending || streaming !== null}
        />
      ) : (
        <Alert>
          <Info aria-hidden="true" />
          <AlertTitle>View only</AlertTitle>
          <AlertDescription>
            Viewers can browse the imported accounts. Ask a member, admin or owner to import a list.
          </AlertDescription>
        </Alert>
      )}
      {file && (
        <MappingCard
          kind={kind}
          headers={file.preview.headers}
          sample={sample}
          totalRows={file.large ? null : file.preview.totalRows}
          columns={columns}
          onColumnsChange={setColumns}
          revenueInMillions={revenueInMillions}
          onRevenueInMillionsChange={setRevenueInMillions}
          notes={file.preview.suggestedMapping.notes}
          importing={runImport.isPending || streaming !== null}
          onImport={onImport}
        />
      )}
      {file && streaming && <ImportProgressCard fileName={file.name} progress={streaming} />}
      {finished && <ImportResultCard result={finished.result} kind={finished.kind} fileName={finished.fileName} />}
      <section className="space-y-3" aria-labelledby="imported-accounts-title">
        <h2 id="imported-accounts-title" className="text-lg font-semibold">
          Imported accounts
        </h2>
        <EntityTable
          kind="imported_accounts"
          preferenceKey="accounts"
          canAct={canWrite}
          searchPlaceholder="Search accounts by name, domain, industry or location..."
          cards={<ImportedAccountsCard canWrite={canWrite} />}
        />
      </section>
    </div>
  );
}
