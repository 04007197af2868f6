import { sql, type SQL } from 'drizzle-orm';
import {
  CHART_CREDIT_DAYS,
  CHART_TOP_INDUSTRIES,
  EMPLOYEE_BANDS,
  NOT_AVAILABLE,
  SENIORITY_LABELS,
  type ChartDatum,
  type DashboardCharts,
  type OrganizationCharts,
} from '#domain/charts';
import { EMAIL_STATUSES, EMAIL_STATUS_LABELS } from '#domain/people/email-status';
import { ORG_FIT_CATEGORIES, ORG_FIT_LABELS } from '#domain/workflow';
import type { Db, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';

type Counted = { key: string | null; n: string | number };
const rows = (result: unknown) => (result as { rows: Counted[] }).rows.map((r) => ({ key: r.key, n: Number(r.n) }));

/** Every label in `order` (zeros included, so a chart always shows the same bars), then any others found. */
function inOrder(counted: { key: string | null; n: number }[], order: [key: string, label: string][]): ChartDatum[] {
  const byKey = new Map(counted.map((c) => [c.key ?? '', c.n]));
  const known = order.map(([key, label]) => ({ label, count: byKey.get(key) ?? 0 }));
  const missing = byKey.get('') ?? 0;
  return missing > 0 ? [...known, { label: NOT_AVAILABLE, count: missing }] : known;
}

/** The largest industries by count, the rest summed as "Other industries", organizations without one last. */
function topIndustries(counted: { key: string | null; n: number }[]): ChartDatum[] {
  const named = counted.filter((c) => c.key).sort((a, b) => b.n - a.n || a.key!.localeCompare(b.key!));
  const top = named.slice(0, CHART_TOP_INDUSTRIES).map((c) => ({ label: c.key!, count: c.n }));
  const other = named.slice(CHART_TOP_INDUSTRIES).reduce((sum, c) => sum + c.n, 0);
  const missing = counted.find((c) => !c.key)?.n ?? 0;
  return [
    ...top,
    ...(other > 0 ? [{ label: 'Other industries', count: other }] : []),
    ...(missing > 0 ? [{ label: NOT_AVAILABLE, count: missing }] : []),
  ];
}

// Employees: the count when known, else the middle of the size range ("501-1000 employees" → 750; "10000+" →
// 10001), so an organization known only by its range still lands in its band.
const RANGE = `replace(size_range, ',', '')`;
const EMPLOYEES = `coalesce(employee_count::numeric,
  case when ${RANGE} ~ '\\d+\\s*[-–]\\s*\\d+' then
         ((regexp_match(${RANGE}, '(\\d+)\\s*[-–]\\s*(\\d+)'))[1]::numeric
          + (regexp_match(${RANGE}, '(\\d+)\\s*[-–]\\s*(\\d+)'))[2]::numeric) / 2
       when ${RANGE} ~ '\\d' then
         (regexp_match(${RANGE}, '(\\d+)'))[1]::numeric + case when size_range like '%+%' then 1 else 0 end
  end)`;
const bandCase = sql.raw(
  `case when ${EMPLOYEES} is null then null ${EMPLOYEE_BANDS.map(([label, , high]) => `when ${EMPLOYEES} < ${high + 1} then '${label}'`).join(' ')} end`,
);

/**
 * Fit, industry and employee band of the organizations `from` selects (a subquery with fit_category, industry,
 * employee_count and size_range columns).
 */
async function organizationCharts(tx: Tx, from: SQL): Promise<OrganizationCharts> {
  const fit = rows(await tx.execute(sql`select fit_category as key, count(*) as n from ${from} o group by 1`));
  const industries = rows(await tx.execute(sql`select industry as key, count(*) as n from ${from} o group by 1`));
  const sizes = rows(await tx.execute(sql`select ${bandCase} as key, count(*) as n from ${from} o group by 1`));
  return {
    fit: inOrder(
      fit,
      ORG_FIT_CATEGORIES.map((c) => [c, ORG_FIT_LABELS[c]]),
    ),
    industries: topIndustries(industries),
    sizes: inOrder(
      sizes,
      EMPLOYEE_BANDS.map(([label]) => [label, label]),
    ),
  };
}

/** One analysis run's organizations (the company's row-level security keeps another company's run empty). */
export function runCharts(db: Db, { companyId, sessionId }: { companyId: string; sessionId: string }) {
  return withTenant(db, companyId, (tx) =>
    organizationCharts(
      tx,
      sql`(select fit_category, industry, employee_count, size_range from target_organizations
           where company_id = ${companyId} and analysis_session_id = ${sessionId})`,
    ),
  );
}

/**
 * The dashboard's charts: organizations once per name at their best fit (as the tiles count them), contacts
 * whose data is current, and credits spent per day over the last 30 days (what jobs kept after refunds).
 */
export function dashboardCharts(
  db: Db,
  { companyId, now }: { companyId: string; now: Date },
): Promise<DashboardCharts> {
  return withTenant(db, companyId, async (tx) => {
    const organizations = await organizationCharts(
      tx,
      sql`(select distinct on (lower(name)) fit_category, industry, employee_count, size_range from target_organizations
           where company_id = ${companyId} order by lower(name), fit_score desc, created_at desc)`,
    );
    const current = sql`company_id = ${companyId} and data_expires_at > ${now.toISOString()}`;
    const seniority = rows(
      await tx.execute(
        sql`select seniority_level as key, count(*) as n from discovered_contacts where ${current} group by 1`,
      ),
    );
    const emailStatus = rows(
      await tx.execute(
        sql`select email_status as key, count(*) as n from discovered_contacts where ${current} and email is not null group by 1`,
      ),
    );
    const since = new Date(now.getTime() - (CHART_CREDIT_DAYS - 1) * 86_400_000);
    const spent = rows(
      await tx.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as key, sum(credit_charged) as n
        from ai_jobs where company_id = ${companyId} and created_at >= ${since.toISOString().slice(0, 10)}::date
        group by 1`),
    );
    const spentByDay = new Map(spent.map((s) => [s.key, s.n]));
    return {
      ...organizations,
      seniority: inOrder(seniority, Object.entries(SENIORITY_LABELS)),
      emailStatus: inOrder(
        emailStatus,
        EMAIL_STATUSES.map((s) => [s, EMAIL_STATUS_LABELS[s]]),
      ),
      creditsByDay: Array.from({ length: CHART_CREDIT_DAYS }, (_, i) => {
        const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        return { day, used: spentByDay.get(day) ?? 0 };
      }),
    };
  });
}
