/**
 * Words a configuration may use for each directory industry. `own` are the
 * label's own words (an exact match); `alias` are market synonyms. Matching is
 * on stemmed token sequences, so plurals and "-ing" forms are covered. Practices, licences and audiences
 * ("open source", "DevOps", "apps") are not industries and are left out: the buyer cues in
 * persona-industries.ts read them as who buys instead.
 */
export const INDUSTRY_ALIASES: Record<string, { own: string[]; alias: string[] }> = {
  Software: {
    own: ['software'],
    alias: [
      'saas',
      'b2b software',
      'enterprise software',
      'cloud software',
      'devtools',
      'developer tools',
      'tech companies',
      'technology companies',
      'software companies',
      'paas',
    ],
  },
  'IT Services': {
    own: ['it services', 'it consulting'],
    alias: ['managed services', 'msp', 'msps', 'systems integrators', 'outsourcing'],
  },
  'Internet & Digital Services': {
    own: ['internet', 'digital services'],
    alias: ['online services', 'web services', 'social media', 'marketplaces', 'consumer internet'],
  },
  Semiconductors: { own: ['semiconductors', 'semiconductor'], alias: ['chips', 'chipmakers', 'silicon'] },
  'Computer Hardware & Networking': {
    own: ['computer hardware', 'networking', 'hardware'],
    alias: ['servers', 'network equipment'],
  },
  'Electronic Equipment': { own: ['electronic equipment', 'electronics'], alias: ['instruments', 'sensors'] },
  Telecommunications: {
    own: ['telecommunications', 'telecom'],
    alias: ['carriers', 'wireless', 'broadband', 'isps', 'telcos'],
  },
  'Media & Entertainment': {
    own: ['media', 'entertainment'],
    alias: ['publishing', 'publishers', 'broadcasting', 'streaming', 'gaming', 'advertising agencies'],
  },
  Banking: { own: ['banking', 'banks'], alias: ['credit unions', 'lenders', 'neobanks', 'financial institutions'] },
  'Financial Services': {
    own: ['financial services', 'financial'],
    alias: [
      'fintech',
      'payments',
      'asset management',
      'wealth management',
      'brokerage',
      'investment firms',
      'financial institutions',
      'capital markets',
    ],
  },
  Insurance: { own: ['insurance', 'insurers'], alias: ['insurtech', 'underwriters', 'reinsurance'] },
  Pharmaceuticals: {
    own: ['pharmaceuticals', 'pharmaceutical', 'pharma'],
    alias: ['drug makers', 'biopharma', 'life sciences'],
  },
  Biotechnology: { own: ['biotechnology', 'biotech'], alias: ['biopharma', 'life sciences', 'therapeutics'] },
  'Medical Devices': {
    own: ['medical devices', 'medtech'],
    alias: ['medical technology', 'medical equipment', 'healthtech', 'health care equipment', 'health care supplies'],
  },
  'Life Sciences Tools': {
    own: ['life sciences tools', 'life sciences'],
    alias: ['labs', 'laboratories', 'research labs', 'diagnostics'],
  },
  'Healthcare Providers & Services': {
    own: ['healthcare providers', 'healthcare services', 'healthcare', 'health care'],
    alias: ['hospitals', 'health systems', 'clinics', 'healthtech', 'medical centers', 'physician groups'],
  },
  'Health Insurance': {
    own: ['health insurance', 'health insurers'],
    alias: ['payers', 'health plans', 'managed care', 'managed health care'],
  },
  Retail: {
    own: ['retail', 'retailers'],
    alias: ['ecommerce', 'e-commerce', 'online stores', 'online store', 'stores', 'merchants', 'd2c', 'dtc', 'shops'],
  },
  'Consumer Goods': {
    own: ['consumer goods', 'consumer products'],
    alias: ['cpg', 'fmcg', 'brands', 'consumer brands', 'd2c', 'dtc'],
  },
  'Food & Beverage': {
    own: ['food and beverage', 'food & beverage', 'food', 'beverage', 'beverages'],
    alias: ['cpg', 'grocery', 'food manufacturers', 'brewers', 'distillers', 'vintners'],
  },
  'Restaurants & Food Service': {
    own: ['restaurants', 'food service', 'foodservice'],
    alias: ['hospitality', 'quick service', 'qsr', 'cafes'],
  },
  Energy: { own: ['energy'], alias: ['oil and gas', 'oil & gas', 'renewables', 'solar', 'cleantech'] },
  Utilities: {
    own: ['utilities', 'utility'],
    alias: ['electric utilities', 'power companies', 'water utilities', 'power producers'],
  },
  'Industrial Manufacturing': {
    own: ['industrial manufacturing', 'manufacturing', 'manufacturers', 'industrial'],
    alias: ['factories', 'machinery', 'industrials', 'oems'],
  },
  'Construction & Building Materials': {
    own: ['construction', 'building materials'],
    alias: ['contractors', 'builders', 'engineering firms', 'aec'],
  },
  'Aerospace & Defense': { own: ['aerospace', 'defense', 'defence'], alias: ['government contractors', 'aviation'] },
  Automotive: {
    own: ['automotive'],
    alias: ['automakers', 'car makers', 'auto', 'vehicles', 'dealerships', 'mobility'],
  },
  'Transportation & Logistics': {
    own: ['transportation', 'logistics'],
    alias: ['shipping', 'freight', 'trucking', 'supply chain', '3pl', 'airlines'],
  },
  'Hospitality & Travel': {
    own: ['hospitality', 'travel'],
    alias: ['hotels', 'tourism', 'airlines', 'cruise', 'resorts'],
  },
  'Real Estate': {
    own: ['real estate'],
    alias: ['proptech', 'property management', 'reits', 'realtors', 'brokerages'],
  },
  Chemicals: {
    own: ['chemicals', 'chemical'],
    alias: ['specialty chemicals', 'plastics', 'industrial gases'],
  },
  'Metals & Mining': { own: ['metals', 'mining'], alias: ['steel', 'miners', 'aluminum'] },
  'Packaging & Paper': { own: ['packaging', 'paper'], alias: ['containers', 'corrugated'] },
  'Business Services': {
    own: ['business services', 'professional services'],
    alias: ['consulting', 'agencies', 'staffing', 'outsourcing', 'bpo', 'law firms', 'accounting firms'],
  },
  'Wholesale Distribution': {
    own: ['wholesale', 'distribution', 'distributors'],
    alias: ['wholesalers', 'b2b distribution'],
  },
};

/** Industries close enough that a configuration naming one partly fits the other. */
export const RELATED_INDUSTRIES: readonly string[][] = [
  ['Software', 'Internet & Digital Services', 'IT Services'],
  ['Banking', 'Financial Services', 'Insurance'],
  ['Healthcare Providers & Services', 'Health Insurance'],
  ['Healthcare Providers & Services', 'Medical Devices'],
  ['Pharmaceuticals', 'Biotechnology', 'Life Sciences Tools'],
  ['Retail', 'Consumer Goods', 'Wholesale Distribution'],
  ['Semiconductors', 'Computer Hardware & Networking', 'Electronic Equipment'],
  ['Energy', 'Utilities'],
  ['Restaurants & Food Service', 'Hospitality & Travel'],
  ['Food & Beverage', 'Consumer Goods'],
  ['Industrial Manufacturing', 'Automotive', 'Aerospace & Defense'],
];
