import { and, count, eq, type SQL } from 'drizzle-orm';
import type { CursorPageQuery } from '#domain/pagination';
import { isReachableEmail } from '#domain/people/email-status';
import { PITCH_SOURCE_LABELS } from '#domain/pitches';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, rowCursor, toPage, type KeyPart } from '../../db/keyset';
import { listItems as outreachList } from '../../db/schema/lists';
import { suppressionEntries } from '../../db/schema/people';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import type { ContactPitch } from '../pitches/pitch-drafts.queries';
import { doNotContactFlags } from './contact-views';

/** The outreach list is one of the company's lists (#domain/lists OUTREACH_LIST_KEY): its id scopes every read. */
type Scope = { companyId: string; listId: string };

// Newest first; the id breaks ties so pages never repeat or skip an entry.
const OUTREACH_KEY: KeyPart[] = [
  { column: outreachList.addedAt, direction: 'desc', kind: 'timestamp' },
  { column: outreachList.id, direction: 'desc', kind: 'uuid' },
];

const entryColumns = {
  id: outreachList.id,
  addedAt: outreachList.addedAt,
  contactId: discoveredContacts.id,
  organizationId: discoveredContacts.organizationId,
  name: discoveredContacts.name,
  title: discoveredContacts.title,
  email: discoveredContacts.email,
  emailStatus: discoveredContacts.emailStatus,
  phone: discoveredContacts.phone,
  linkedinUrl: discoveredContacts.linkedinUrl,
  organization: targetOrganizations.name,
};

/** The entries' rows joined to their contact, in the list's order, with `extra` conditions. */
const entryRows = (tx: Tx, { companyId, listId }: Scope, extra?: SQL) =>
  tx
    .select({ ...entryColumns, ...keyColumns(OUTREACH_KEY) })
    .from(outreachList)
    .innerJoin(discoveredContacts, eq(discoveredContacts.id, outreachList.contactId))
    .innerJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
    .where(and(eq(outreachList.companyId, companyId), eq(outreachList.listId, listId), extra))
    .orderBy(...keyOrder(OUTREACH_KEY));

type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

/** An invalid address is not given as a way to reach the person (email null); its status says why. */
const entryDto = (r: Omit<EntryRow, `k${number}`>) => ({
  id: r.id,
  addedAt: r.addedAt,
  contactId: r.contactId,
  name: r.name,
  title: r.title,
  email: isReachableEmail(r.email, r.emailStatus) ? r.email : null,
  emailStatus: r.email ? r.emailStatus : null,
  phone: r.phone,
  linkedinUrl: r.linkedinUrl,
  organization: r.organization,
});

/** The rows nobody on the do-not-contact list is among. */
async function withoutSuppressed<R extends EntryRow>(tx: Tx, companyId: string, rows: R[]) {
  const flags = await doNotContactFlags(tx, { companyId, rows });
  return rows.filter((_, i) => !flags[i]);
}

/** The company's whole outreach list, newest first, without anyone on the do-not-contact list (the CSV export). */
export async function listOutreach(tx: Tx, { companyId, listId }: Scope) {
  const rows = await entryRows(tx, { companyId, listId });
  return (await withoutSuppressed(tx, companyId, rows)).map(entryDto);
}

/**
 * The outreach list a page at a time (`nextCursor`), newest first, with its total; people on the do-not-contact list
 * are left out of both. The list is read in batches past left-out rows until the page (and one more row) is full.
 */
export async function listOutreachPage(tx: Tx, { companyId, listId, cursor, limit }: Scope & CursorPageQuery) {
  const [anySuppressed] = await tx
    .select({ id: suppressionEntries.id })
    .from(suppressionEntries)
    .where(eq(suppressionEntries.companyId, companyId))
    .limit(1);
  const kept: EntryRow[] = [];
  let after = cursor;
  for (;;) {
    const batch = await entryRows(tx, { companyId, listId }, afterCursor(OUTREACH_KEY, after)).limit(limit + 1);
    kept.push(...(anySuppressed ? await withoutSuppressed(tx, companyId, batch) : batch));
    const last = batch[batch.length - 1];
    if (kept.length > limit || batch.length <= limit || !last) break;
    after = rowCursor(last, OUTREACH_KEY);
  }
  const page = toPage(kept.slice(0, limit + 1), OUTREACH_KEY, limit);
  return {
    entries: page.items.map(entryDto),
    total: await outreachTotal(tx, { companyId, listId }, Boolean(anySuppressed)),
    nextCursor: page.nextCursor,
  };
}

/** How many entries the list holds, not counting people on the do-not-contact list. */
async function outreachTotal(tx: Tx, { companyId, listId }: Scope, anySuppressed: boolean) {
  const onList = and(eq(outreachList.companyId, companyId), eq(outreachList.listId, listId));
  if (!anySuppressed) {
    const [counted] = await tx.select({ n: count() }).from(outreachList).where(onList);
    return counted?.n ?? 0;
  }
  // Only the fields the do-not-contact check reads.
  const people = await tx
    .select({
      organizationId: discoveredContacts.organizationId,
      email: discoveredContacts.email,
      linkedinUrl: discoveredContacts.linkedinUrl,
      name: discoveredContacts.name,
    })
    .from(outreachList)
    .innerJoin(discoveredContacts, eq(discoveredContacts.id, outreachList.contactId))
    .where(onList);
  const flags = await doNotContactFlags(tx, { companyId, rows: people });
  return flags.filter((flag) => !flag).length;
}

const OUTREACH_PITCH_HEADER = ['Pitch solution', 'Pitch source', 'Pitch subject', 'Pitch body'];

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  // Quote always; neutralise spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export const OUTREACH_CSV_HEADER = [
  'Name',
  'Title',
  'Organization',
  'Email',
  'Email status',
  'Phone',
  'LinkedIn',
  'Added',
  ...OUTREACH_PITCH_HEADER,
];

/**
 * The outreach list as CSV, one row per entry, with each e-mail's status and the contact's pitch (issue 22): its
 * saved draft, else the generated pitch, else empty; "Pitch source" says which.
 */
export function outreachCsv(entries: Awaited<ReturnType<typeof listOutreach>>, pitches: Map<string, ContactPitch>) {
  const lines = entries.map((r) => {
    const pitch = pitches.get(r.contactId);
    return [
      ...[r.name, r.title, r.organization, r.email, r.emailStatus, r.phone, r.linkedinUrl, r.addedAt.toISOString()],
      ...(pitch ? [pitch.solution, PITCH_SOURCE_LABELS[pitch.source], pitch.subject, pitch.body] : ['', '', '', '']),
    ]
      .map(csvCell)
      .join(',');
  });
  return [OUTREACH_CSV_HEADER.join(','), ...lines].join('\r\n');
}
