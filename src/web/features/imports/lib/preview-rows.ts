import {
  ACCOUNT_FIELD_INFO,
  CONTACT_FIELD_INFO,
  type AccountMapping,
  type ContactMapping,
  type FieldInfo,
  type ImportKind,
} from '#domain/csv/account-mapping';
import type { CsvRow } from '#domain/csv/csv-table';
import { normalizeAccountRow } from '#domain/csv/normalize-account';
import { normalizeContactRow } from '#domain/csv/normalize-contact';
import { isShoutingColumn } from '#domain/csv/proper-case';

/** One sample row as it will be imported: its cells for the preview columns, or the row's error. */
export type PreviewRow = { line: number; cells: (string | null)[] | null; error: string | null };
export type PreviewTable = { columns: string[]; rows: PreviewRow[] };

export const NOT_IMPORTED = '__none__';

/** The mapping fields for a kind, in display order. */
export const fieldsFor = (kind: ImportKind): FieldInfo[] =>
  kind === 'accounts' ? ACCOUNT_FIELD_INFO : CONTACT_FIELD_INFO;

/** Runs the same normalisation the server will run over the sample rows. */
export function previewRows(
  kind: ImportKind,
  rows: CsvRow[],
  columns: Record<string, string>,
  revenueInMillions: boolean,
  currentYear: number,
): PreviewTable {
  if (kind === 'accounts') {
    const mapping: AccountMapping = { columns, revenueInMillions };
    const caseNames = isShoutingColumn(rows.map((r) => (columns.name ? r.values[columns.name] : null)));
    return {
      columns: ['Name', 'Domain', 'Industry', 'Size', 'Location', 'Revenue', 'Founded'],
      rows: rows.map((row) => {
        const result = normalizeAccountRow(row, mapping, { currentYear, caseNames });
        if (!result.ok) return { line: row.line, cells: null, error: result.message };
        const a = result.value;
        const size =
          a.employeeCount !== null ? `${a.employeeCount.toLocaleString('en-US')} (${a.sizeRange})` : a.sizeRange;
        return {
          line: row.line,
          error: null,
          cells: [
            a.name,
            a.domain,
            a.industry,
            size,
            a.location,
            a.revenueRange,
            a.founded === null ? null : String(a.founded),
          ],
        };
      }),
    };
  }
  const mapping: ContactMapping = { columns };
  const caseCompanies = isShoutingColumn(rows.map((r) => (columns.companyName ? r.values[columns.companyName] : null)));
  return {
    columns: ['Name', 'Title', 'E-mail', 'Phone', 'Mobile', 'Company', 'Company domain'],
    rows: rows.map((row) => {
      const result = normalizeContactRow(row, mapping, { caseCompanies });
      if (!result.ok) return { line: row.line, cells: null, error: result.message };
      const c = result.value;
      return {
        line: row.line,
        error: null,
        cells: [c.name, c.title, c.email, c.phone, c.mobilePhone, c.organizationName, c.organizationDomain],
      };
    }),
  };
}

/** The mapping problem that blocks an import, or null. */
export function mappingProblem(kind: ImportKind, columns: Record<string, string>): string | null {
  if (kind === 'accounts') return columns.name ? null : 'Choose the column that holds the company name.';
  return columns.name || columns.firstName || columns.lastName
    ? null
    : 'Choose the column that holds the name (or first and last name).';
}
