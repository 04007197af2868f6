import { suggestMapping, type AccountMapping, type ContactMapping, type ImportKind } from '#domain/csv/account-mapping';
import { readCsvTable, type CsvTable } from '#domain/csv/csv-table';
import { planAccountMerge, planContactMerge } from '#domain/csv/dedupe';
import { CSV_EMPTY, type ImportError, type ImportResult, type PreviewResult } from '#domain/csv/import-schemas';
import { normalizeAccountRow, type RowResult } from '#domain/csv/normalize-account';
import { normalizeContactRow } from '#domain/csv/normalize-contact';
import { isShoutingColumn } from '#domain/csv/proper-case';
import { MSG } from '#domain/messages';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { afterAccountImport } from './account-statistics';
import { insertImportedContacts, listContactsForMerge, updateImportedContacts } from './imported-contacts.queries';
import {
  deleteImportedAccount,
  insertImportedAccounts,
  listAccountsForMerge,
  updateImportedAccounts,
} from './imports.queries';

const SAMPLE_ROWS = 10;
// Enough to fix a file; `skipped` still counts every bad row.
const MAX_ERRORS = 1000;

/** Headers, row count, the first rows and a suggested mapping for a CSV about to be imported. */
export function previewImport({ csv, kind }: { csv: string; kind: ImportKind }): PreviewResult {
  const table = readTable(csv);
  const sample = table.rows.slice(0, SAMPLE_ROWS);
  return {
    headers: table.headers,
    totalRows: table.dataRows,
    sample: sample.map((row) => row.values),
    sampleLines: sample.map((row) => row.line),
    suggestedMapping: suggestMapping(
      table.headers,
      kind,
      table.rows.slice(0, 50).map((row) => row.values),
    ),
  };
}

/** Imports accounts: validates each row, merges duplicates (in the file and with earlier imports) and stores them. */
export async function importAccounts(
  db: Db,
  {
    companyId,
    userId,
    csv,
    mapping,
    currentYear,
  }: { companyId: string; userId: string; csv: string; mapping: AccountMapping; currentYear: number },
): Promise<ImportResult> {
  const table = readTable(csv);
  assertColumnsExist(mapping.columns, table.headers);
  const caseNames = isShoutingColumn(table.rows.map((row) => row.values[mapping.columns.name!]));
  const results = table.rows.map((row) => normalizeAccountRow(row, mapping, { currentYear, caseNames }));
  const drafts = results.flatMap((r) => (r.ok ? [r.value] : []));
  const plan = await withTenant(db, companyId, async (tx) => {
    const existing = await listAccountsForMerge(tx, { companyId });
    const merge = planAccountMerge(existing, drafts);
    await insertImportedAccounts(tx, { companyId, importedBy: userId, accounts: merge.inserts });
    await updateImportedAccounts(tx, { companyId, accounts: merge.updates });
    return merge;
  });
  await afterAccountImport(db, plan.inserts.length);
  return summarize(table, results, plan.inserts.length, plan.merged);
}

/** Imports people (name, title, e-mail…); duplicates merge on e-mail, else on name at the same organization. */
export async function importContacts(
  db: Db,
  { companyId, csv, mapping }: { companyId: string; csv: string; mapping: ContactMapping },
): Promise<ImportResult> {
  const table = readTable(csv);
  assertColumnsExist(mapping.columns, table.headers);
  const companyColumn = mapping.columns.companyName;
  const caseCompanies =
    companyColumn !== undefined && isShoutingColumn(table.rows.map((row) => row.values[companyColumn]));
  const results = table.rows.map((row) => normalizeContactRow(row, mapping, { caseCompanies }));
  const drafts = results.flatMap((r) => (r.ok ? [r.value] : []));
  const plan = await withTenant(db, companyId, async (tx) => {
    const merge = planContactMerge(await listContactsForMerge(tx, { companyId }), drafts);
    await insertImportedContacts(tx, { companyId, contacts: merge.inserts });
    await updateImportedContacts(tx, { companyId, contacts: merge.updates });
    return merge;
  });
  return summarize(table, results, plan.inserts.length, plan.merged);
}

/** Deletes one imported account of the company, or throws not-found. */
export async function removeImportedAccount(
  db: Db,
  { companyId, id }: { companyId: string; id: string },
): Promise<void> {
  const deleted = await withTenant(db, companyId, (tx) => deleteImportedAccount(tx, { companyId, id }));
  if (!deleted) throw new AppError('NOT_FOUND', MSG.notFound);
}

function readTable(csv: string): CsvTable {
  const table = readCsvTable(csv);
  if (table.headers.length === 0) {
    const issue = table.issues[0];
    throw new AppError('INVALID_INPUT', issue ? `Line ${issue.line}: ${issue.message}` : CSV_EMPTY);
  }
  return table;
}

function assertColumnsExist(columns: Record<string, string | undefined>, headers: string[]) {
  const known = new Set(headers);
  const missing = Object.values(columns).find((header) => header !== undefined && !known.has(header));
  if (missing !== undefined) throw new AppError('INVALID_INPUT', `Column '${missing}' is not in the file`);
}

function summarize(table: CsvTable, results: RowResult<unknown>[], imported: number, merged: number): ImportResult {
  const errors: ImportError[] = [
    ...table.issues.map((issue) => ({ line: issue.line, message: `Line ${issue.line}: ${issue.message}` })),
    ...results.flatMap((r) => (r.ok ? [] : [{ line: r.line, message: r.message }])),
  ].sort((a, b) => a.line - b.line);
  return { imported, merged, skipped: errors.length, errors: errors.slice(0, MAX_ERRORS) };
}
