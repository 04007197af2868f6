import { and, count, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { cursorPageQuery } from '#domain/pagination';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, rowCursor, toPage, type KeyPart } from '../../db/keyset';
import { containsPattern } from '../../db/search';
import { discoveredContacts as dc } from '../../db/schema/workflow';

/**
 * `GET /organizations/:id/contacts`: a cursor page, by fit (Contact Discovery) or newest first (Research), searched by
 * name, title or department (`q`), and narrowed to one solution's contacts (`solutionId`, `solution` = its product).
 */
export const contactListQuery = cursorPageQuery.extend({
  sort: z.enum(['fit', 'newest'], 'sort must be fit or newest').default('fit'),
  q: z.string().trim().max(200).optional(),
  solutionId: z.string().trim().max(200).optional(),
  solution: z.string().trim().max(500).optional(),
});
export type ContactListQuery = z.output<typeof contactListQuery>;

// By fit score descending (no score last), then name, as before paging; the id breaks ties.
const FIT_KEY: KeyPart[] = [
  { column: sql`coalesce(${dc.fitScore}, -1)`, direction: 'desc', kind: 'number' },
  { column: dc.name, direction: 'asc', kind: 'text' },
  { column: dc.id, direction: 'asc', kind: 'uuid' },
];
const NEWEST_KEY: KeyPart[] = [
  { column: dc.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: dc.id, direction: 'desc', kind: 'uuid' },
];

/**
 * A solution's contacts (#domain/contacts matchesSolution): by solution id when both have one, otherwise by the
 * associated solution's name in any case.
 */
function matchesSolution({ solutionId, solution }: Pick<ContactListQuery, 'solutionId' | 'solution'>): SQL | undefined {
  if (!solutionId && solution === undefined) return undefined;
  const byName = sql`lower(coalesce(${dc.associatedSolution}, '')) = ${(solution ?? '').toLowerCase()}`;
  if (!solutionId) return byName;
  return sql`(case when nullif(${dc.solutionId}, '') is not null then ${dc.solutionId} = ${solutionId} else ${byName} end)`;
}

/** Contact search matches name, title or department, case-insensitively. */
function matchesSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(dc.name, pattern), ilike(dc.title, pattern), ilike(dc.department, pattern));
}

type ListInput = { companyId: string; organizationId: string; now: Date } & ContactListQuery;

/**
 * One page of the organization's unexpired contacts under the daily view limit. Contacts the user viewed today are
 * shown; others while `allowance` (new views left today) lasts; the rest are hidden and skipped. `newlyViewed` are the
 * page's contacts not viewed before (the caller logs them); `hidden` and `total` describe the whole list: walked to
 * its end with the allowance as it stands, `total` contacts would show and `hidden` would not.
 */
export async function pageOrgContacts(
  tx: Tx,
  { viewed, allowance, ...input }: ListInput & { viewed: Set<string>; allowance: number },
) {
  const { companyId, organizationId, now, sort, cursor, limit } = input;
  const key = sort === 'newest' ? NEWEST_KEY : FIT_KEY;
  const where = and(
    eq(dc.companyId, companyId),
    eq(dc.organizationId, organizationId),
    gt(dc.dataExpiresAt, now),
    matchesSearch(input.q),
    matchesSolution(input),
  );
  const viewedIds = [...viewed];
  const read = (after: string | undefined, n: number, onlyViewed = false) =>
    tx
      .select({ row: dc, ...keyColumns(key) })
      .from(dc)
      .where(and(where, afterCursor(key, after), onlyViewed ? inArray(dc.id, viewedIds) : undefined))
      .orderBy(...keyOrder(key))
      .limit(n);

  // The page and one more row (whether a next page exists).
  const shown: Awaited<ReturnType<typeof read>> = [];
  let remaining = allowance;
  const rows = await read(cursor, limit + 1);
  for (const r of rows) {
    if (viewed.has(r.row.id)) shown.push(r);
    else if (remaining > 0) {
      remaining -= 1;
      shown.push(r);
    } else {
      // The allowance is spent: past here only contacts viewed today still show.
      if (viewedIds.length > 0) {
        const from = rowCursor(r, key);
        shown.push(...(await read(from, limit + 1 - shown.length, true)));
      }
      break;
    }
    if (shown.length > limit) break;
  }
  const page = toPage(shown, key, limit);
  const contacts = page.items.map((item) => item.row);

  const [counted] = await tx
    .select({
      all: count(),
      viewed:
        viewedIds.length > 0 ? sql<number>`count(*) filter (where ${inArray(dc.id, viewedIds)})::int` : sql<number>`0`,
    })
    .from(dc)
    .where(where);
  const all = counted?.all ?? 0;
  const hidden = Math.max(0, all - Number(counted?.viewed ?? 0) - allowance);
  return {
    contacts,
    newlyViewed: contacts.filter((c) => !viewed.has(c.id)).map((c) => c.id),
    hidden,
    total: all - hidden,
    nextCursor: page.nextCursor,
  };
}
