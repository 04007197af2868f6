/** One bar: what it counts and how many. */
export type ChartDatum = { label: string; count: number };

/** Organizations of one analysis run (Organization Targeting), or of the whole company (the dashboard). */
export type OrganizationCharts = {
  fit: ChartDatum[];
  industries: ChartDatum[];
  sizes: ChartDatum[];
};

/** GET /api/dashboard/charts: the company's organizations, its current contacts, and credits spent per day. */
export type DashboardCharts = OrganizationCharts & {
  seniority: ChartDatum[];
  emailStatus: ChartDatum[];
  creditsByDay: { day: string; used: number }[];
};

/** Industries beyond this many are summed into "Other industries". */
export const CHART_TOP_INDUSTRIES = 8;
/** Credits are charted over this many days, today included. */
export const CHART_CREDIT_DAYS = 30;
export const NOT_AVAILABLE = 'Not available';

/** Employee-count bands, smallest first: [label, lowest, highest]. */
export const EMPLOYEE_BANDS: [string, number, number][] = [
  ['1-10', 1, 10],
  ['11-50', 11, 50],
  ['51-200', 51, 200],
  ['201-1,000', 201, 1000],
  ['1,001-5,000', 1001, 5000],
  ['5,001-10,000', 5001, 10000],
  ['10,001+', 10001, Number.MAX_SAFE_INTEGER],
];

export const SENIORITY_LABELS: Record<string, string> = {
  executive: 'Executive',
  director: 'Director',
  senior: 'Senior',
  other: 'Other',
};
