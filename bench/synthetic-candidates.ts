import type { Candidate } from '../src/server/ai/engine';

/** Mulberry32: a small seeded PRNG so every run generates the same candidates. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SECTORS: Record<string, { subs: string[]; nouns: string[] }> = {
  Software: {
    subs: [
      'Application Software',
      'Developer Tools',
      'Data & Analytics Software',
      'Security Software',
      'Collaboration Software',
      'CRM & Marketing Software',
    ],
    nouns: [
      'saas',
      'api',
      'developer platform',
      'cloud',
      'workflow automation',
      'analytics',
      'documentation',
      'integrations',
      'devops',
      'observability',
      'sdk',
      'open source',
    ],
  },
  'IT Services': {
    subs: ['IT Consulting', 'Managed Services', 'Systems Integration'],
    nouns: ['managed services', 'cloud migration', 'consulting', 'outsourcing', 'help desk', 'infrastructure'],
  },
  Banking: {
    subs: ['Regional Banks', 'Diversified Banks', 'Credit Unions'],
    nouns: ['commercial banking', 'consumer banking', 'mortgages', 'deposits', 'small business lending', 'branches'],
  },
  'Financial Services': {
    subs: ['Payments', 'Asset Management', 'Consumer Finance', 'Fintech'],
    nouns: ['payments', 'fintech', 'wealth management', 'lending', 'card processing', 'brokerage'],
  },
  Insurance: {
    subs: ['Property & Casualty Insurance', 'Life & Health Insurance', 'Insurance Brokers'],
    nouns: ['insurance', 'underwriting', 'claims', 'policyholders', 'annuities', 'risk management'],
  },
  'Healthcare Providers & Services': {
    subs: ['Health Care Facilities', 'Health Care Services', 'Clinics'],
    nouns: ['hospitals', 'patient care', 'clinics', 'health system', 'physicians', 'nursing'],
  },
  'Medical Devices': {
    subs: ['Health Care Equipment', 'Diagnostics'],
    nouns: ['medical devices', 'surgical', 'implants', 'diagnostics', 'hospitals', 'imaging'],
  },
  Retail: {
    subs: ['Apparel Retail', 'Broadline Retail', 'Food Retail', 'E-commerce'],
    nouns: ['stores', 'e-commerce', 'shoppers', 'online store', 'merchandise', 'omnichannel'],
  },
  'Industrial Manufacturing': {
    subs: ['Industrial Machinery', 'Electrical Components'],
    nouns: ['manufacturing', 'machinery', 'factories', 'oems', 'industrial automation', 'components'],
  },
  'Transportation & Logistics': {
    subs: ['Trucking', 'Air Freight & Logistics', 'Marine Shipping'],
    nouns: ['freight', 'logistics', 'shipping', 'supply chain', 'fleet', 'warehousing'],
  },
  'Real Estate': {
    subs: ['Office REITs', 'Real Estate Services', 'Residential REITs'],
    nouns: ['real estate', 'tenants', 'property management', 'reit', 'leasing', 'apartments'],
  },
  'Media & Entertainment': {
    subs: ['Publishing', 'Broadcasting', 'Streaming'],
    nouns: ['streaming', 'content', 'audiences', 'advertising', 'news', 'publishing'],
  },
  Energy: {
    subs: ['Oil & Gas Exploration', 'Renewable Energy'],
    nouns: ['oil and gas', 'renewables', 'solar', 'pipelines', 'power generation', 'drilling'],
  },
  'Business Services': {
    subs: ['Staffing', 'Consulting', 'Research & Consulting Services'],
    nouns: ['consulting', 'staffing', 'outsourcing', 'advisory', 'recruiting', 'compliance'],
  },
};
const ADJ = [
  'Leading',
  'Fast-growing',
  'Independent',
  'Global',
  'Regional',
  'Family-owned',
  'Venture-backed',
  'Publicly traded',
  'Specialist',
  'Diversified',
];
const VERBS = ['provides', 'builds', 'operates', 'delivers', 'offers', 'develops', 'runs', 'sells'];
const CUSTOMERS = [
  'enterprises',
  'small businesses',
  'consumers',
  'hospitals',
  'developers',
  'retailers',
  'banks',
  'governments',
  'manufacturers',
  'startups',
  'schools',
  'insurers',
];
const EXTRA = [
  'reliable',
  'secure',
  'scalable',
  'customer support',
  'compliance',
  'efficiency',
  'growth',
  'quality',
  'innovation',
  'partnerships',
  'mobile app',
  'data platform',
  'sustainability',
  'supply partners',
  'digital transformation',
  'service teams',
];
const PLACES = [
  'San Francisco, California',
  'New York, New York',
  'Austin, Texas',
  'Chicago, Illinois',
  'Boston, Massachusetts',
  'Seattle, Washington',
  'Denver, Colorado',
  'Atlanta, Georgia',
  'Miami, Florida',
  'Columbus, Ohio',
  'London, United Kingdom',
  'Berlin, Germany',
  'Paris, France',
  'Dublin, Ireland',
  'Amsterdam, Netherlands',
  'Toronto, Canada',
  'Sydney, Australia',
  'Singapore, Singapore',
  'Bangalore, India',
  'Tel Aviv, Israel',
];
const SIZES: [string, number, number][] = [
  ['1-10', 1, 10],
  ['11-50', 11, 50],
  ['51-200', 51, 200],
  ['201-500', 201, 500],
  ['501-1000', 501, 1000],
  ['1001-5000', 1001, 5000],
  ['5001-10000', 5001, 10000],
  ['10001+', 10001, 200000],
];
const SYL = [
  'ac',
  'bri',
  'cor',
  'dex',
  'el',
  'fin',
  'gra',
  'hel',
  'io',
  'jun',
  'kel',
  'lum',
  'mar',
  'nov',
  'or',
  'pra',
  'qui',
  'ros',
  'sta',
  'tek',
  'ul',
  'ver',
  'wex',
  'zen',
];
const SUFFIX = [
  'Labs',
  'Systems',
  'Group',
  'Health',
  'Partners',
  'Technologies',
  'Capital',
  'Logistics',
  'Works',
  'Inc.',
];

/** `n` realistic-looking candidates, identical for the same seed. */
export function syntheticCandidates(n: number, seed = 42): Candidate[] {
  const rnd = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const sectors = Object.entries(SECTORS);
  const out: Candidate[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const [industry, { subs, nouns }] = pick(sectors);
    const base = pick(SYL) + pick(SYL) + (rnd() < 0.5 ? pick(SYL) : '');
    const name = `${base.charAt(0).toUpperCase()}${base.slice(1)} ${pick(SUFFIX)}`;
    const [sizeRange, lo, hi] = pick(SIZES);
    const keywords = Array.from({ length: 4 + Math.floor(rnd() * 5) }, () =>
      rnd() < 0.75 ? pick(nouns) : pick(EXTRA),
    );
    const description = `${pick(ADJ)} ${pick(subs).toLowerCase()} company that ${pick(VERBS)} ${pick(nouns)} and ${pick(nouns)} for ${pick(CUSTOMERS)}, focused on ${pick(EXTRA)} and ${pick(EXTRA)} across ${pick(nouns)}.`;
    out[i] = {
      key: `syn-${i}`,
      name,
      domain: `${base}${i}.com`,
      industry,
      subIndustry: pick(subs),
      sizeRange,
      employeeCount: rnd() < 0.3 ? Math.floor(lo + rnd() * (hi - lo)) : null,
      location: pick(PLACES),
      revenueRange: null,
      founded: 1950 + Math.floor(rnd() * 74),
      description,
      keywords,
      source: 'directory',
    };
  }
  return out;
}
