import { randomUUID } from 'node:crypto';
import type { AccountMapping } from '#domain/csv/account-mapping';
import { CsvTableStream } from '#domain/csv/csv-table-stream';
import {
  CSV_EMPTY,
  MAX_STREAMED_CSV_BYTES,
  STREAMED_CSV_TOO_LARGE,
  type ImportError,
  type ImportResult,
} from '#domain/csv/import-schemas';
import { normalizeAccountRow } from '#domain/csv/normalize-account';
import { cleanValue } from '#domain/csv/normalize-values';
import { isAllCaps } from '#domain/csv/proper-case';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';
import { openStaging } from './account-staging';
import { afterAccountImport } from './account-statistics';
import { mergeStagedAccounts } from './merge-staged-accounts';

const MAX_ERRORS = 1000;
const PROGRESS_EVERY_MS = 1000;

type StreamImportInput = {
  companyId: string;
  userId: string;
  body: ReadableStream<Uint8Array>;
  mapping: AccountMapping;
  currentYear: number;
  maxBytes?: number;
};

/**
 * Imports an accounts CSV of any size up to 200 MB as it arrives: each piece is parsed and validated, valid
 * rows go to a staging table by COPY, and the merge (same rules as importAccounts) runs in the database.
 * Memory holds one piece and the first 1,000 errors. Progress goes to the importing user as live events.
 */
export async function importAccountsStream(database: Database, input: StreamImportInput): Promise<ImportResult> {
  const { companyId, userId, mapping, currentYear, maxBytes = MAX_STREAMED_CSV_BYTES } = input;
  const importId = randomUUID();
  const staging = await openStaging(database);
  try {
    const errors: ImportError[] = [];
    let skipped = 0;
    let valid = 0;
    let named = 0;
    let shouting = 0;
    let headerIssue: string | null = null;
    const nameColumn = mapping.columns.name!;
    const table = new CsvTableStream({
      headers: (headers) => {
        const missing = Object.values(mapping.columns).find((h) => h !== undefined && !headers.includes(h));
        if (missing !== undefined) throw new AppError('INVALID_INPUT', `Column '${missing}' is not in the file`);
      },
      issue: (issue) => {
        if (!table.headers) return void (headerIssue = `Line ${issue.line}: ${issue.message}`);
        skipped++;
        if (errors.length < MAX_ERRORS)
          errors.push({
            line: issue.line,
            message: `Line ${issue.line}: ${issue.message}`,
          });
      },
      row: (row) => {
        const raw = row.values[nameColumn];
        if (raw && /[A-Za-z]/.test(raw)) {
          named++;
          if (isAllCaps(raw)) shouting++;
        }
        const result = normalizeAccountRow(row, mapping, {
          currentYear,
          caseNames: true,
        });
        if (!result.ok) {
          skipped++;
          if (errors.length < MAX_ERRORS) errors.push({ line: result.line, message: result.message });
          return;
        }
        valid++;
        staging.add(result.value, row.line, cleanValue(raw)!.slice(0, 300));
      },
    });
    let bytes = 0;
    let lastProgress = Date.now();
    const progress = (phase: 'reading' | 'merging') =>
      publishEvent(database.db, {
        kind: 'import',
        companyId,
        userId,
        importId,
        phase,
        bytes,
        rows: table.dataRows,
      });
    const decoder = new TextDecoder('utf-8');
    const reader = input.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new AppError('INVALID_INPUT', STREAMED_CSV_TOO_LARGE);
      }
      table.push(decoder.decode(value, { stream: true }));
      // COPY's back-pressure: the next piece is read once the database has taken the rows before it.
      await staging.flush();
      if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        await progress('reading');
      }
    }
    table.push(decoder.decode());
    table.end();
    if (headerIssue) throw new AppError('INVALID_INPUT', headerIssue);
    if (!table.headers) throw new AppError('INVALID_INPUT', CSV_EMPTY);
    await staging.finish();
    await progress('merging');
    // Names are re-cased only when most of the column is ALL CAPS (isShoutingColumn), known at the end.
    const writtenNames = !(named > 0 && shouting / named >= 0.6);
    const imported = await staging.inTenant(companyId, (tx) =>
      mergeStagedAccounts(tx, {
        companyId,
        table: staging.table,
        importedBy: userId,
        writtenNames,
      }),
    );
    await afterAccountImport(database.db, imported);
    errors.sort((a, b) => a.line - b.line);
    return { imported, merged: valid - imported, skipped, errors };
  } finally {
    await staging.close();
  }
}
