import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnalysisConfig } from '#domain/workflow';
import type { AiEngine, ExtractedConfig } from '#server/ai/engine';
import { candidatesFromCsv } from './companies-csv';
import { expectedFileSchema, TEXT_FIELDS, type ExpectedFile, type ExpectedRanking } from './expected-schema';
import { fragmentMarkets, inventedFree, junkCompetitors, NO_DEFECTS, type Defects } from './defects';
import { readSavedSite } from './read-saved-site';
import { scoreList, scoreText, type FieldScore } from './score-field';

export type SiteResult = {
  site: string;
  answers: ExtractedConfig | null;
  error: string | null;
  scores: Record<string, FieldScore>;
  defects: Defects;
};
export type RankingResult = {
  name: string;
  score: number;
  found: string[];
  missing: string[];
  wronglyRecommended: string[];
  top: string[];
  error: string | null;
};
export type EvalReport = {
  engine: string;
  sites: SiteResult[];
  ranking: RankingResult[];
  fieldAverages: Record<string, { score: number; sites: number; wrong: number; empty: number }>;
  /** Totals over the sites: invented "free", junk competitors, fragment markets. */
  defects: Defects;
};

/** Reads and validates an expected-answers file; a clear message when it does not fit the format. */
export function loadExpected(file: string): ExpectedFile {
  const parsed = expectedFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file} does not fit the expected-answers format: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** Scores one site's auto-fill answers against its expected fields. */
export function scoreSite(
  answers: ExtractedConfig,
  expected: ExpectedFile['sites'][string],
): Record<string, FieldScore> {
  const scores: Record<string, FieldScore> = {};
  for (const field of TEXT_FIELDS) {
    const spec = expected.fields[field];
    if (spec) scores[field] = scoreText(answers[field] ?? '', spec);
  }
  if (expected.fields.competitors)
    scores.competitors = scoreList(answers.competitors ?? '', expected.fields.competitors);
  return scores;
}

const sameOrg = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function rank(
  engine: AiEngine,
  spec: ExpectedRanking,
  baseDir: string,
  configs: Map<string, ExtractedConfig>,
): Promise<RankingResult> {
  const empty = {
    name: spec.name,
    score: 0,
    found: [],
    missing: spec.fits,
    wronglyRecommended: [],
    top: [],
  };
  const csvPath = path.resolve(baseDir, spec.companies);
  if (!existsSync(csvPath)) return { ...empty, error: `company list not found: ${csvPath}` };
  const extracted = spec.site ? configs.get(spec.site) : undefined;
  if (spec.site && !extracted) return { ...empty, error: `site ${spec.site} was not auto-filled` };
  const config = {
    ...(extracted ?? {}),
    ...(spec.config ?? {}),
    productUrl: '',
    overallFeedback: '',
  } as AnalysisConfig;
  const ranked = await engine.rankOrganizations(config, candidatesFromCsv(readFileSync(csvPath, 'utf8')));
  // An organization labelled Competitor is not recommended as a buyer, wherever it ranks.
  const recommended = ranked
    .filter((o) => !/competitor/i.test(`${o.fitCategory} ${o.matchedCriteria.join(' ')}`))
    .slice(0, spec.top);
  const top = recommended.map((o) => o.name);
  const found = spec.fits.filter((f) => top.some((t) => sameOrg(t, f)));
  const wronglyRecommended = spec.notFits.filter((f) => top.some((t) => sameOrg(t, f)));
  const score = spec.fits.length
    ? Math.round((100 * found.length) / spec.fits.length)
    : wronglyRecommended.length
      ? 0
      : 100;
  return {
    name: spec.name,
    score,
    found,
    missing: spec.fits.filter((f) => !found.includes(f)),
    wronglyRecommended,
    top,
    error: null,
  };
}

/** Runs auto-fill on every expected site found in sitesDir, then each ranking case, with the given engine. */
export async function runEval(
  engine: AiEngine,
  sitesDir: string,
  expectedFile: string,
  options: { companies?: string } = {},
): Promise<EvalReport> {
  const expected = loadExpected(expectedFile);
  const sites: SiteResult[] = [];
  const configs = new Map<string, ExtractedConfig>();
  for (const [site, spec] of Object.entries(expected.sites)) {
    const folder = path.join(sitesDir, site);
    if (!existsSync(folder)) {
      sites.push({
        site,
        answers: null,
        error: `no folder ${folder}`,
        scores: {},
        defects: { ...NO_DEFECTS },
      });
      continue;
    }
    try {
      const snapshot = await readSavedSite(folder);
      const answers = await engine.extractCompanyConfig(snapshot);
      configs.set(site, answers);
      const siteText = snapshot.pages.map((p) => p.text).join('\n');
      sites.push({
        site,
        answers,
        error: null,
        scores: scoreSite(answers, spec),
        defects: {
          inventedFree: inventedFree(answers.pricingModel ?? '', siteText),
          junkCompetitors: junkCompetitors(answers.competitors ?? '', spec.fields.competitors),
          fragmentMarkets: fragmentMarkets(answers.targetMarket ?? ''),
        },
      });
    } catch (error) {
      sites.push({
        site,
        answers: null,
        error: error instanceof Error ? error.message : String(error),
        scores: {},
        defects: { ...NO_DEFECTS },
      });
    }
  }
  const cases = expected.ranking.map((r) =>
    options.companies ? { ...r, companies: path.resolve(options.companies) } : r,
  );
  const ranking: RankingResult[] = [];
  for (const spec of cases) {
    try {
      ranking.push(await rank(engine, spec, path.dirname(path.resolve(expectedFile)), configs));
    } catch (error) {
      ranking.push({
        name: spec.name,
        score: 0,
        found: [],
        missing: spec.fits,
        wronglyRecommended: [],
        top: [],
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return {
    engine: engine.name,
    sites,
    ranking,
    fieldAverages: averages(sites),
    defects: {
      inventedFree: sites.reduce((n, s) => n + s.defects.inventedFree, 0),
      junkCompetitors: sites.reduce((n, s) => n + s.defects.junkCompetitors, 0),
      fragmentMarkets: sites.reduce((n, s) => n + s.defects.fragmentMarkets, 0),
    },
  };
}

function averages(sites: SiteResult[]): EvalReport['fieldAverages'] {
  const out: EvalReport['fieldAverages'] = {};
  for (const field of [...TEXT_FIELDS, 'competitors']) {
    const scores = sites.flatMap((s) =>
      s.scores[field] ? [s.scores[field]] : s.error ? [{ score: 0, outcome: 'missed' as const, note: '' }] : [],
    );
    if (scores.length === 0) continue;
    out[field] = {
      score: Math.round(scores.reduce((sum, s) => sum + s.score, 0) / scores.length),
      sites: scores.length,
      wrong: scores.filter((s) => s.outcome === 'wrong').length,
      empty: scores.filter((s) => s.outcome === 'empty' || s.outcome === 'missed').length,
    };
  }
  return out;
}
