import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { hotQuery } from '../../db/prepared';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';

const nameKey = sql`lower(${targetOrganizations.name})`;

/**
 * The four dashboard tiles in one statement. Organizations are the company's, as the research and contact
 * pickers list them: once per name (case-insensitive), at their best fit, however many analyses (each member
 * runs their own) found them. Contacts count while their data is current (`now` as an ISO timestamp) and their fit is good or better.
 */
export const dashboardCounts = hotQuery<
  { total: number; great: number; good: number; contacts: number }[],
  { companyId: string; now: string }
>('dashboard_stats', (db) => {
  const best = db
    .selectDistinctOn([nameKey], { fitCategory: targetOrganizations.fitCategory })
    .from(targetOrganizations)
    .where(eq(targetOrganizations.companyId, sql.placeholder('companyId')))
    .orderBy(nameKey, desc(targetOrganizations.fitScore), desc(targetOrganizations.createdAt))
    .as('best');
  const contacts = db
    .select({ n: count() })
    .from(discoveredContacts)
    .where(
      and(
        gt(discoveredContacts.dataExpiresAt, sql.placeholder('now')),
        inArray(discoveredContacts.fitCategory, ['perfect', 'great', 'good']),
      ),
    );
  return db
    .select({
      total: count(),
      great: sql<number>`count(*) filter (where ${best.fitCategory} = 'great')`.mapWith(Number),
      good: sql<number>`count(*) filter (where ${best.fitCategory} = 'good')`.mapWith(Number),
      contacts: sql<number>`(${contacts})`.mapWith(Number),
    })
    .from(best);
});
