import { cleanValue } from './normalize-values';

export const IMPORT_KINDS = ['accounts', 'contacts'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const ACCOUNT_FIELDS = [
  'name',
  'domain',
  'industry',
  'subIndustry',
  'sizeRange',
  'employeeCount',
  'location',
  'city',
  'state',
  'country',
  'revenue',
  'founded',
  'description',
] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export const CONTACT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'title',
  'email',
  'phone',
  'mobile',
  'linkedin',
  'location',
  'companyName',
  'companyDomain',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Which CSV header feeds each target field (absent: not imported). */
export type ColumnMap<F extends string> = Partial<Record<F, string>>;
export type AccountMapping = { columns: ColumnMap<AccountField>; revenueInMillions: boolean };
export type ContactMapping = { columns: ColumnMap<ContactField> };
/** A suggestion, with notes the UI shows next to a field (e.g. the revenue unit). */
export type SuggestedMapping = {
  columns: Record<string, string>;
  revenueInMillions: boolean;
  notes: Record<string, string>;
};

export type FieldInfo = { field: string; label: string; hint?: string };

export const ACCOUNT_FIELD_INFO: FieldInfo[] = [
  { field: 'name', label: 'Company name', hint: 'Required' },
  { field: 'domain', label: 'Website / domain', hint: 'Any URL form; duplicates merge on it' },
  { field: 'industry', label: 'Industry' },
  { field: 'subIndustry', label: 'Sub-industry' },
  { field: 'sizeRange', label: 'Size range', hint: 'Worked out from employees when empty' },
  { field: 'employeeCount', label: 'Employees' },
  { field: 'location', label: 'Location', hint: 'Or city, state and country below' },
  { field: 'city', label: 'City' },
  { field: 'state', label: 'State / region' },
  { field: 'country', label: 'Country' },
  { field: 'revenue', label: 'Revenue' },
  { field: 'founded', label: 'Founded (year)' },
  { field: 'description', label: 'Description' },
];

export const CONTACT_FIELD_INFO: FieldInfo[] = [
  { field: 'name', label: 'Full name', hint: 'Or first and last name below' },
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'title', label: 'Job title' },
  { field: 'email', label: 'E-mail' },
  { field: 'phone', label: 'Phone' },
  { field: 'mobile', label: 'Mobile phone' },
  { field: 'linkedin', label: 'LinkedIn' },
  { field: 'location', label: 'Location' },
  { field: 'companyName', label: 'Company name' },
  { field: 'companyDomain', label: 'Company domain' },
];

// Normalised header spellings per field, best first (see normalizeHeader).
const ACCOUNT_SYNONYMS: Record<AccountField, string[]> = {
  name: [
    'company',
    'company name',
    'name',
    'security',
    'acquiring company',
    'organization',
    'organisation',
    'organization name',
    'account',
    'account name',
    'business name',
  ],
  domain: [
    'domain',
    'website',
    'homepage',
    'web site',
    'company website',
    'company domain',
    'url',
    'website url',
    'site',
  ],
  industry: ['industry', 'gics sector', 'sector', 'market categories', 'categories', 'category', 'vertical'],
  subIndustry: ['sub industry', 'gics sub industry', 'subindustry', 'sub sector'],
  sizeRange: ['size range', 'company size', 'size', 'employee range', 'headcount range'],
  employeeCount: ['employees', 'number of employees', 'employee count', 'headcount', 'num employees', 'staff'],
  location: ['headquarters location', 'mapping location', 'location', 'hq location', 'headquarters', 'hq'],
  city: ['city', 'headquarters city', 'city hq', 'hq city'],
  state: ['state', 'headquarters us state', 'state region hq', 'state region', 'region', 'province'],
  country: ['country', 'headquarters country', 'country hq', 'hq country'],
  revenue: ['revenue', 'revenues', 'annual revenue', 'revenue usd', 'revenue millions', 'revenue m', 'sales'],
  founded: ['founded', 'year founded', 'founded year', 'founding year', 'established', 'year established'],
  description: ['description', 'company description', 'tagline', 'about', 'summary', 'overview'],
};

const CONTACT_SYNONYMS: Record<ContactField, string[]> = {
  name: ['name', 'full name', 'contact name', 'contact', 'founder', 'person'],
  firstName: ['first name', 'firstname', 'given name', 'first'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'last'],
  title: ['title', 'job title', 'position', 'role'],
  email: ['email', 'e mail', 'email address', 'work email', 'e mail address'],
  phone: [
    'phone',
    'phone number',
    'telephone',
    'work phone',
    'office phone',
    'direct phone',
    'direct dial',
    'business phone',
  ],
  mobile: [
    'mobile',
    'mobile phone',
    'mobile number',
    'mobile phone number',
    'cell',
    'cell phone',
    'cellphone',
    'mobile no',
  ],
  linkedin: ['linkedin', 'linkedin url', 'linkedin profile', 'linkedin profile url'],
  location: ['location', 'city'],
  companyName: ['company', 'company name', 'organization', 'organisation', 'account', 'account name', 'employer'],
  companyDomain: ['company domain', 'domain', 'website', 'company website'],
};

/** "Headquarters (US State)" → "headquarters us state"; "E-mail" → "e mail". */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Guesses which header feeds each field; each header is used at most once. */
export function suggestMapping(
  headers: string[],
  kind: ImportKind = 'accounts',
  sample: Record<string, string>[] = [],
): SuggestedMapping {
  const synonyms: Record<string, string[]> = kind === 'accounts' ? ACCOUNT_SYNONYMS : CONTACT_SYNONYMS;
  const byKey = new Map<string, string>();
  for (const header of headers) if (!byKey.has(normalizeHeader(header))) byKey.set(normalizeHeader(header), header);
  const used = new Set<string>();
  const columns: Record<string, string> = {};
  for (const [field, spellings] of Object.entries(synonyms)) {
    const header = spellings.map((s) => byKey.get(s)).find((h) => h !== undefined && !used.has(h));
    if (header) {
      columns[field] = header;
      used.add(header);
    }
  }
  const notes: Record<string, string> = {};
  const revenueInMillions =
    kind === 'accounts' && columns.revenue !== undefined && revenueLooksLikeMillions(columns.revenue, sample);
  if (revenueInMillions)
    notes.revenue = 'Looks like US$ millions (as in Fortune 500 lists). Untick if the values are plain dollars.';
  else if (columns.revenue) notes.revenue = 'Read as plain US$. Tick "millions" if the values are in $ millions.';
  return { columns, revenueInMillions, notes };
}

/** A header that says millions, or plain whole numbers all below a million (no company earns $1T). */
function revenueLooksLikeMillions(header: string, sample: Record<string, string>[]): boolean {
  if (/million|\bmm\b|\(\s*\$?\s*m\s*\)|\$m\b/i.test(header)) return true;
  const values = sample.flatMap((row) => cleanValue(row[header])?.replace(/[$,\s]/g, '') ?? []);
  return values.length > 0 && values.every((v) => /^-?\d+(\.\d+)?$/.test(v) && Math.abs(Number(v)) < 1_000_000);
}
