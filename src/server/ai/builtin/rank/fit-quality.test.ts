import { describe, expect, it } from 'vitest';
import { directoryAsCandidates } from '../../../features/targeting/candidates';
import { FIT_FLOOR } from './fit-floor';
import { explainNoGoodFits } from './no-fit';
import { rankOrganizations } from './rank-organizations';
import { checkReason, checkReasoning, falseReasons } from './reason-check';
import { SAMPLE_CONFIGS } from './sample-configs';
import { CANDIDATES, DEV_DOCS } from './test-fixtures';

// Ranking on the bundled directory with real configurations (bench's DocuFlow and ones written from ../shared/data/sites).
const directory = directoryAsCandidates();
const runs = Object.entries(SAMPLE_CONFIGS).map(([name, config]) => ({
  name,
  config,
  ranked: rankOrganizations(config, directory),
}));

describe('the reason checker', () => {
  const hookline = CANDIDATES[0]!;
  it('accepts what is literally true of the record and the configuration', () => {
    expect(checkReason('Industry Software matches your success industries (SaaS)', hookline, DEV_DOCS)).toBeNull();
    expect(
      checkReason('Keywords mention api, webhooks', hookline, {
        ...DEV_DOCS,
        productDescription: `${DEV_DOCS.productDescription} webhooks`,
      }),
    ).toBeNull();
    expect(checkReason("Size 1001-5000 fits 'mid-market'", hookline, DEV_DOCS)).toBeNull();
  });
  it('flags a phrase that names no industry, a word the field lacks, and a size outside the band', () => {
    const openSource = { ...DEV_DOCS, successIndustries: 'Open source' };
    expect(
      checkReason('Industry Software matches your success industries (Open source)', hookline, openSource),
    ).toMatch(/does not name the industry/);
    expect(checkReason('Industry Banking matches your success industries (SaaS)', hookline, DEV_DOCS)).toMatch(
      /industry is Software/,
    );
    expect(checkReason('Description mentions hospitals', hookline, DEV_DOCS)).toMatch(/does not contain "hospitals"/);
    expect(checkReason("Size 1001-5000 fits '200+ employees'", { ...hookline, sizeRange: '11-50' }, DEV_DOCS)).toMatch(
      /size is 11-50/,
    );
    expect(checkReason('Trusted by the best teams', hookline, DEV_DOCS)).toMatch(/unrecognised/);
  });
});

describe('ranking only what fits, on the bundled directory', () => {
  it.each(runs.map((r) => [r.name, r] as const))(
    '%s: every reason and gap of every scored organization is true, returned or not',
    (_, { config }) => {
      expect(falseReasons(rankOrganizations(config, directory, { limit: 1000, floor: false }), config)).toEqual([]);
    },
  );

  it('the reasoning checker flags a false gap and an unexplained Competitor label', () => {
    const hookline = { ...CANDIDATES[0]!, competitor: false };
    expect(
      checkReasoning(
        'Industry Software matches your success industries (SaaS). However, size not available.',
        hookline,
        DEV_DOCS,
      ),
    ).toEqual(['the size is on record']);
    expect(
      checkReasoning(
        'Industry Software matches your success industries (SaaS).',
        { ...hookline, competitor: true },
        DEV_DOCS,
      ),
    ).toEqual(['labelled Competitor without saying why']);
    expect(
      checkReasoning(
        'Competitor: named in your Competitors, so not recommended as a buyer. Industry Software matches your success industries (SaaS).',
        hookline,
        DEV_DOCS,
      ),
    ).toEqual(['Hookline is not named in Competitors']);
  });

  it.each(runs.map((r) => [r.name, r] as const))(
    '%s: every reason shown is true of the record',
    (_, { config, ranked }) => {
      expect(falseReasons(ranked, config)).toEqual([]);
    },
  );

  it.each(runs.map((r) => [r.name, r] as const))(
    '%s: only organizations above the floor, with evidence ordering ties, competitors last',
    (_, { ranked }) => {
      const buyers = ranked.filter((o) => !o.competitor);
      const competitors = ranked.filter((o) => o.competitor);
      expect(buyers.length).toBeLessThan(50);
      for (const o of buyers) expect(o.fitScore).toBeGreaterThanOrEqual(FIT_FLOOR);
      for (let i = 1; i < buyers.length; i++) {
        const [a, b] = [buyers[i - 1]!, buyers[i]!];
        expect(a.fitScore > b.fitScore || (a.fitScore === b.fitScore && a.evidence! >= b.evidence!)).toBe(true);
      }
      expect(ranked.slice(buyers.length)).toEqual(competitors);
      for (const c of competitors)
        expect(c).toMatchObject({ fitCategory: 'poor', reasoning: expect.stringMatching(/^Competitor: /) });
    },
  );

  it('never reports a practice as an industry match ("Open source", "DevOps")', () => {
    const reasons = runs.flatMap((r) => r.ranked.flatMap((o) => o.matchedCriteria));
    expect(reasons.filter((r) => /^Industry .* matches your .*\((?:open[- ]source[^)]*|devops)\)$/i.test(r))).toEqual(
      [],
    );
  });

  it("labels a vendor of the seller's own category Competitor: Read the Docs for a developer-docs product", () => {
    const docuflow = runs.find((r) => r.name === 'docuflow')!.ranked;
    expect(docuflow.find((o) => o.name === 'Read the Docs')).toMatchObject({ competitor: true, fitCategory: 'poor' });
    expect(docuflow[0]!.competitor).toBe(false);
  });

  it('returns no buyer for a consumer product the directory does not serve, and says why', () => {
    const monica = runs.find((r) => r.name === 'monica')!;
    expect(monica.ranked.filter((o) => !o.competitor)).toEqual([]);
    const why = explainNoGoodFits(monica.config, directory);
    expect(why).toMatch(
      new RegExp(`^No good fits found: none of the ${directory.length} organizations ranked reached ${FIT_FLOOR}%`),
    );
    expect(why).toMatch(/The closest, .+, scored \d+%/);
    expect(why).toMatch(/names no industry, no company size and no location/);
  });

  it('returns fewer, better organizations than a fixed 50 on average, with less Okay Fit padding', () => {
    const all = runs.flatMap((r) => r.ranked.filter((o) => !o.competitor));
    expect(all.length / runs.length).toBeLessThan(25);
    expect(all.filter((o) => o.fitCategory === 'okay').length / all.length).toBeLessThan(0.45);
  });

  it('an imported list with no descriptions: organizations in an industry the user named pass, others say why not', () => {
    const bare = directory.map((c) => ({
      ...c,
      description: null,
      subIndustry: null,
      keywords: c.industry ? [c.industry.toLowerCase()] : [],
      source: 'import' as const,
    }));
    const docuflow = rankOrganizations(SAMPLE_CONFIGS.docuflow!, bare);
    expect(docuflow.length).toBeGreaterThan(10);
    for (const o of docuflow)
      expect(o.matchedCriteria[0]).toMatch(
        /^Industry (?:Software|Financial Services) matches your success industries \((?:SaaS|fintech)\)$/,
      );
    expect(falseReasons(docuflow, SAMPLE_CONFIGS.docuflow!)).toEqual([]);
    // Healthchecks names no industry: buyers inferred from "developers" are not enough without words to compare.
    expect(rankOrganizations(SAMPLE_CONFIGS.healthchecks!, bare)).toEqual([]);
    expect(explainNoGoodFits(SAMPLE_CONFIGS.healthchecks!, bare)).toMatch(
      /Most of these organizations have no description or keywords to compare with/,
    );
  });
});
