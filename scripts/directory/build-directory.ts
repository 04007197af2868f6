/**
 * Builds src/server/ai/directory/organizations.json from the public company
 * CSVs in shared/data/companies plus the hand-maintained ./overrides.ts.
 *
 *   npx tsx scripts/directory/build-directory.ts [--data-dir DIR] [--check]
 *
 * DIR defaults to $SCOUTLINE_DATA_DIR or ../shared/data/companies next to the
 * repository. --check rebuilds in memory and fails if the committed JSON differs.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvObjects } from './csv';
import {
  EXTRAS,
  SOFTWARE_EXTRAS,
  SP500,
  SP500_SKIP,
  SUB_INDUSTRY,
  type EntryOptions,
  type ExtraEntry,
  type RevCode,
  type SizeCode,
} from './overrides';
import {
  INDUSTRIES,
  SIZE_RANGES,
  revenueRangeFor,
  sizeRangeFor,
  type Industry,
  type SizeRange,
} from '../../src/server/ai/directory/industries';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const OUT = path.join(repoRoot, 'src/server/ai/directory/organizations.json');

interface Org {
  id: string;
  name: string;
  domain: string;
  industry: Industry;
  subIndustry: string;
  sizeRange: SizeRange;
  employeeCount: number | null;
  hqLocation: string;
  revenueRange: string | null;
  founded: number | null;
  description: string;
  keywords: string[];
  sources: string[];
}

type Row = Record<string, string>;

// ---------------------------------------------------------------- helpers

const SIZE_CODE: Record<Exclude<SizeCode, ''>, SizeRange> = {
  X: '10001+',
  '5k': '5001-10000',
  '1k': '1001-5000',
  '500': '501-1000',
  '200': '201-500',
  '50': '51-200',
  '10': '11-50',
  '1': '1-10',
};
const REV_CODE: Record<Exclude<RevCode, '' | '-'>, string> = {
  A: '$10B+',
  B: '$1B-$10B',
  C: '$100M-$1B',
  D: '$10M-$100M',
};

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'D.C.',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const DOMAIN_RE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Loose key used to join company names across the two lists. */
function normName(s: string): string {
  const stop = new Set([
    'inc',
    'corp',
    'corporation',
    'co',
    'company',
    'the',
    'group',
    'holdings',
    'holding',
    'plc',
    'ltd',
    'limited',
    'cos',
    'companies',
    'international',
    'incorporated',
  ]);
  return s
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !stop.has(w))
    .join(' ');
}

function titleCaseCity(s: string): string {
  return s
    .toLowerCase()
    .split(/\s+/)
    .map((w) =>
      w.startsWith('mc') && w.length > 2 ? 'Mc' + w[2]!.toUpperCase() + w.slice(3) : w[0]!.toUpperCase() + w.slice(1),
    )
    .join(' ');
}

function cleanSpName(security: string): string {
  let n = security.replace(/\s*\(Class [A-Z]\)/, '').trim();
  const the = /^(.*) \(The\)$/.exec(n);
  if (the) n = `The ${the[1]}`;
  n = n.replace(/,? (Inc\.?|Corp\.|plc|Ltd\.|Limited)$/, '');
  return n.trim();
}

function cleanSpHq(hq: string): string {
  const parts = hq
    .replace(/\[\d+\]/g, '')
    .split(';')[0]!
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length <= 2) return parts.join(', ');
  return `${parts[0]}, ${parts[parts.length - 1]}`;
}

function parseFounded(s: string): number | null {
  const m = /\d{4}/.exec(s ?? '');
  return m ? Number(m[0]) : null;
}

function websiteHost(url: string): string | null {
  const m = /^[a-z]+:\/\/([^/?#]+)/i.exec(url.trim());
  if (!m) return null;
  return m[1]!.toLowerCase().replace(/^www\d*\./, '');
}

function splitKeywords(s: string): string[] {
  return s
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
}

function mergeKeywords(own: string[], generic: string[], industry: Industry): string[] {
  const out: string[] = [];
  for (const k of [...own, ...generic]) {
    if (!out.includes(k)) out.push(k);
    if (out.length >= 12) break;
  }
  if (out.length < 5) {
    const fallback = industry.toLowerCase();
    if (!out.includes(fallback)) out.push(fallback);
  }
  return out;
}

// ---------------------------------------------------------------- build

export interface BuildResult {
  orgs: Org[];
  warnings: string[];
}

export function buildDirectory(dataDir: string): BuildResult {
  const warnings: string[] = [];
  const read = (f: string): Row[] => parseCsvObjects(readFileSync(path.join(dataDir, f), 'utf8'));

  const sp = read('sp500_constituents.csv');
  const fortune = read('fortune500_hq_hifld.csv');
  const yc = read('yc_startups_2005_2014.csv');
  const acquirers = read('tech_acquiring_companies.csv');

  const fortuneByName = new Map(fortune.map((r) => [r.NAME!, r]));
  const fortuneByNorm = new Map(fortune.map((r) => [normName(r.NAME!), r]));
  const usedFortune = new Set<string>();

  function fortuneFor(name: string, opt: string | false | undefined): Row | undefined {
    if (opt === false) return undefined;
    if (typeof opt === 'string') {
      const r = fortuneByName.get(opt);
      if (!r) throw new Error(`Fortune 500 name not found: ${opt}`);
      return r;
    }
    return fortuneByNorm.get(normName(name));
  }

  function figures(
    label: string,
    size: SizeCode,
    rev: RevCode,
    f: Row | undefined,
    empOverride: number | null | undefined,
  ): { sizeRange: SizeRange; employeeCount: number | null; revenueRange: string | null } {
    const srcEmp = f && /^\d+$/.test(f.EMPLOYEES ?? '') ? Number(f.EMPLOYEES) : null;
    const srcRev = f && /^-?\d+(\.\d+)?$/.test(f.REVENUES ?? '') ? Number(f.REVENUES) : null;
    let sizeRange: SizeRange;
    let employeeCount: number | null;
    if (size) {
      sizeRange = SIZE_CODE[size];
      const candidate = empOverride !== undefined ? empOverride : srcEmp;
      employeeCount = candidate !== null && sizeRangeFor(candidate) === sizeRange ? candidate : null;
    } else {
      const emp = empOverride !== undefined ? empOverride : srcEmp;
      if (emp === null) throw new Error(`${label}: no size code and no employee figure`);
      employeeCount = emp;
      sizeRange = sizeRangeFor(emp);
    }
    let revenueRange: string | null;
    if (rev === '-') revenueRange = null;
    else if (rev) revenueRange = REV_CODE[rev];
    else revenueRange = srcRev !== null && srcRev > 0 ? revenueRangeFor(srcRev) : null;
    return { sizeRange, employeeCount, revenueRange };
  }

  const orgs: Org[] = [];

  // 1. S&P 500 constituents
  const spSymbols = new Set(sp.map((r) => r.Symbol!));
  for (const sym of Object.keys(SP500)) if (!spSymbols.has(sym)) throw new Error(`overrides: ${sym} not in sp500 CSV`);
  for (const row of sp) {
    const sym = row.Symbol!;
    if (SP500_SKIP[sym]) continue;
    const entry = SP500[sym];
    if (!entry) throw new Error(`No override entry for S&P symbol ${sym} (${row.Security})`);
    const [domain, size, rev, description, kw, opts = {} as EntryOptions] = entry;
    const gics = row['GICS Sub-Industry']!;
    const sub = SUB_INDUSTRY[gics];
    if (!sub) throw new Error(`No industry mapping for GICS sub-industry "${gics}"`);
    const name = opts.name ?? cleanSpName(row.Security!);
    const f = fortuneFor(row.Security!, opts.f500);
    if (f) usedFortune.add(f.NAME!);
    const fig = figures(`${sym} ${name}`, size, rev, f, opts.emp);
    const industry = opts.industry ?? sub.industry;
    if (f) {
      const host = websiteHost(f.WEBSITE ?? '');
      if (host && !host.endsWith(domain)) warnings.push(`${name}: Fortune website ${host} differs from ${domain}`);
    }
    orgs.push({
      id: slugify(name),
      name,
      domain,
      industry,
      subIndustry: opts.subIndustry ?? gics,
      sizeRange: fig.sizeRange,
      employeeCount: fig.employeeCount,
      hqLocation: opts.hq ?? cleanSpHq(row['Headquarters Location']!),
      revenueRange: fig.revenueRange,
      founded: opts.founded !== undefined ? opts.founded : parseFounded(row.Founded!),
      description,
      keywords: mergeKeywords(splitKeywords(kw), sub.kw, industry),
      sources: f ? ['sp500', 'fortune500'] : ['sp500'],
    });
  }

  // 2. Extras (Fortune-only, tech acquirers, YC, well-known SaaS)
  const ycNames = new Set(yc.map((r) => normName(r.Company!)));
  const acquirerNames = new Set(acquirers.map((r) => normName(r['Acquiring Company']!)));
  const ycAliases: Record<string, string> = {
    Gusto: 'ZenPayroll',
    Sift: 'Sift Science',
    SingleStore: 'MemSQL',
    'Ginkgo Bioworks': 'Ginko Bioworks',
  };

  for (const e of [...EXTRAS, ...SOFTWARE_EXTRAS] as ExtraEntry[]) {
    let f: Row | undefined;
    if (e.source === 'fortune500') {
      f = fortuneFor(e.name, e.f500 ?? false);
      if (!f) throw new Error(`${e.name}: Fortune 500 row required`);
      if (usedFortune.has(f.NAME!)) throw new Error(`${e.name}: Fortune row ${f.NAME} already used`);
      usedFortune.add(f.NAME!);
      const host = websiteHost(f.WEBSITE ?? '');
      if (host && !host.endsWith(e.domain))
        warnings.push(`${e.name}: Fortune website ${host} differs from ${e.domain}`);
    } else if (e.source === 'yc') {
      if (!ycNames.has(normName(ycAliases[e.name] ?? e.name))) warnings.push(`${e.name}: not found in YC CSV`);
    } else if (e.source === 'tech-acquirers') {
      if (!acquirerNames.has(normName(e.name))) warnings.push(`${e.name}: not found in tech acquirers CSV`);
    }
    const fig = figures(e.name, e.size, e.rev, f, e.emp);
    const hq = e.hq || (f ? `${titleCaseCity(f.CITY!)}, ${US_STATES[f.STATE!] ?? f.STATE}` : '');
    const generic = SUB_INDUSTRY[e.subIndustry]?.kw ?? [];
    orgs.push({
      id: slugify(e.name),
      name: e.name,
      domain: e.domain,
      industry: e.industry,
      subIndustry: e.subIndustry,
      sizeRange: fig.sizeRange,
      employeeCount: fig.employeeCount,
      hqLocation: hq,
      revenueRange: fig.revenueRange,
      founded: e.founded,
      description: e.desc,
      keywords: mergeKeywords(splitKeywords(e.kw), generic, e.industry),
      sources: e.source === 'fortune500' ? ['fortune500'] : [e.source],
    });
  }

  orgs.sort((a, b) => a.id.localeCompare(b.id));
  validate(orgs);
  return { orgs, warnings };
}

function validate(orgs: Org[]): void {
  const errors: string[] = [];
  const ids = new Set<string>();
  const domains = new Set<string>();
  for (const o of orgs) {
    const where = `${o.id} (${o.name})`;
    if (!o.id || ids.has(o.id)) errors.push(`${where}: duplicate or empty id`);
    ids.add(o.id);
    if (domains.has(o.domain)) errors.push(`${where}: duplicate domain ${o.domain}`);
    domains.add(o.domain);
    if (!DOMAIN_RE.test(o.domain)) errors.push(`${where}: bad domain ${o.domain}`);
    if (!(INDUSTRIES as readonly string[]).includes(o.industry))
      errors.push(`${where}: unknown industry ${o.industry}`);
    if (!(SIZE_RANGES as readonly string[]).includes(o.sizeRange)) errors.push(`${where}: bad size ${o.sizeRange}`);
    if (o.employeeCount !== null && sizeRangeFor(o.employeeCount) !== o.sizeRange)
      errors.push(`${where}: size/employees mismatch`);
    if (isAllCapsName(o.name)) errors.push(`${where}: ALL-CAPS name`);
    if (!/^[^,]+, [^,]+$/.test(o.hqLocation)) errors.push(`${where}: hqLocation "${o.hqLocation}" not "City, Region"`);
    if (/[\r\n]/.test(o.description) || o.description.length >= 200 || o.description.length < 30)
      errors.push(`${where}: description length/lines`);
    if (o.keywords.length < 5 || o.keywords.length > 12) errors.push(`${where}: ${o.keywords.length} keywords`);
    if (o.keywords.some((k) => k !== k.toLowerCase())) errors.push(`${where}: keywords must be lower-case`);
    if (o.founded !== null && (o.founded < 1700 || o.founded > 2026)) errors.push(`${where}: founded ${o.founded}`);
  }
  if (errors.length) throw new Error(`Directory validation failed:\n  ${errors.join('\n  ')}`);
}

/**
 * True for shouting names such as "MICRON TECHNOLOGY" (the Fortune 500 file's
 * style). Short official acronyms (IBM, AECOM, IQVIA, AT&T) are allowed.
 */
export function isAllCapsName(name: string): boolean {
  const words = name
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^A-Za-z]/g, ''))
    .filter((w) => w.length >= 4);
  const upper = words.filter((w) => w === w.toUpperCase());
  return upper.some((w) => w.length >= 6) || (upper.length >= 2 && upper.length === words.length);
}

export function serialize(orgs: Org[]): string {
  return `[\n${orgs.map((o) => '  ' + JSON.stringify(o)).join(',\n')}\n]\n`;
}

function main(): void {
  const args = process.argv.slice(2);
  const dirIdx = args.indexOf('--data-dir');
  const dataDir =
    (dirIdx >= 0 ? args[dirIdx + 1] : undefined) ??
    process.env.SCOUTLINE_DATA_DIR ??
    path.resolve(repoRoot, '../shared/data/companies');
  if (!existsSync(path.join(dataDir, 'sp500_constituents.csv'))) {
    throw new Error(`Company CSVs not found in ${dataDir} (pass --data-dir or set SCOUTLINE_DATA_DIR)`);
  }
  const { orgs, warnings } = buildDirectory(dataDir);
  for (const w of warnings) console.warn(`warn: ${w}`);
  const json = serialize(orgs);
  if (args.includes('--check')) {
    const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
    if (current !== json) {
      console.error(`${path.relative(repoRoot, OUT)} is out of date; run npx tsx scripts/directory/build-directory.ts`);
      process.exit(1);
    }
    console.log('organizations.json is up to date');
    return;
  }
  writeFileSync(OUT, json);
  const byIndustry = new Map<string, number>();
  for (const o of orgs) byIndustry.set(o.industry, (byIndustry.get(o.industry) ?? 0) + 1);
  console.log(`wrote ${orgs.length} organizations in ${byIndustry.size} industries to ${path.relative(repoRoot, OUT)}`);
  for (const [k, v] of [...byIndustry].sort((a, b) => b[1] - a[1])) console.log(`  ${String(v).padStart(4)}  ${k}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
