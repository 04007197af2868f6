import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { CursorPageQuery } from '#domain/pagination';
import { domainAndParents, type SuppressionTarget } from '#domain/people/suppression';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { users } from '../../db/schema/auth';
import { suppressionEntries } from '../../db/schema/people';
import { personKeys, subjectHash, type SubjectKey } from './subject-keys';

// Every function runs inside withTenant (row-level security) and also filters on companyId.

// Newest first, then by value; the id breaks ties so pages never repeat or skip an entry.
const SUPPRESSION_KEY: KeyPart[] = [
  { column: suppressionEntries.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: suppressionEntries.value, direction: 'asc', kind: 'text' },
  { column: suppressionEntries.id, direction: 'asc', kind: 'uuid' },
];

const entryColumns = {
  id: suppressionEntries.id,
  kind: suppressionEntries.kind,
  value: suppressionEntries.value,
  reason: suppressionEntries.reason,
  createdAt: suppressionEntries.createdAt,
  addedBy: users.email,
};

type EntryRow = {
  id: string;
  kind: string;
  value: string | null;
  reason: string;
  createdAt: Date;
  addedBy: string | null;
};
const toEntry = (r: EntryRow) => ({ ...r, value: r.value!, createdAt: r.createdAt.toISOString() });

/** Entries with a value (erasure records carry none and are only counted). */
const listed = (companyId: string) =>
  and(eq(suppressionEntries.companyId, companyId), isNotNull(suppressionEntries.value));

async function erasedCount(tx: Tx, companyId: string) {
  const [erased] = await tx
    .select({ n: count() })
    .from(suppressionEntries)
    .where(and(eq(suppressionEntries.companyId, companyId), isNull(suppressionEntries.value)));
  return erased?.n ?? 0;
}

/**
 * The list as owners see it: entries with a value, newest first, a page at a time (`nextCursor`), with their total;
 * erasure records only as a count.
 */
export async function listSuppression(tx: Tx, { companyId, cursor, limit }: { companyId: string } & CursorPageQuery) {
  const rows = await tx
    .select({ ...entryColumns, ...keyColumns(SUPPRESSION_KEY) })
    .from(suppressionEntries)
    .leftJoin(users, eq(users.id, suppressionEntries.addedBy))
    .where(and(listed(companyId), afterCursor(SUPPRESSION_KEY, cursor)))
    .orderBy(...keyOrder(SUPPRESSION_KEY))
    .limit(limit + 1);
  const [counted] = await tx.select({ n: count() }).from(suppressionEntries).where(listed(companyId));
  const page = toPage(rows, SUPPRESSION_KEY, limit);
  return {
    entries: page.items.map(toEntry),
    total: counted?.n ?? 0,
    nextCursor: page.nextCursor,
    erasedCount: await erasedCount(tx, companyId),
  };
}

/** Every listed entry, in the list's order: the CSV export. */
export async function listAllSuppression(tx: Tx, { companyId }: { companyId: string }) {
  const rows = await tx
    .select(entryColumns)
    .from(suppressionEntries)
    .leftJoin(users, eq(users.id, suppressionEntries.addedBy))
    .where(listed(companyId))
    .orderBy(...keyOrder(SUPPRESSION_KEY));
  return rows.map(toEntry);
}

/** Adds addresses or domains an owner gave; returns the ones that were new and the ones already listed. */
export async function addSuppression(
  tx: Tx,
  {
    companyId,
    userId,
    targets,
    reason,
  }: { companyId: string; userId: string; targets: SuppressionTarget[]; reason: 'manual' | 'import' | 'unsubscribe' },
) {
  const unique = [...new Map(targets.map((t) => [`${t.kind}:${t.value}`, t])).values()];
  if (unique.length === 0) return { added: [] as SuppressionTarget[], alreadyListed: [] as SuppressionTarget[] };
  const rows = unique.map((t) => ({
    companyId,
    kind: t.kind,
    value: t.value,
    valueHash: subjectHash(companyId, t),
    reason,
    addedBy: userId,
  }));
  const inserted = await tx
    .insert(suppressionEntries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ valueHash: suppressionEntries.valueHash });
  const fresh = new Set(inserted.map((r) => r.valueHash));
  return {
    added: unique.filter((_, i) => fresh.has(rows[i]!.valueHash)),
    alreadyListed: unique.filter((_, i) => !fresh.has(rows[i]!.valueHash)),
  };
}

/** Records an erased person as hashes only; an entry an owner had typed for the same address loses its clear value. */
export async function addErasureEntries(
  tx: Tx,
  { companyId, userId, keys }: { companyId: string; userId: string; keys: SubjectKey[] },
) {
  if (keys.length === 0) return;
  const rows = keys.map((k) => ({
    companyId,
    kind: k.kind,
    value: null,
    valueHash: subjectHash(companyId, k),
    reason: 'erasure',
    addedBy: userId,
  }));
  await tx
    .insert(suppressionEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [suppressionEntries.companyId, suppressionEntries.valueHash],
      set: { value: null, reason: 'erasure' },
    });
}

/** Removes an entry an owner added; erasure records cannot be removed (that would let a forgotten person back). */
export async function removeSuppression(tx: Tx, { companyId, id }: { companyId: string; id: string }) {
  const deleted = await tx
    .delete(suppressionEntries)
    .where(
      and(
        eq(suppressionEntries.companyId, companyId),
        eq(suppressionEntries.id, id),
        isNotNull(suppressionEntries.value),
      ),
    )
    .returning({ value: suppressionEntries.value });
  return deleted[0]?.value ?? null;
}

type Person = Parameters<typeof personKeys>[0];

/**
 * For each person, whether the company's do-not-contact list covers them (address, domain, profile, erased name or
 * a provider's record of an erased person).
 */
export async function suppressedFlags(
  tx: Tx,
  { companyId, people, orgKeyOf }: { companyId: string; people: Person[]; orgKeyOf: (index: number) => string | null },
) {
  const hashes = people.map((p, i) => personKeys(p, orgKeyOf(i)).map((k) => subjectHash(companyId, k)));
  const all = [...new Set(hashes.flat())];
  if (all.length === 0) return people.map(() => false);
  const found = new Set<string>();
  for (let i = 0; i < all.length; i += 1000) {
    const rows = await tx
      .select({ valueHash: suppressionEntries.valueHash })
      .from(suppressionEntries)
      .where(
        and(eq(suppressionEntries.companyId, companyId), inArray(suppressionEntries.valueHash, all.slice(i, i + 1000))),
      );
    for (const r of rows) found.add(r.valueHash);
  }
  return hashes.map((list) => list.some((h) => found.has(h)));
}

/** Whether the company's do-not-contact list covers a whole domain (the domain itself or one above it). */
export async function domainIsSuppressed(tx: Tx, { companyId, domain }: { companyId: string; domain: string }) {
  const hashes = domainAndParents(domain).map((value) => subjectHash(companyId, { kind: 'domain', value }));
  if (hashes.length === 0) return false;
  const rows = await tx
    .select({ valueHash: suppressionEntries.valueHash })
    .from(suppressionEntries)
    .where(and(eq(suppressionEntries.companyId, companyId), inArray(suppressionEntries.valueHash, hashes)))
    .limit(1);
  return rows.length > 0;
}
