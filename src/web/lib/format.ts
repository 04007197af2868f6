/** Dates in en-US with short month, day, year, hour and minute. */
export const formatDateTime = (value: string | Date) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const formatDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const TOAST_DURATION_MS = 5000;

/**
 * A number as `toLocaleString('en-US')` writes it (digits grouped by commas, at most three decimals), without Intl:
 * the first Intl call of a page loads its locale data (30–45 ms in Chromium), which delayed the dashboard's first
 * render (decision 023: LCP).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return value.toLocaleString('en-US');
  const [whole, fraction] = Math.abs(value).toFixed(3).split('.') as [string, string];
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
