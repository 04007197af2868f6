import { describe, expect, it } from 'vitest';
import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { rankOrganizations } from './rank-organizations';
import { falseReasons } from './reason-check';

const org = (key: string, description: string, extra: Partial<Candidate> = {}): Candidate => ({
  key,
  name: key,
  domain: null,
  industry: 'Software',
  subIndustry: null,
  sizeRange: '51-200',
  employeeCount: null,
  location: 'Denver, Colorado',
  revenueRange: null,
  founded: null,
  description,
  keywords: [],
  source: 'directory',
  ...extra,
});

const config = (productDescription: string, targetMarket: string): AnalysisConfig => ({
  productName: 'Pipewell',
  productUrl: '',
  productDescription,
  targetMarket,
  successIndustries: '',
  keyDecisionMakers: '',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
});

describe('own-category vendors are competitors by default, judged from their own description', () => {
  it('labels a CRM vendor Competitor for a CRM product, lists it after the buyers and says why in one sentence', () => {
    const c = config('Pipewell is a CRM platform for small sales teams.', 'Small sales teams at software companies');
    const ranked = rankOrganizations(
      c,
      [
        org('Cloudvend', 'Cloud CRM platform for sales, service and marketing teams at software companies.'),
        org(
          'Shipcart',
          'Order management software for small sales teams at software companies; integrates with CRM platforms.',
        ),
      ],
      { floor: false },
    );
    expect(ranked.map((o) => [o.name, !!o.competitor])).toEqual([
      ['Shipcart', false],
      ['Cloudvend', true],
    ]);
    expect(ranked[1]!.reasoning).toMatch(
      /^Competitor: its description calls it “CRM”, your own category \(crm\), so not recommended as a buyer\. /,
    );
    expect(falseReasons(ranked, c)).toEqual([]);
  });

  it('labels a cron monitoring service Competitor for a cron monitoring product', () => {
    const c = config('Cronguard is a cron job monitoring service.', 'Developers and DevOps teams at SaaS companies');
    const ranked = rankOrganizations(
      c,
      [
        org('Tickwatch', 'Cron job monitoring service that alerts DevOps teams when scheduled tasks fail.'),
        org('Buildloop', 'Continuous integration for developers and DevOps teams at SaaS companies.'),
      ],
      { floor: false },
    );
    expect(ranked.find((o) => o.name === 'Tickwatch')!.competitor).toBe(true);
    expect(ranked.find((o) => o.name === 'Buildloop')!.competitor).toBe(false);
    expect(ranked[ranked.length - 1]!.name).toBe('Tickwatch');
  });
});
