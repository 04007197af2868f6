import { describe, expect, it } from 'vitest';
import { parseIndustryTargets } from './industry-match';
import { buyerVocabulary, inferIndustryTargets, techCues } from './persona-industries';
import { buildQuery } from './query';
import { parseTargeting } from './signals';
import { config, HOSPITAL } from './test-fixtures';
import { stem } from './tokenize';

/** A docs platform whose auto-filled configuration never says "Software". */
const DOCS = config({
  productName: 'Docsmith',
  productDescription:
    'Docsmith is a documentation hosting platform that helps developers publish documentation from code.',
  targetMarket: 'Engineering and docs teams; Open source projects',
  keyDecisionMakers: 'Engineering leaders, Technical writers, Developers',
});
const inferred = (c: ReturnType<typeof config>) =>
  inferIndustryTargets(c, parseIndustryTargets([['success industries', c.successIndustries]]));

describe('industries inferred from the buyers', () => {
  it('infers software and internet industries from developer, engineering and docs buyers', () => {
    expect(techCues(DOCS).labels).toEqual(expect.arrayContaining(['developers', 'engineering teams', 'docs teams']));
    const targets = inferred(DOCS);
    expect(targets.map((t) => [t.industry, t.value])).toEqual([
      ['Software', 0.8],
      ['Internet & Digital Services', 0.7],
      ['IT Services', 0.7],
      ['Semiconductors', 0.55],
      ['Computer Hardware & Networking', 0.55],
    ]);
    expect(targets.every((t) => t.inferred && t.field === 'key decision makers')).toBe(true);
  });

  it('needs more than one weak cue, and reads cron jobs as a technical buyer', () => {
    expect(
      inferred(config({ productDescription: 'Scheduling software for hospitals.', keyDecisionMakers: 'IT managers' })),
    ).toEqual([]);
    expect(inferred(HOSPITAL)).toEqual([]);
    const cron = config({
      productName: 'pingcron',
      productDescription: 'Monitor your cron jobs. pingcron is a free and open source service.',
    });
    expect(inferred(cron).map((t) => t.industry)).toContain('Software');
  });

  it('halves inferred tech industries when the configuration names only other industries', () => {
    const health = config({ ...DOCS, successIndustries: 'Healthcare' });
    expect(inferred(health).find((t) => t.industry === 'Software')!.value).toBeCloseTo(0.4);
    const saas = config({ ...DOCS, successIndustries: 'SaaS' });
    expect(inferred(saas).map((t) => t.industry)).not.toContain('Software');
    expect(inferred(saas).find((t) => t.industry === 'IT Services')!.value).toBe(0.7);
  });

  it('adds the words such organizations use to the query, and leaves the product name out of the cues', () => {
    expect(buyerVocabulary(DOCS).map(([w]) => w)).toEqual(expect.arrayContaining(['devops', 'api']));
    const cron = buildQuery(
      config({ productDescription: 'Get notified when your cron jobs fail.', keyDecisionMakers: 'Developers' }),
    );
    expect(cron.find((t) => t.stem === stem('automation'))).toMatchObject({ weight: 1, viaSynonym: true });
    expect(buildQuery(HOSPITAL).some((t) => t.stem === stem('automation'))).toBe(false);
    expect(techCues(config({ productName: 'API Docs Co', productDescription: 'API Docs Co is great.' })).strength).toBe(
      0,
    );
  });

  it('explains an inferred industry match by the buyers', () => {
    const t = parseTargeting(DOCS);
    expect(t.industries.map((i) => i.industry)).toContain('Software');
  });
});
