import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Stored } from '#domain/csv/dedupe';
import type { ContactDraft } from '#domain/csv/normalize-contact';
import type { Tx } from '../../db/client';
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
export async function listContactsForMerge(tx: Tx, { companyId }: { companyId: string }): Promise<Stored<ContactDraft>[]> {
  return tx.select(draftColumns).from(importedContacts).where(eq(importedContacts.companyId, companyId));
}

/** The company's imported contacts, newest first, optionally searched by name, e-mail or organization. */
export async function listImportedContacts(tx: Tx, { companyId, q, limit = 500 }: { companyId: string; q?: string; limit?: number }) {
  const filters: SQL[] = [eq(importedContacts.companyId, companyId)];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
    filters.push(or(ilike(importedContacts.name, pattern), ilike(importedContacts.email, pattern), ilike(importedContacts.organizationName, pattern))!);
  }
  const where = and(...filters);
  const contacts = await tx.select(draftColumns).from(importedContacts).where(where).orderBy(desc(importedContacts.createdAt), asc(importedContacts.name)).limit(limit);
  const [total] = await tx.select({ n: count() }).from(importedContacts).where(where);
  return { contacts, total: total?.n ?? 0 };
}

/** Inserts new contacts in chunks. */
export async function insertImportedContacts(tx: Tx, { companyId, contacts }: { companyId: string; contacts: ContactDraft[] }) {
  for (let i = 0; i < contacts.length; i += CHUNK) {
    await tx.insert(importedContacts).values(contacts.slice(i, i + CHUNK).map((c) => ({ ...c, companyId })));
  }
}

/** Writes the merged fields of existing contacts. */
export async function updateImportedContacts(tx: Tx, { companyId, contacts }: { companyId: string; contacts: Stored<ContactDraft>[] }) {
  for (const { id, ...draft } of contacts) {
    await tx
      .update(importedContacts)
      .set(draft)
      .where(and(eq(importedContacts.companyId, companyId), eq(importedContacts.id, id)));
  }
}

/** Deletes all of the company's imported contacts; returns how many. */
export async function clearImportedContacts(tx: Tx, { companyId }: { companyId: string }): Promise<number> {
  const deleted = await tx.delete(importedContacts).where(eq(importedContacts.companyId, companyId)).returning({ id: importedContacts.id });
  return deleted.length;
}
