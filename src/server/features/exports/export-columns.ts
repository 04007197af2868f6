import { EMAIL_STATUS_LABELS, type EmailStatus } from '#domain/people/email-status';
import { tableColumns, type TableKind } from '#domain/table-columns';
import type { AccountTableRow, ContactTableRow, OrganizationTableRow, TableRow } from '#domain/table-rows';
import { fieldSourcesText, sourceLabel } from '#domain/table-rows';
import { PITCH_SOURCE_LABELS } from '#domain/pitches';
import { ORG_FIT_LABELS, type OrgFitCategory } from '#domain/workflow';
import type { ExportedContactRow } from './export-rows';

export type Cell = string | number | null;
type Getter = (row: TableRow) => Cell;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const capital = (text: string | null) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : null);

const ORGANIZATION: Record<string, (r: OrganizationTableRow) => Cell> = {
  fitCategory: (r) => ORG_FIT_LABELS[r.fitCategory as OrgFitCategory] ?? r.fitCategory,
  source: (r) => sourceLabel(r.source),
  competitor: (r) => yesNo(r.competitor),
};
const ACCOUNT: Record<string, (r: AccountTableRow) => Cell> = {
  source: (r) => r.sources.map(sourceLabel).join(', '),
  hasContacts: (r) => yesNo(r.hasContacts),
};
const CONTACT: Record<string, (r: ContactTableRow) => Cell> = {
  fitCategory: (r) => capital(r.fitCategory),
  seniorityLevel: (r) => capital(r.seniorityLevel),
  emailStatus: (r) => (r.emailStatus ? (EMAIL_STATUS_LABELS[r.emailStatus as EmailStatus] ?? r.emailStatus) : null),
  phone: (r) => r.phone ?? r.mobilePhone,
  source: (r) => sourceLabel(r.source),
};
const SPECIAL: Record<TableKind, Record<string, Getter>> = {
  organizations: ORGANIZATION as Record<string, Getter>,
  imported_accounts: ACCOUNT as Record<string, Getter>,
  contacts: CONTACT as Record<string, Getter>,
};

/** What an export always carries beside the visible columns: the statuses and sources (issue 19). */
const ALWAYS: Record<TableKind, string[]> = {
  organizations: ['fitCategory', 'source'],
  imported_accounts: ['source'],
  contacts: ['emailStatus', 'source'],
};

export type ExportColumn = { id: string; header: string; value: Getter };

/**
 * The columns of an export: the ones asked for (the table's visible columns; by default its default ones), in the
 * table's order, plus the statuses and sources; unknown ids are left out.
 */
export function exportColumns(kind: TableKind, requested: string[] | undefined, options: { list?: boolean } = {}) {
  const all = tableColumns(kind, options);
  const wanted = new Set(requested?.length ? requested : all.filter((c) => c.defaultVisible).map((c) => c.id));
  for (const id of ALWAYS[kind]) wanted.add(id);
  const columns = all
    .filter((c) => wanted.has(c.id))
    .map<ExportColumn>((c) => ({
      id: c.id,
      header: c.label,
      value: SPECIAL[kind][c.id] ?? ((row) => plain((row as Record<string, unknown>)[c.id])),
    }));
  // Each field a provider filled names it (issue 22): an export never credits Enrich's values to the import.
  if (kind !== 'contacts')
    columns.push({
      id: 'fieldSources',
      header: 'Field sources',
      value: (row) => fieldSourcesText((row as AccountTableRow | OrganizationTableRow).fieldSources),
    });
  if (kind === 'contacts') columns.push(...PITCH_COLUMNS);
  return columns;
}

const pitchOf = (row: TableRow) => (row as ExportedContactRow).pitch;

/**
 * A contact's pitch (issue 22): its saved draft when there is one, else the pitch generated for its organization and
 * the solution, else empty; "Pitch source" says which, "Pitch solution" for which solution.
 */
const PITCH_COLUMNS: ExportColumn[] = [
  { id: 'pitchSolution', header: 'Pitch solution', value: (row) => pitchOf(row)?.solution ?? null },
  {
    id: 'pitchSource',
    header: 'Pitch source',
    value: (row) => {
      const pitch = pitchOf(row);
      return pitch ? PITCH_SOURCE_LABELS[pitch.source] : null;
    },
  },
  { id: 'pitchSubject', header: 'Pitch subject', value: (row) => pitchOf(row)?.subject || null },
  { id: 'pitchBody', header: 'Pitch body', value: (row) => pitchOf(row)?.body ?? null },
];

function plain(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(value);
  return String(value);
}
