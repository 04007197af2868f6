import type { AnalysisConfig, OrgFitCategory, Priority, RecommendedSolution } from '#domain/workflow';
import type { OrganizationRecord } from '../../engine';
import { synonymsOf } from '../rank/synonyms';
import { tokenize } from '../rank/tokenize';
import { clip, type PageSentence } from './sources';

type Capability = { phrase: string; terms: string[] };
type Evidence = { terms: string[]; sentence: PageSentence | null; fromRecord: string[] };

const GENERIC = new Set(tokenize('platform product solution tool software app service company team teams business help helps make makes use'));

/** Capability phrases of the product description ("turns OpenAPI specs into API docs", "search and analytics"). */
export function capabilities(config: AnalysisConfig): Capability[] {
  const out: Capability[] = [];
  for (const raw of (config.productDescription ?? '').split(/[.;:!?()]|,\s*|\s+(?:that|which|with|so|by|while|plus)\s+/i)) {
    const phrase = raw.replace(/\s+/g, ' ').trim().replace(/^(?:and|or|it|we|to)\s+/i, '');
    const terms = tokenize(phrase).filter((t) => !GENERIC.has(t));
    const words = phrase.split(' ').length;
    if (terms.length === 0 || words > 12 || phrase.toLowerCase() === (config.productName ?? '').toLowerCase()) continue;
    if (!out.some((c) => c.phrase.toLowerCase() === phrase.toLowerCase())) out.push({ phrase, terms });
  }
  return out;
}

/** Where a capability's words (or their synonyms) show up for this organization: its record or a page sentence. */
function evidence(cap: Capability, org: OrganizationRecord, sentences: readonly PageSentence[]): Evidence {
  const wanted = new Set(cap.terms.flatMap((t) => [t, ...synonymsOf(t)]));
  const record = new Set(tokenize(`${org.industry ?? ''} ${org.description ?? ''}`));
  const fromRecord = [...wanted].filter((t) => record.has(t));
  let best: { sentence: PageSentence; terms: string[] } | null = null;
  for (const s of sentences) {
    const terms = [...new Set(tokenize(s.text).filter((t) => wanted.has(t)))];
    if (terms.length > (best?.terms.length ?? 0)) best = { sentence: s, terms };
  }
  return { terms: [...new Set([...fromRecord, ...(best?.terms ?? [])])], sentence: best?.sentence ?? null, fromRecord };
}

function priority(strength: number, fit: OrgFitCategory | string): Priority {
  const fitBonus = fit === 'great' ? 1 : fit === 'good' ? 0.5 : 0;
  const score = strength + fitBonus;
  return score >= 2.5 ? 'High' : score >= 1.5 ? 'Medium' : 'Low';
}

/** Qualitative deal scope from the head count; never a money figure. */
export function opportunityScope(org: Pick<OrganizationRecord, 'employeeCount' | 'sizeRange'>): string {
  const n = org.employeeCount ?? Number(org.sizeRange?.match(/\d+/)?.[0] ?? NaN);
  const range = org.sizeRange ?? (org.employeeCount != null ? `${org.employeeCount.toLocaleString('en-US')}` : null);
  if (!range || Number.isNaN(n)) return 'Scope to confirm: company size is not available';
  if (n > 5000) return `Enterprise-wide rollout across ${range} employees, starting with one business unit`;
  if (n > 1000) return `Team-wide rollout across ${range} employees`;
  if (n > 200) return `Department-level rollout (${range} employees)`;
  return `Company-wide adoption for a ${range}-person organization`;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60).replace(/^-+|-+$/g, '') || 'solution';
const cap1 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 2–4 solutions from the configured product and its capabilities, ordered by how well the organization's sources match them. */
export function recommendSolutions(org: OrganizationRecord, config: AnalysisConfig, sentences: readonly PageSentence[], fitReasons: string[]): RecommendedSolution[] {
  const product = config.productName?.trim() || 'Your product';
  const caps = capabilities(config);
  const kpis = (config.metricsKpis ?? '').split(/[,;\n]/).map((k) => k.trim()).filter(Boolean);
  const scope = opportunityScope(org);
  const pricing = config.pricingModel?.trim() ? ` (${config.pricingModel.trim()})` : '';
  const scored = caps.map((cap) => ({ cap, ev: evidence(cap, org, sentences) })).sort((a, b) => b.ev.terms.length - a.ev.terms.length);
  const core = caps[0];
  const fitText = fitReasons[0] ? `${fitReasons[0]}.` : `${org.name} ranked ${org.fitCategory} fit (${org.fitScore}%) against your configuration.`;
  const solutions: RecommendedSolution[] = [
    {
      id: slug(product),
      product,
      reasoning: `${fitText} ${product}${core ? ` — ${core.phrase.charAt(0).toLowerCase()}${core.phrase.slice(1)} —` : ''} fits a ${org.industry ?? 'company'} team${kpis[0] ? ` and targets your KPI “${kpis[0]}”` : ''}.`,
      priority: priority(2, org.fitCategory),
      opportunity: `${scope}${pricing}`,
    },
  ];
  for (const { cap, ev } of scored.filter((s) => s.cap !== core).slice(0, 3)) {
    const quote = ev.sentence ? ` Their website says “${clip(ev.sentence.text, 160)}” (${ev.sentence.page.url}).` : '';
    const recordHit = ev.fromRecord.length > 0 ? ` Their profile mentions ${ev.fromRecord.slice(0, 3).join(', ')}.` : '';
    const kpi = kpis[solutions.length - 1] ?? kpis[0];
    solutions.push({
      id: slug(`${product}-${cap.phrase}`),
      product: `${product}: ${cap1(cap.phrase)}`,
      reasoning: `${cap1(cap.phrase)} for ${org.name}.${quote || recordHit || ` No page evidence yet; proposed from your product description${kpi ? ` and your KPI “${kpi}”` : ''}.`}`,
      priority: priority(Math.min(ev.terms.length, 2) + (ev.sentence ? 0.5 : 0), org.fitCategory),
      opportunity: ev.terms.length > 0 ? `Add-on to the ${scope.charAt(0).toLowerCase()}${scope.slice(1)}` : `Exploratory: validate the need before scoping`,
    });
  }
  if (solutions.length < 2) {
    solutions.push({
      id: slug(`${product}-pilot`),
      product: `${product}: pilot`,
      reasoning: `A limited pilot lets ${org.name} test ${product} against ${kpis[0] ? `your KPI “${kpis[0]}”` : 'its own goals'} before a wider rollout.`,
      priority: 'Low',
      opportunity: `Pilot with one team, then ${scope.charAt(0).toLowerCase()}${scope.slice(1)}`,
    });
  }
  return dedupeIds(solutions);
}

function dedupeIds(solutions: RecommendedSolution[]): RecommendedSolution[] {
  const seen = new Map<string, number>();
  return solutions.map((s) => {
    const n = (seen.get(s.id) ?? 0) + 1;
    seen.set(s.id, n);
    return n === 1 ? s : { ...s, id: `${s.id}-${n}` };
  });
}
