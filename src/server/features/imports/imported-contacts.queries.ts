import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CursorPageQuery } from '#domain/pagination';
import type { Stored } from '#domain/csv/dedupe';
import type { ContactDraft } from '#domain/csv/normalize-contact';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { importedContacts } from '../../db/schema/accounts-import';

// Every function runs inside withTenant (row-level security) and also filters on companyId.

const CHUNK = 500;

const draftColumns = {
  id: importedContacts.id,
  name: importedContacts.name,
  title: importedContacts.title,
  email: importedContacts.email,
  phone: importedContacts.phone,
  mobilePhone: importedContacts.mobilePhone,
  linkedinUrl: importedContacts.linkedinUrl,
  location: importedContacts.location,
  organizationName: importedContacts.organizationName,
  organizationDomain: importedContacts.organizationDomain,
};

/** Every imported contact in merge form. */
export async function listContactsForMerge(
  tx: Tx,
  { companyId }: { companyId: string },
): Promise<Stored<ContactDraft>[]> {
  return tx.select(draftColumns).from(importedContacts).where(eq(importedContacts.companyId, companyId));
}

const CONTACT_LIST_KEY: KeyPart[] = [
  { column: importedContacts.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: importedContacts.name, direction: 'asc', kind: 'text' },
  { column: importedContacts.id, direction: 'asc', kind: 'uuid' },
];

/**
 * The company's imported contacts, newest import first (then by name), optionally searched by name, e-mail or
 * organization, a page at a time (`nextCursor`), with the total of the search.
 */
export async function listImportedContacts(
  tx: Tx,
  { companyId, q, cursor, limit }: { companyId: string; q?: string } & CursorPageQuery,
) {
  const filters: SQL[] = [eq(importedContacts.companyId, companyId)];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
    filters.push(
      or(
        ilike(importedContacts.name, pattern),
        ilike(importedContacts.email, pattern),
        ilike(importedContacts.organizationName, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const rows = await tx
    .select({ ...draftColumns, ...keyColumns(CONTACT_LIST_KEY) })
    .from(importedContacts)
    .where(and(where, afterCursor(CONTACT_LIST_KEY, cursor)))
    .orderBy(...keyOrder(CONTACT_LIST_KEY))
    .limit(limit + 1);
  const [total] = await tx.select({ n: count() }).from(importedContacts).where(where);
  const page = toPage(rows, CONTACT_LIST_KEY, limit);
  return { contacts: page.items, total: total?.n ?? 0, nextCursor: page.nextCursor };
}

/** Inserts new contacts in chunks. */
export async function insertImportedContacts(
  tx: Tx,
  { companyId, contacts }: { companyId: string; contacts: ContactDraft[] },
) {
  for (let i = 0; i < contacts.length; i += CHUNK) {
    await tx.insert(importedContacts).values(contacts.slice(i, i + CHUNK).map((c) => ({ ...c, companyId })));
  }
}

/** Writes the merged fields of existing contacts. */
export async function updateImportedContacts(
  tx: Tx,
  { companyId, contacts }: { companyId: string; contacts: Stored<ContactDraft>[] },
) {
  for (const { id, ...draft } of contacts) {
    await tx
      .update(importedContacts)
      .set(draft)
      .where(and(eq(importedContacts.companyId, companyId), eq(importedContacts.id, id)));
  }
}

/** Deletes all of the company's imported contacts; returns how many. */
export async function clearImportedContacts(tx: Tx, { companyId }: { companyId: string }): Promise<number> {
  const deleted = await tx
    .delete(importedContacts)
    .where(eq(importedContacts.companyId, companyId))
    .returning({ id: importedContacts.id });
  return deleted.length;
}
