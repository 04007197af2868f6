import type { Database } from '../../db/client';
import { readTenantRows, type Statement } from '../../db/tenant-rows';

/**
 * The four dashboard tiles in one statement. Organizations are the company's, as the research and contact
 * pickers list them: once per name (case-insensitive), at their best fit, however many analyses (each member
 * runs their own) found them. Contacts count while their data is current ($2, `now`) and their fit is good or
 * better; row-level security keeps them to the company. Shared with the benchmark's bare handler.
 */
export const DASHBOARD_SQL: Statement = {
  name: 'dashboard_stats',
  text: `select count(*) as total, count(*) filter (where best.fit_category = 'great') as great,
  count(*) filter (where best.fit_category = 'good') as good,
  (select count(*) from discovered_contacts where data_expires_at > $2 and fit_category in ('perfect', 'great', 'good')) as contacts
  from (select distinct on (lower(name)) fit_category from target_organizations where company_id = $1
        order by lower(name), fit_score desc, created_at desc) best`,
};

type Counted = { total: string | number; great: string | number; good: string | number; contacts: string | number };

/** The counts behind the tiles, in the company's tenant transaction (`now` as an ISO timestamp). */
export async function dashboardCounts(database: Database, { companyId, now }: { companyId: string; now: string }) {
  const [[row]] = (await readTenantRows(database, companyId, [
    { statement: DASHBOARD_SQL, values: [companyId, now] },
  ])) as Counted[][];
  return {
    total: Number(row?.total ?? 0),
    great: Number(row?.great ?? 0),
    good: Number(row?.good ?? 0),
    contacts: Number(row?.contacts ?? 0),
  };
}
