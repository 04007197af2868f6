import type { z } from 'zod';
import type {
  AnalysisConfig,
  Fact,
  KeyInsight,
  Provenance,
  RecommendedSolution,
  ResearchOverview,
} from '#domain/workflow';
import type { AccountResearchResult, OrganizationRecord, SitePage, SiteSnapshot } from '../engine';
import type { LlmClient } from './call';
import { numbersSupported, stripUnsupportedCurrency, valueSupported } from './grounding';
import { allText, findPage, pagesOf, recordProvenance, recordText, webProvenance } from './pages';
import { researchAccountPrompt } from './prompts/research-account';
import { configText } from './prompts/shared';
import { accountResearchSchema } from './schemas';

type ResearchAnswer = z.output<typeof accountResearchSchema>;
type CitedFact = { value: string; sourceUrl: string } | null;
const FACT_KEYS = ['revenue', 'employees', 'founded', 'industry', 'headquarters'] as const;

const str = (v: string | number | null) => (v === null || v === '' ? null : String(v));

const FIELD_OF_FACT = {
  revenue: 'revenueRange',
  employees: 'employeeCount',
  founded: 'founded',
  industry: 'industry',
  headquarters: 'location',
} as const;

/** The directory record's value for an overview field. */
function recordValue(org: OrganizationRecord, key: (typeof FACT_KEYS)[number]): string | null {
  if (key === 'revenue') return str(org.revenueRange);
  if (key === 'employees') return str(org.employeeCount) ?? str(org.sizeRange);
  if (key === 'founded') return str(org.founded);
  if (key === 'industry') return str(org.industry);
  return str(org.location);
}

/** A model-cited fact kept only when the cited page states it (numbers normalised). */
function groundedFact(cited: CitedFact, pages: SitePage[]): Fact | null {
  if (!cited || !cited.value.trim()) return null;
  const page = findPage(pages, cited.sourceUrl);
  if (!page || !valueSupported(cited.value, `${page.title}\n${page.text}`)) return null;
  return { value: cited.value.trim(), provenance: webProvenance(page) };
}

function overviewOf(out: ResearchAnswer, org: OrganizationRecord, site: SiteSnapshot | null): ResearchOverview {
  const pages = pagesOf(site);
  const fromRecord = (key: (typeof FACT_KEYS)[number]): Fact | null => {
    const value = recordValue(org, key);
    return value ? { value, provenance: recordProvenance(org, FIELD_OF_FACT[key]) } : null;
  };
  const facts = Object.fromEntries(
    FACT_KEYS.map((key) => [key, groundedFact(out.overview[key], pages) ?? fromRecord(key)]),
  );
  const rootPage = site ? (findPage(pages, site.rootUrl) ?? pages[0] ?? null) : null;
  const website: Fact | null = org.website
    ? { value: org.website, provenance: recordProvenance(org, 'website') }
    : site
      ? { value: site.rootUrl, provenance: rootPage ? webProvenance(rootPage) : { source: 'web', url: site.rootUrl } }
      : null;
  return { ...(facts as Record<(typeof FACT_KEYS)[number], Fact | null>), website };
}

/** An insight keeps its page as provenance only when that page was fetched and states its numbers; pure reasoning is 'ai'. */
function insightOf(
  raw: ResearchAnswer['keyInsights'][number],
  org: OrganizationRecord,
  pages: SitePage[],
  sources: string,
): KeyInsight | null {
  const content = stripUnsupportedCurrency(raw.content, sources);
  if (!content) return null;
  const cited = raw.sourceUrl.trim().toLowerCase();
  const page = findPage(pages, raw.sourceUrl);
  let provenance: Provenance = { source: 'ai' };
  if (page) {
    if (!numbersSupported(content, page.text)) return null;
    provenance = webProvenance(page);
  } else if (cited === 'directory') {
    if (!numbersSupported(content, recordText(org))) return null;
    provenance = recordProvenance(org);
  }
  return {
    type: raw.type.trim() || 'insight',
    content,
    relevance: stripUnsupportedCurrency(raw.relevance, sources),
    provenance,
  };
}

/** Account research grounded in the fetched pages and the directory record; every fact carries its provenance. */
export async function researchAccount(
  llm: LlmClient,
  org: OrganizationRecord,
  config: AnalysisConfig,
  site: SiteSnapshot | null,
): Promise<AccountResearchResult> {
  const pages = pagesOf(site);
  const out = await llm.object({
    ...researchAccountPrompt(org, config, pages),
    schema: accountResearchSchema,
    name: 'account_research',
  });
  const sources = [allText(pages), recordText(org), configText(config)].join('\n');
  const clean = (text: string) => stripUnsupportedCurrency(text, sources);
  const product = config.productName.trim() || 'Our product';
  const recommendedSolutions: RecommendedSolution[] = out.recommendedSolutions
    .map((s) => ({ reasoning: clean(s.reasoning), opportunity: clean(s.opportunity), priority: s.priority }))
    .filter((s) => s.reasoning || s.opportunity)
    .slice(0, 3)
    .map((s, i) => ({ id: `solution-${i + 1}`, product, ...s }));
  return {
    overview: overviewOf(out, org, site),
    whyTarget: out.whyTarget.map(clean).filter(Boolean),
    recommendedSolutions,
    keyInsights: out.keyInsights
      .map((i) => insightOf(i, org, pages, sources))
      .filter((i): i is KeyInsight => i !== null),
  };
}
