import { stem } from './tokenize';

/**
 * Groups of sales/industry words that mean roughly the same market. A query
 * term expands to the other members of its groups at a reduced weight.
 */
export const SYNONYM_GROUPS: readonly string[][] = [
  ['saas', 'software', 'cloud', 'app'],
  ['fintech', 'financial', 'finance', 'banking', 'bank', 'payments', 'lending'],
  ['healthtech', 'healthcare', 'health', 'hospital', 'hospitals', 'clinic', 'clinical', 'medical', 'patient'],
  ['devops', 'developer', 'developers', 'devtools', 'engineering', 'api', 'sdk'],
  ['ecommerce', 'commerce', 'retail', 'retailer', 'store', 'shop', 'merchant', 'marketplace'],
  ['insurtech', 'insurance', 'insurer', 'underwriting'],
  ['edtech', 'education', 'school', 'university', 'learning'],
  ['logistics', 'shipping', 'freight', 'transportation', 'delivery'],
  ['manufacturing', 'manufacturer', 'industrial', 'factory'],
  ['martech', 'marketing', 'advertising', 'adtech'],
  ['hrtech', 'hr', 'payroll', 'recruiting', 'hiring', 'workforce'],
  ['cybersecurity', 'security', 'infosec', 'identity'],
  ['telecom', 'telecommunications', 'wireless', 'broadband'],
  ['pharma', 'pharmaceutical', 'biotech', 'biopharma', 'drug', 'therapeutics'],
  ['proptech', 'realestate', 'property', 'reit'],
  ['energy', 'utility', 'electricity', 'power'],
  ['restaurant', 'foodservice', 'hospitality'],
  ['automotive', 'auto', 'vehicle', 'automaker'],
  ['govtech', 'government', 'agency'],
  ['documentation', 'docs', 'knowledge'],
  ['monitoring', 'monitor', 'observability', 'uptime', 'alerting', 'alerts'],
  ['collaboration', 'collaborative', 'productivity', 'teamwork', 'workspace'],
  ['analytics', 'data', 'insights', 'bi'],
  ['ai', 'ml', 'llm', 'genai'],
  ['crm', 'sales', 'revenue'],
];

const map = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const stems = group.map(stem);
  for (const s of stems) {
    const set = map.get(s) ?? new Set<string>();
    for (const other of stems) if (other !== s) set.add(other);
    map.set(s, set);
  }
}

/** Stems related to a stem (empty when it has no synonyms). */
export function synonymsOf(stemmed: string): readonly string[] {
  const set = map.get(stemmed);
  return set ? [...set] : [];
}
