import {
  contactFitCategory,
  type AnalysisConfig,
  type ContactFitCategory,
  type RecommendedSolution,
  type SeniorityLevel,
} from '#domain/workflow';
import { departmentFromTitle, seniorityFromTitle } from './seniority';

export type PersonFit = {
  seniorityLevel: SeniorityLevel;
  department: string | null;
  fitScore: number;
  fitCategory: ContactFitCategory;
  reasoning: string;
  bestApproach: string;
};
type Scorable = { title: string | null; sourceUrl?: string | null };
type ConfigText = Pick<AnalysisConfig, 'productName' | 'keyDecisionMakers' | 'targetMarket' | 'metricsKpis'>;

const BASE: Record<SeniorityLevel, number> = { executive: 60, director: 50, senior: 40, other: 30 };
const EXPANSIONS: [RegExp, string][] = [
  [/\bceo\b/g, 'ceo chief executive'],
  [/\bcto\b/g, 'cto chief technology'],
  [/\bcfo\b/g, 'cfo chief financial finance'],
  [/\bcoo\b/g, 'coo chief operating operations'],
  [/\bcmo\b/g, 'cmo chief marketing marketing'],
  [/\bcro\b/g, 'cro chief revenue sales'],
  [/\bcio\b/g, 'cio chief information it'],
  [/\bciso\b/g, 'ciso chief security security'],
  [/\bvp\b/g, 'vp vice president'],
  [/\bco-?founder\b/g, 'cofounder founder'],
  [/\bchief executive\b/g, 'ceo chief executive'],
  [/\bchief technology\b/g, 'cto chief technology'],
  [/\bchief financial\b/g, 'cfo chief financial'],
  [/\bchief operating\b/g, 'coo chief operating'],
  [/\bchief marketing\b/g, 'cmo chief marketing'],
  [/\bchief revenue\b/g, 'cro chief revenue'],
  [/\bchief information security\b/g, 'ciso chief information security'],
  [/\bvice president\b/g, 'vp vice president'],
];
// Seniority words say nothing about the function, so they never count as a partial match on their own.
const RANK_WORDS = new Set([
  'chief',
  'head',
  'vice',
  'president',
  'vp',
  'senior',
  'lead',
  'manager',
  'director',
  'officer',
  'principal',
  'staff',
  'executive',
]);
const STOP = new Set([
  'of',
  'the',
  'and',
  'at',
  'for',
  'a',
  'an',
  'in',
  'to',
  'our',
  'your',
  'with',
  'teams',
  'team',
  'leaders',
  'leader',
  'people',
]);

/** Lower-case words with abbreviations expanded and plurals folded ("VPs of Engineering" → vp vice president engineering). */
function tokens(text: string): Set<string> {
  let t = text
    .toLowerCase()
    .replace(/\b(\w+)s\b/g, (w, stem: string) => (stem.length > 2 && !/(ss|us|is)$/.test(w) ? stem : w));
  for (const [re, out] of EXPANSIONS) t = t.replace(re, out);
  return new Set(t.split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP.has(w)));
}

const phrases = (text: string) =>
  text
    .split(/[,;/\n]|\band\b|&/i)
    .map((p) => p.trim())
    .filter(Boolean);

type ScoreOptions = { solution?: Pick<RecommendedSolution, 'product'> | null; orgName?: string };
type Match = { points: number; reason: string };

/** What in the configuration a title matches, with the points each match is worth. */
function matches(title: string | null, config: ConfigText, solution?: ScoreOptions['solution']): Match[] {
  const department = departmentFromTitle(title);
  const titleTokens = tokens(`${title ?? ''} ${department ?? ''}`);
  const out: Match[] = [];
  const rolePhrase = phrases(config.keyDecisionMakers).find((p) => {
    const want = tokens(p);
    return want.size > 0 && [...want].every((w) => titleTokens.has(w));
  });
  const shared = [...tokens(config.keyDecisionMakers)].filter((w) => titleTokens.has(w) && !RANK_WORDS.has(w));
  if (rolePhrase) out.push({ points: 30, reason: `The title matches "${rolePhrase}" in your key decision makers.` });
  else if (shared.length > 0)
    out.push({ points: 15, reason: `The title shares "${shared[0]}" with your key decision makers.` });
  const market = tokens(`${config.targetMarket} ${config.keyDecisionMakers}`);
  if (department && department !== 'Executive' && [...tokens(department)].some((w) => market.has(w))) {
    out.push({ points: 10, reason: `${department} is named in your target market or decision makers.` });
  }
  if (solution && [...tokens(solution.product)].some((w) => titleTokens.has(w)))
    out.push({ points: 5, reason: `The title relates to ${solution.product}.` });
  return out;
}

/** The sentences naming what a title matched in the configuration (empty when nothing matched). */
export const fitReasons = (title: string | null, config: ConfigText, solution?: ScoreOptions['solution']) =>
  matches(title, config, solution).map((m) => m.reason);

/** A 0–100 fit for a person: seniority, plus the title or department matching the key decision makers and target market. */
export function scorePerson(person: Scorable, config: ConfigText, options: ScoreOptions = {}): PersonFit {
  const seniorityLevel = seniorityFromTitle(person.title);
  const department = departmentFromTitle(person.title);
  const found = matches(person.title, config, options.solution);
  const fitScore = Math.max(0, Math.min(100, BASE[seniorityLevel] + found.reduce((sum, m) => sum + m.points, 0)));
  const lead = person.title
    ? `${person.title} (${seniorityLevel} level).`
    : 'No title on the page, so seniority is unknown.';
  const reasoning = [lead, ...found.map((m) => m.reason)].join(' ');
  return {
    seniorityLevel,
    department,
    fitScore,
    fitCategory: contactFitCategory(fitScore),
    reasoning,
    bestApproach: approach(person, seniorityLevel, department, config, options),
  };
}

function approach(
  person: Scorable,
  seniority: SeniorityLevel,
  department: string | null,
  config: ConfigText,
  options: ScoreOptions,
): string {
  const product = config.productName.trim() || 'your product';
  const metric = config.metricsKpis.split(/[;\n]/)[0]?.trim();
  const cite = metric ? ` (cite "${metric}")` : '';
  const team = department && department !== 'Executive' ? `${department} teams` : options.orgName || 'their team';
  const ref = person.sourceUrl
    ? `reference their profile on ${shortUrl(person.sourceUrl)}`
    : 'reference what your records already show about them';
  const tie = options.solution ? ` Tie it to ${options.solution.product}.` : '';
  if (seniority === 'executive')
    return `Open with the business case: how ${product} helps ${team}${cite}; keep it brief and ${ref}.${tie}`;
  if (seniority === 'director')
    return `Lead with how ${product} helps ${team}${cite}; offer a short demo and ${ref}.${tie}`;
  return `Show hands-on value: how ${product} fits day-to-day work for ${team}${cite}; ${ref}.${tie}`;
}

const shortUrl = (url: string) => {
  const u = new URL(url);
  return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
};
