import { z } from 'zod';
import { cursorPageQuery } from '../pagination';
import { ACCOUNT_FIELDS, CONTACT_FIELDS, IMPORT_KINDS } from './account-mapping';

export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const CSV_TOO_LARGE = 'The CSV file is larger than 5 MB';
export const CSV_EMPTY = 'The CSV file is empty';
/** Account files past 5 MB are streamed (POST /api/imports/accounts/stream), up to this size. */
export const MAX_STREAMED_CSV_BYTES = 200 * 1024 * 1024;
export const STREAMED_CSV_TOO_LARGE = 'The CSV file is larger than 200 MB';

const csv = z
  .string({ error: 'Choose a CSV file' })
  .max(MAX_CSV_BYTES, CSV_TOO_LARGE)
  .refine((text) => text.trim() !== '', CSV_EMPTY);
const header = z.string().trim().min(1).max(500);
const columns = <F extends readonly [string, ...string[]]>(fields: F) =>
  z
    .partialRecord(z.enum(fields), header.nullable())
    .transform(
      (map) => Object.fromEntries(Object.entries(map).filter(([, h]) => !!h)) as Partial<Record<F[number], string>>,
    );

export const previewBody = z.object({ csv, kind: z.enum(IMPORT_KINDS).default('accounts') });

export const accountImportBody = z.object({
  csv,
  mapping: z
    .object({ columns: columns(ACCOUNT_FIELDS), revenueInMillions: z.boolean().default(false) })
    .refine((m) => !!m.columns.name, {
      message: 'Choose the column that holds the company name',
      path: ['columns', 'name'],
    }),
});

export const contactImportBody = z.object({
  csv,
  mapping: z
    .object({ columns: columns(CONTACT_FIELDS) })
    .refine((m) => !!(m.columns.name || m.columns.firstName || m.columns.lastName), {
      message: 'Choose the column that holds the name (or first and last name)',
      path: ['columns', 'name'],
    }),
});

/** GET /api/imports/contacts: a search and a cursor page. */
export const contactsPageQuery = cursorPageQuery.extend({ q: z.string().trim().max(200).optional() });

const CURSOR_PAGES = 'This list is paged by cursor: pass the nextCursor of the previous page as cursor.';

/** The imported accounts list: alphabetical (case-insensitive), searched by `q`, a cursor page at a time. */
export const accountsPageQuery = contactsPageQuery.extend({
  page: z.undefined(CURSOR_PAGES).optional(),
  pageSize: z.undefined(CURSOR_PAGES).optional(),
});

export type ImportError = { line: number; message: string };
/** The answer to an import: counts plus the skipped rows' line-numbered errors. */
export type ImportResult = { imported: number; merged: number; skipped: number; errors: ImportError[] };
export type PreviewResult = {
  headers: string[];
  totalRows: number;
  sample: Record<string, string>[];
  sampleLines: number[];
  suggestedMapping: { columns: Record<string, string>; revenueInMillions: boolean; notes: Record<string, string> };
};
/** An imported account as the API returns it. */
export type ImportedAccountDto = {
  id: string;
  name: string;
  domain: string | null;
  industry: string | null;
  sizeRange: string | null;
  employeeCount: number | null;
  location: string | null;
  revenueRange: string | null;
  founded: number | null;
  description: string | null;
  createdAt: string;
};
