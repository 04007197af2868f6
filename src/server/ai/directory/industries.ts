/**
 * Fixed list of readable industry labels used by the bundled organization
 * directory (and by the offline AI engine when matching an ICP to accounts).
 * Keep this list short and stable: organizations.json is validated against it.
 */
export const INDUSTRIES = [
  'Software',
  'IT Services',
  'Internet & Digital Services',
  'Semiconductors',
  'Computer Hardware & Networking',
  'Electronic Equipment',
  'Telecommunications',
  'Media & Entertainment',
  'Banking',
  'Financial Services',
  'Insurance',
  'Pharmaceuticals',
  'Biotechnology',
  'Medical Devices',
  'Life Sciences Tools',
  'Healthcare Providers & Services',
  'Health Insurance',
  'Retail',
  'Consumer Goods',
  'Food & Beverage',
  'Restaurants & Food Service',
  'Energy',
  'Utilities',
  'Industrial Manufacturing',
  'Construction & Building Materials',
  'Aerospace & Defense',
  'Automotive',
  'Transportation & Logistics',
  'Hospitality & Travel',
  'Real Estate',
  'Chemicals',
  'Metals & Mining',
  'Packaging & Paper',
  'Business Services',
  'Wholesale Distribution',
] as const;

export type Industry = (typeof INDUSTRIES)[number];

export const SIZE_RANGES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10001+',
] as const;

export type SizeRange = (typeof SIZE_RANGES)[number];

/** Size bucket for a head count (inclusive bounds, LinkedIn-style). */
export function sizeRangeFor(employees: number): SizeRange {
  if (employees <= 10) return '1-10';
  if (employees <= 50) return '11-50';
  if (employees <= 200) return '51-200';
  if (employees <= 500) return '201-500';
  if (employees <= 1000) return '501-1000';
  if (employees <= 5000) return '1001-5000';
  if (employees <= 10000) return '5001-10000';
  return '10001+';
}

export const REVENUE_RANGES = ['<$10M', '$10M-$100M', '$100M-$1B', '$1B-$10B', '$10B+'] as const;

export type RevenueRange = (typeof REVENUE_RANGES)[number];

/** Revenue bucket for annual revenue in US$ millions. */
export function revenueRangeFor(revenueMillions: number): RevenueRange {
  if (revenueMillions < 10) return '<$10M';
  if (revenueMillions < 100) return '$10M-$100M';
  if (revenueMillions < 1000) return '$100M-$1B';
  if (revenueMillions < 10000) return '$1B-$10B';
  return '$10B+';
}
