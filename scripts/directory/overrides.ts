/**
 * Hand-maintained data merged with the CSV sources by build-directory.ts.
 *
 * - SUB_INDUSTRY: GICS sub-industry -> our industry label + generic keywords.
 * - SP500: per S&P 500 symbol: domain, size/revenue codes (when the Fortune 500
 *   join does not provide them or is stale), a one-line description written by
 *   us, and company-specific keywords.
 * - EXTRAS: organizations that are not in the S&P 500 list (Fortune 500-only
 *   companies, joined by their Fortune NAME, and well-known software/SaaS
 *   companies from our own knowledge or the YC / tech-acquirer CSVs).
 *
 * Size codes: 'X' 10001+, '5k' 5001-10000, '1k' 1001-5000, '500' 501-1000,
 * '200' 201-500, '50' 51-200, '10' 11-50, '1' 1-10, '' = take from the Fortune join.
 * Revenue codes: 'A' $10B+, 'B' $1B-$10B, 'C' $100M-$1B, 'D' $10M-$100M,
 * '-' unknown/not public, '' = take from the Fortune join (null when not joined).
 */
import type { Industry } from '../../src/server/ai/directory/industries';

export type SizeCode = '' | 'X' | '5k' | '1k' | '500' | '200' | '50' | '10' | '1';
export type RevCode = '' | 'A' | 'B' | 'C' | 'D' | '-';

export interface EntryOptions {
  /** Display name override (otherwise cleaned from the source). */
  name?: string;
  industry?: Industry;
  subIndustry?: string;
  hq?: string;
  founded?: number | null;
  /** Employee count override (approximate public figure). */
  emp?: number | null;
  /** Fortune 500 NAME to join with; false blocks the automatic name join. */
  f500?: string | false;
}

/** [domain, size, revenue, description, keywords (comma separated), options] */
export type SpEntry = [string, SizeCode, RevCode, string, string, EntryOptions?];

export interface ExtraEntry {
  name: string;
  domain: string;
  industry: Industry;
  subIndustry: string;
  hq: string;
  founded: number | null;
  size: SizeCode;
  rev: RevCode;
  desc: string;
  kw: string;
  f500?: string;
  emp?: number | null;
  source: 'fortune500' | 'yc' | 'tech-acquirers' | 'knowledge';
}

export const SUB_INDUSTRY: Record<string, { industry: Industry; kw: string[] }> = {
  Advertising: { industry: 'Media & Entertainment', kw: ['advertising', 'marketing services', 'media buying', 'brand marketers'] },
  'Aerospace & Defense': { industry: 'Aerospace & Defense', kw: ['aerospace', 'defense', 'government contracts', 'military'] },
  'Agricultural & Farm Machinery': { industry: 'Industrial Manufacturing', kw: ['farm equipment', 'agriculture', 'machinery', 'growers'] },
  'Agricultural Products & Services': { industry: 'Food & Beverage', kw: ['agribusiness', 'grain', 'oilseeds', 'food manufacturers'] },
  'Air Freight & Logistics': { industry: 'Transportation & Logistics', kw: ['logistics', 'freight', 'shipping', 'supply chain'] },
  'Apparel Retail': { industry: 'Retail', kw: ['apparel', 'off-price retail', 'stores', 'shoppers'] },
  'Apparel, Accessories & Luxury Goods': { industry: 'Consumer Goods', kw: ['apparel', 'fashion', 'brands', 'wholesale', 'direct to consumer'] },
  'Application Software': { industry: 'Software', kw: ['software', 'saas', 'enterprise software', 'b2b'] },
  'Asset Management & Custody Banks': { industry: 'Financial Services', kw: ['asset management', 'investment management', 'institutional investors'] },
  'Automobile Manufacturers': { industry: 'Automotive', kw: ['automaker', 'vehicles', 'dealers', 'fleet'] },
  'Automotive Parts & Equipment': { industry: 'Automotive', kw: ['auto parts', 'automotive supplier', 'oems'] },
  'Automotive Retail': { industry: 'Retail', kw: ['automotive retail', 'auto parts', 'car buyers'] },
  Biotechnology: { industry: 'Biotechnology', kw: ['biotech', 'therapeutics', 'drug development', 'biologics'] },
  Brewers: { industry: 'Food & Beverage', kw: ['beer', 'beverages', 'distributors', 'retailers'] },
  Broadcasting: { industry: 'Media & Entertainment', kw: ['broadcasting', 'television', 'news', 'advertisers'] },
  'Broadline Retail': { industry: 'Retail', kw: ['e-commerce', 'marketplace', 'online retail', 'consumers'] },
  'Building Products': { industry: 'Construction & Building Materials', kw: ['building products', 'construction', 'contractors', 'commercial buildings'] },
  'Cable & Satellite': { industry: 'Telecommunications', kw: ['broadband', 'cable', 'pay tv', 'connectivity'] },
  'Cargo Ground Transportation': { industry: 'Transportation & Logistics', kw: ['trucking', 'freight', 'ltl', 'shippers'] },
  'Casinos & Gaming': { industry: 'Hospitality & Travel', kw: ['casinos', 'resorts', 'gaming', 'hospitality'] },
  'Commodity Chemicals': { industry: 'Chemicals', kw: ['chemicals', 'plastics', 'materials', 'manufacturers'] },
  'Communications Equipment': { industry: 'Computer Hardware & Networking', kw: ['networking', 'communications equipment', 'service providers', 'enterprises'] },
  'Computer & Electronics Retail': { industry: 'Retail', kw: ['consumer electronics', 'retail', 'appliances'] },
  'Construction & Engineering': { industry: 'Construction & Building Materials', kw: ['construction', 'engineering', 'contractor', 'infrastructure'] },
  'Construction Machinery & Heavy Transportation Equipment': { industry: 'Industrial Manufacturing', kw: ['heavy equipment', 'machinery', 'engines', 'fleets'] },
  'Construction Materials': { industry: 'Construction & Building Materials', kw: ['aggregates', 'cement', 'construction materials', 'infrastructure'] },
  'Consumer Electronics': { industry: 'Consumer Goods', kw: ['consumer electronics', 'devices', 'retailers'] },
  'Consumer Finance': { industry: 'Financial Services', kw: ['credit cards', 'consumer lending', 'payments', 'consumers'] },
  'Consumer Staples Merchandise Retail': { industry: 'Retail', kw: ['retail', 'grocery', 'discount stores', 'consumers'] },
  Copper: { industry: 'Metals & Mining', kw: ['mining', 'copper', 'metals', 'commodities'] },
  'Data Center REITs': { industry: 'Real Estate', kw: ['data centers', 'colocation', 'reit', 'cloud providers'] },
  'Data Processing & Outsourced Services': { industry: 'Financial Services', kw: ['fintech', 'outsourcing', 'data processing'] },
  'Distillers & Vintners': { industry: 'Food & Beverage', kw: ['spirits', 'wine', 'alcoholic beverages', 'distributors'] },
  Distributors: { industry: 'Wholesale Distribution', kw: ['distribution', 'wholesale', 'replacement parts'] },
  'Diversified Banks': { industry: 'Banking', kw: ['banking', 'commercial banking', 'consumer banking', 'lending'] },
  'Diversified Support Services': { industry: 'Business Services', kw: ['business services', 'outsourcing', 'b2b services'] },
  'Electric Utilities': { industry: 'Utilities', kw: ['electric utility', 'power generation', 'grid', 'regulated utility'] },
  'Electrical Components & Equipment': { industry: 'Industrial Manufacturing', kw: ['electrical equipment', 'automation', 'industrial', 'power management'] },
  'Electronic Components': { industry: 'Electronic Equipment', kw: ['electronic components', 'connectors', 'oems'] },
  'Electronic Equipment & Instruments': { industry: 'Electronic Equipment', kw: ['instruments', 'test and measurement', 'sensors'] },
  'Electronic Manufacturing Services': { industry: 'Electronic Equipment', kw: ['contract manufacturing', 'ems', 'supply chain', 'oems'] },
  'Environmental & Facilities Services': { industry: 'Business Services', kw: ['facilities services', 'environmental services', 'municipalities', 'businesses'] },
  'Fertilizers & Agricultural Chemicals': { industry: 'Chemicals', kw: ['fertilizers', 'agriculture', 'crop inputs', 'farmers'] },
  'Financial Exchanges & Data': { industry: 'Financial Services', kw: ['financial data', 'market data', 'exchanges', 'institutional investors'] },
  'Food Distributors': { industry: 'Food & Beverage', kw: ['foodservice distribution', 'restaurants', 'food', 'wholesale'] },
  'Food Retail': { industry: 'Retail', kw: ['grocery', 'supermarkets', 'convenience stores', 'consumers'] },
  Footwear: { industry: 'Consumer Goods', kw: ['footwear', 'brands', 'retailers'] },
  'Gas Utilities': { industry: 'Utilities', kw: ['natural gas utility', 'gas distribution', 'regulated utility'] },
  Gold: { industry: 'Metals & Mining', kw: ['gold mining', 'precious metals', 'mining'] },
  'Health Care Distributors': { industry: 'Healthcare Providers & Services', kw: ['healthcare distribution', 'pharmaceutical distribution', 'pharmacies', 'hospitals'] },
  'Health Care Equipment': { industry: 'Medical Devices', kw: ['medical devices', 'medtech', 'hospitals', 'clinicians'] },
  'Health Care Facilities': { industry: 'Healthcare Providers & Services', kw: ['hospitals', 'health system', 'patients', 'acute care'] },
  'Health Care REITs': { industry: 'Real Estate', kw: ['healthcare real estate', 'reit', 'senior housing', 'medical office'] },
  'Health Care Services': { industry: 'Healthcare Providers & Services', kw: ['healthcare services', 'patients', 'payers', 'providers'] },
  'Health Care Supplies': { industry: 'Medical Devices', kw: ['medical supplies', 'healthcare', 'clinicians'] },
  'Health Care Technology': { industry: 'Software', kw: ['healthcare technology', 'life sciences', 'saas'] },
  'Heavy Electrical Equipment': { industry: 'Industrial Manufacturing', kw: ['power equipment', 'electrical equipment', 'energy'] },
  'Home Improvement Retail': { industry: 'Retail', kw: ['home improvement', 'diy', 'contractors', 'building supplies'] },
  Homebuilding: { industry: 'Construction & Building Materials', kw: ['homebuilder', 'residential construction', 'new homes', 'mortgage'] },
  'Homefurnishing Retail': { industry: 'Retail', kw: ['home furnishings', 'omnichannel retail', 'e-commerce'] },
  'Hotel & Resort REITs': { industry: 'Real Estate', kw: ['hospitality real estate', 'reit', 'hotels'] },
  'Hotels, Resorts & Cruise Lines': { industry: 'Hospitality & Travel', kw: ['travel', 'hospitality', 'leisure', 'travelers'] },
  'Household Products': { industry: 'Consumer Goods', kw: ['household products', 'cpg', 'consumer brands', 'retailers'] },
  'Human Resource & Employment Services': { industry: 'Business Services', kw: ['hr', 'payroll', 'hcm', 'employers'] },
  'IT Consulting & Other Services': { industry: 'IT Services', kw: ['it services', 'consulting', 'digital transformation', 'enterprises'] },
  'Independent Power Producers & Energy Traders': { industry: 'Utilities', kw: ['power generation', 'electricity', 'energy retail'] },
  'Industrial Conglomerates': { industry: 'Industrial Manufacturing', kw: ['industrial', 'manufacturing', 'diversified'] },
  'Industrial Gases': { industry: 'Chemicals', kw: ['industrial gases', 'hydrogen', 'manufacturers'] },
  'Industrial Machinery & Supplies & Components': { industry: 'Industrial Manufacturing', kw: ['industrial machinery', 'manufacturing', 'components', 'oems'] },
  'Industrial REITs': { industry: 'Real Estate', kw: ['logistics real estate', 'warehouses', 'reit'] },
  'Insurance Brokers': { industry: 'Insurance', kw: ['insurance brokerage', 'risk management', 'benefits consulting', 'businesses'] },
  'Integrated Oil & Gas': { industry: 'Energy', kw: ['oil and gas', 'upstream', 'refining', 'chemicals'] },
  'Integrated Telecommunication Services': { industry: 'Telecommunications', kw: ['telecom', 'wireless', 'broadband', 'enterprise networking'] },
  'Interactive Home Entertainment': { industry: 'Media & Entertainment', kw: ['video games', 'gaming', 'entertainment'] },
  'Interactive Media & Services': { industry: 'Internet & Digital Services', kw: ['digital advertising', 'internet', 'social media', 'advertisers'] },
  'Internet Services & Infrastructure': { industry: 'Internet & Digital Services', kw: ['internet infrastructure', 'cloud', 'web services'] },
  'Investment Banking & Brokerage': { industry: 'Financial Services', kw: ['brokerage', 'wealth management', 'investment banking', 'trading'] },
  'Leisure Products': { industry: 'Consumer Goods', kw: ['toys', 'games', 'entertainment', 'retailers'] },
  'Life & Health Insurance': { industry: 'Insurance', kw: ['life insurance', 'retirement', 'annuities', 'employee benefits'] },
  'Life Sciences Tools & Services': { industry: 'Life Sciences Tools', kw: ['life sciences', 'lab instruments', 'biopharma', 'research labs'] },
  'Managed Health Care': { industry: 'Health Insurance', kw: ['health insurance', 'managed care', 'medicare', 'medicaid', 'employers'] },
  'Metal, Glass & Plastic Containers': { industry: 'Packaging & Paper', kw: ['packaging', 'containers', 'beverage cans', 'cpg'] },
  'Movies & Entertainment': { industry: 'Media & Entertainment', kw: ['entertainment', 'streaming', 'content', 'audiences'] },
  'Multi-Family Residential REITs': { industry: 'Real Estate', kw: ['apartments', 'multifamily', 'reit', 'renters'] },
  'Multi-Sector Holdings': { industry: 'Financial Services', kw: ['holding company', 'insurance', 'diversified'] },
  'Multi-Utilities': { industry: 'Utilities', kw: ['electric utility', 'natural gas', 'regulated utility', 'energy'] },
  'Multi-line Insurance': { industry: 'Insurance', kw: ['insurance', 'commercial insurance', 'specialty insurance'] },
  'Office REITs': { industry: 'Real Estate', kw: ['office real estate', 'reit', 'tenants'] },
  'Oil & Gas Equipment & Services': { industry: 'Energy', kw: ['oilfield services', 'energy technology', 'oil and gas', 'drilling'] },
  'Oil & Gas Exploration & Production': { industry: 'Energy', kw: ['oil and gas', 'exploration and production', 'upstream', 'natural gas'] },
  'Oil & Gas Refining & Marketing': { industry: 'Energy', kw: ['refining', 'fuels', 'downstream', 'petroleum'] },
  'Oil & Gas Storage & Transportation': { industry: 'Energy', kw: ['midstream', 'pipelines', 'natural gas', 'ngls'] },
  'Other Specialized REITs': { industry: 'Real Estate', kw: ['reit', 'specialized real estate'] },
  'Other Specialty Retail': { industry: 'Retail', kw: ['specialty retail', 'stores', 'consumers'] },
  'Packaged Foods & Meats': { industry: 'Food & Beverage', kw: ['packaged food', 'cpg', 'grocery', 'foodservice'] },
  'Paper & Plastic Packaging Products & Materials': { industry: 'Packaging & Paper', kw: ['packaging', 'paper', 'corrugated', 'cpg'] },
  'Passenger Airlines': { industry: 'Transportation & Logistics', kw: ['airline', 'air travel', 'air cargo', 'travelers'] },
  'Passenger Ground Transportation': { industry: 'Transportation & Logistics', kw: ['ride-hailing', 'mobility', 'delivery'] },
  'Personal Care Products': { industry: 'Consumer Goods', kw: ['personal care', 'beauty', 'consumer brands', 'retailers'] },
  Pharmaceuticals: { industry: 'Pharmaceuticals', kw: ['pharmaceuticals', 'drug development', 'prescription drugs', 'healthcare'] },
  'Property & Casualty Insurance': { industry: 'Insurance', kw: ['property and casualty', 'insurance', 'underwriting', 'commercial lines'] },
  Publishing: { industry: 'Media & Entertainment', kw: ['publishing', 'news', 'media', 'information services'] },
  'Rail Transportation': { industry: 'Transportation & Logistics', kw: ['railroad', 'freight rail', 'intermodal', 'shippers'] },
  'Real Estate Services': { industry: 'Real Estate', kw: ['commercial real estate', 'real estate services', 'property'] },
  'Regional Banks': { industry: 'Banking', kw: ['regional bank', 'commercial banking', 'consumer banking', 'small business lending'] },
  Reinsurance: { industry: 'Insurance', kw: ['reinsurance', 'insurance', 'specialty insurance'] },
  'Research & Consulting Services': { industry: 'Business Services', kw: ['data and analytics', 'risk', 'information services'] },
  Restaurants: { industry: 'Restaurants & Food Service', kw: ['restaurants', 'quick service', 'franchising', 'consumers'] },
  'Retail REITs': { industry: 'Real Estate', kw: ['retail real estate', 'shopping centers', 'reit', 'retail tenants'] },
  'Self-Storage REITs': { industry: 'Real Estate', kw: ['self storage', 'reit', 'consumers'] },
  'Semiconductor Materials & Equipment': { industry: 'Semiconductors', kw: ['semiconductor equipment', 'chipmakers', 'wafer fab', 'foundries'] },
  Semiconductors: { industry: 'Semiconductors', kw: ['semiconductors', 'chips', 'electronics oems'] },
  'Single-Family Residential REITs': { industry: 'Real Estate', kw: ['single-family rental', 'reit', 'housing'] },
  'Soft Drinks & Non-alcoholic Beverages': { industry: 'Food & Beverage', kw: ['beverages', 'soft drinks', 'bottlers', 'retailers'] },
  'Specialized Consumer Services': { industry: 'Internet & Digital Services', kw: ['delivery', 'marketplace', 'local commerce'] },
  'Specialty Chemicals': { industry: 'Chemicals', kw: ['specialty chemicals', 'coatings', 'materials', 'industrial customers'] },
  Steel: { industry: 'Metals & Mining', kw: ['steel', 'metals', 'manufacturing', 'construction'] },
  'Systems Software': { industry: 'Software', kw: ['software', 'enterprise software', 'it', 'security'] },
  'Technology Distributors': { industry: 'Wholesale Distribution', kw: ['it solutions', 'technology reseller', 'hardware', 'software'] },
  'Technology Hardware, Storage & Peripherals': { industry: 'Computer Hardware & Networking', kw: ['hardware', 'data storage', 'servers', 'pcs'] },
  'Telecom Tower REITs': { industry: 'Real Estate', kw: ['cell towers', 'wireless infrastructure', 'reit', 'wireless carriers'] },
  'Timber REITs': { industry: 'Real Estate', kw: ['timberland', 'wood products', 'reit'] },
  Tobacco: { industry: 'Consumer Goods', kw: ['tobacco', 'nicotine', 'consumer products'] },
  'Trading Companies & Distributors': { industry: 'Wholesale Distribution', kw: ['industrial distribution', 'mro supplies', 'contractors'] },
  'Transaction & Payment Processing Services': { industry: 'Financial Services', kw: ['payments', 'payment processing', 'fintech', 'merchants'] },
  'Water Utilities': { industry: 'Utilities', kw: ['water utility', 'wastewater', 'regulated utility'] },
  'Wireless Telecommunication Services': { industry: 'Telecommunications', kw: ['wireless', 'mobile network', '5g', 'connectivity'] },
};

/** S&P 500 symbols left out on purpose (duplicate share classes, or no domain we are sure of). */
export const SP500_SKIP: Record<string, string> = {
  GOOG: 'second share class of Alphabet',
  FOX: 'second share class of Fox',
  NWS: 'second share class of News Corp',
  FDXF: 'FedEx Freight spin-off: shares fedex.com, no separate domain we are sure of',
  HONA: 'Honeywell Aerospace spin-off: no separate domain we are sure of',
  Q: 'Qnity Electronics (2025 spin-off): domain not confirmed',
};
