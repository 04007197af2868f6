import { and, count, eq, ilike, or, sql, asc, type SQL } from 'drizzle-orm';
import type { Stored } from '#domain/csv/dedupe';
import type { ImportedAccountDto } from '#domain/csv/import-schemas';
import { keywordsFor } from '#domain/csv/keywords';
import type { AccountDraft } from '#domain/csv/normalize-account';
import { ORG_SOURCE_LABELS } from '#domain/providers';
import type { OrgFieldSource, OrgFieldSources, OrgSourcedField } from '#domain/org-sources';
import type { Candidate, ImportedPerson } from '../../ai/engine';
import type { SearchPageQuery } from '#domain/pagination';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { importedAccounts, importedContacts } from '../../db/schema/accounts-import';

// Every function runs inside withTenant (row-level security) and also filters on companyId.

const CHUNK = 500;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
const subIndustryOf = (extra: unknown) =>
  extra && typeof extra === 'object' && typeof (extra as { subIndustry?: unknown }).subIndustry === 'string'
    ? (extra as { subIndustry: string }).subIndustry
    : null;

const dtoColumns = {
  id: importedAccounts.id,
  name: importedAccounts.name,
  domain: importedAccounts.domain,
  industry: importedAccounts.industry,
  sizeRange: importedAccounts.sizeRange,
  employeeCount: importedAccounts.employeeCount,
  location: importedAccounts.location,
  revenueRange: importedAccounts.revenueRange,
  founded: importedAccounts.founded,
  description: importedAccounts.description,
  createdAt: importedAccounts.createdAt,
};

// Alphabetical whatever the case, then by the exact name, then by id (unique: pages never repeat or skip a row).
const ACCOUNT_LIST_KEY: KeyPart[] = [
  { column: sql`lower(${importedAccounts.name})`, direction: 'asc', kind: 'text' },
  { column: importedAccounts.name, direction: 'asc', kind: 'text' },
  { column: importedAccounts.id, direction: 'asc', kind: 'uuid' },
];

/**
 * The company's imported accounts, alphabetical whatever the case ("acme" between "Acme" and "Beta"), optionally
 * searched by name, domain, industry or location, a page at a time (`nextCursor`), with the total of the search.
 */
export async function listImportedAccounts(
  tx: Tx,
  { companyId, q, cursor, limit }: { companyId: string } & SearchPageQuery,
) {
  const filters: SQL[] = [eq(importedAccounts.companyId, companyId)];
  if (q) {
    const pattern = likePattern(q);
    filters.push(
      or(
        ilike(importedAccounts.name, pattern),
        ilike(importedAccounts.domain, pattern),
        ilike(importedAccounts.industry, pattern),
        ilike(importedAccounts.location, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const rows = await tx
    .select({ ...dtoColumns, ...keyColumns(ACCOUNT_LIST_KEY) })
    .from(importedAccounts)
    .where(and(where, afterCursor(ACCOUNT_LIST_KEY, cursor)))
    .orderBy(...keyOrder(ACCOUNT_LIST_KEY))
    .limit(limit + 1);
  const [total] = await tx.select({ n: count() }).from(importedAccounts).where(where);
  const page = toPage(rows, ACCOUNT_LIST_KEY, limit);
  const accounts: ImportedAccountDto[] = page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { accounts, total: total?.n ?? 0, nextCursor: page.nextCursor };
}

/** Every imported account in merge form (the drafts an import is deduplicated against). */
export async function listAccountsForMerge(
  tx: Tx,
  { companyId }: { companyId: string },
): Promise<Stored<AccountDraft>[]> {
  const rows = await tx.select().from(importedAccounts).where(eq(importedAccounts.companyId, companyId));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameKey: r.nameKey,
    domain: r.domain,
    industry: r.industry,
    subIndustry: subIndustryOf(r.extra),
    sizeRange: r.sizeRange,
    employeeCount: r.employeeCount,
    location: r.location,
    revenueRange: r.revenueRange,
    founded: r.founded,
    description: r.description,
  }));
}

const toColumns = ({ subIndustry, ...draft }: AccountDraft) => ({
  ...draft,
  extra: subIndustry ? { subIndustry } : null,
});

/** Inserts new accounts in chunks (keeps each statement well under the parameter limit). */
export async function insertImportedAccounts(
  tx: Tx,
  { companyId, importedBy, accounts }: { companyId: string; importedBy: string | null; accounts: AccountDraft[] },
) {
  for (let i = 0; i < accounts.length; i += CHUNK) {
    const values = accounts.slice(i, i + CHUNK).map((a) => ({ ...toColumns(a), companyId, importedBy }));
    await tx.insert(importedAccounts).values(values);
  }
}

/** Writes the merged fields of existing accounts. */
export async function updateImportedAccounts(
  tx: Tx,
  { companyId, accounts }: { companyId: string; accounts: Stored<AccountDraft>[] },
) {
  for (const { id, ...draft } of accounts) {
    await tx
      .update(importedAccounts)
      .set({ ...toColumns(draft), updatedAt: sql`now()` })
      .where(and(eq(importedAccounts.companyId, companyId), eq(importedAccounts.id, id)));
  }
}

/** Deletes one account; false when it is not the company's. */
export async function deleteImportedAccount(
  tx: Tx,
  { companyId, id }: { companyId: string; id: string },
): Promise<boolean> {
  const deleted = await tx
    .delete(importedAccounts)
    .where(and(eq(importedAccounts.companyId, companyId), eq(importedAccounts.id, id)))
    .returning({ id: importedAccounts.id });
  return deleted.length > 0;
}

/** Deletes all of the company's imported accounts; returns how many. */
export async function clearImportedAccounts(tx: Tx, { companyId }: { companyId: string }): Promise<number> {
  const deleted = await tx
    .delete(importedAccounts)
    .where(eq(importedAccounts.companyId, companyId))
    .returning({ id: importedAccounts.id });
  return deleted.length;
}

/** The company's imported accounts as rankable candidates (source 'import'). */
export async function listImportedCandidates(tx: Tx, { companyId }: { companyId: string }): Promise<Candidate[]> {
  const rows = await tx
    .select()
    .from(importedAccounts)
    .where(eq(importedAccounts.companyId, companyId))
    .orderBy(asc(importedAccounts.name));
  return rows.map(toImportedCandidate);
}

/** The columns of an imported account a candidate is made of. */
export type ImportedCandidateRow = Pick<
  typeof importedAccounts.$inferSelect,
  | 'id'
  | 'name'
  | 'domain'
  | 'industry'
  | 'sizeRange'
  | 'employeeCount'
  | 'location'
  | 'revenueRange'
  | 'founded'
  | 'description'
  | 'extra'
> & { fieldSources?: OrgFieldSources | null; createdAt?: Date | string | null };

const IMPORTED_FIELDS = [
  'name',
  'industry',
  'sizeRange',
  'employeeCount',
  'location',
  'revenueRange',
  'founded',
  'description',
] as const satisfies readonly OrgSourcedField[];

/**
 * Each filled field's source: the import for the columns the list gave, the provider Enrich asked for the fields it
 * filled (stored with the account), so a field Apollo filled reaches targeting, research and exports as Apollo's.
 */
export function importedFieldSources(r: ImportedCandidateRow): OrgFieldSources {
  const own = r.fieldSources ?? {};
  const imported = {
    source: 'import',
    label: ORG_SOURCE_LABELS.import!,
    at: r.createdAt ? new Date(r.createdAt).toISOString() : '',
  } as const;
  const sources: OrgFieldSources = {};
  for (const field of IMPORTED_FIELDS) {
    const value = r[field];
    if (value === null || value === '') continue;
    sources[field] = own[field] ?? imported;
  }
  if (r.domain) sources.website = own.website ?? imported;
  for (const [field, source] of Object.entries(own) as [OrgSourcedField, OrgFieldSource][]) sources[field] ??= source;
  return sources;
}

/** One imported account as a rankable candidate. */
export function toImportedCandidate(r: ImportedCandidateRow): Candidate {
  const subIndustry = subIndustryOf(r.extra);
  return {
    key: `import:${r.id}`,
    name: r.name,
    domain: r.domain,
    industry: r.industry,
    subIndustry,
    sizeRange: r.sizeRange,
    employeeCount: r.employeeCount,
    location: r.location,
    revenueRange: r.revenueRange,
    founded: r.founded,
    description: r.description,
    keywords: keywordsFor({ industry: r.industry, subIndustry, description: r.description }),
    source: 'import' as const,
    fieldSources: importedFieldSources(r),
  };
}

/**
 * People the company imported who work at an organization: same company domain, an e-mail at that
 * domain, or the same organization name (case-insensitive).
 */
export async function listImportedPeopleFor(
  tx: Tx,
  { companyId, organizationName, domain }: { companyId: string; organizationName: string; domain: string | null },
): Promise<(ImportedPerson & { importedAt: Date })[]> {
  const bareDomain =
    domain
      ?.toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/.*$/, '') || null;
  const matches: SQL[] = [sql`lower(${importedContacts.organizationName}) = ${organizationName.trim().toLowerCase()}`];
  if (bareDomain) {
    matches.push(eq(importedContacts.organizationDomain, bareDomain));
    matches.push(sql`lower(${importedContacts.email}) like ${`%@${bareDomain.replace(/[\\%_]/g, '\\$&')}`}`);
  }
  return tx
    .select({
      name: importedContacts.name,
      title: importedContacts.title,
      email: importedContacts.email,
      phone: importedContacts.phone,
      mobilePhone: importedContacts.mobilePhone,
      linkedinUrl: importedContacts.linkedinUrl,
      location: importedContacts.location,
      importedAt: importedContacts.createdAt,
    })
    .from(importedContacts)
    .where(and(eq(importedContacts.companyId, companyId), or(...matches)))
    .orderBy(asc(importedContacts.name));
}
