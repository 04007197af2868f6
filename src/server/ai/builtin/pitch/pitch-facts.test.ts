import { describe, expect, it } from 'vitest';
import { config } from '../rank/test-fixtures';
import { researchAccount } from '../research/research-account';
import { HOOKLINE } from '../research/test-fixtures';
import { metricsSentence, pricingSentence } from './pitch-facts';
import { describeProduct, sentence, unTitleCase } from './pitch-text';
import { writePitch } from './write-pitch';

const TIERS =
  'Tiers: Basic $50 per month, Advanced $150 per month, Pro $250 per month, Enterprise from $10k/year; monthly or annual billing; free plan; free for open source';

describe('pitch facts', () => {
  it('speaks about pricing without pasting the price list', () => {
    expect(pricingSentence(config({ pricingModel: TIERS }))).toBe(
      'On pricing: there are Basic, Advanced, Pro and Enterprise plans, with monthly or annual billing, a free plan and free hosting for open source, so you can start with one team and grow from there.',
    );
    expect(pricingSentence(config({ pricingModel: 'Annual subscription per project' }))).toBe(
      'On pricing: annual subscription per project, so you can start with one team and grow from there.',
    );
    expect(
      pricingSentence(
        config({ pricingModel: 'Tiers: Free $0/mo, Standard $5/mo, Plus $50/mo, Team $99/mo, Scale $500/mo' }),
      ),
    ).toBe(
      'On pricing: there are several plans, from Free to Scale, so you can start with one team and grow from there.',
    );
    expect(pricingSentence(config({}))).toBe('');
  });

  it('calls goals KPIs and the site’s own figures context', () => {
    expect(metricsSentence(config({ metricsKpis: 'Time to first API call, fewer support tickets' }), 'DocuFlow')).toBe(
      'It is built to improve metrics such as time to first API call and fewer support tickets.',
    );
    expect(
      metricsSentence(
        config({ metricsKpis: 'over 55 million pages of documentation a month; over 80,000 open source projects' }),
        'Docsmith',
      ),
    ).toBe(
      'For context, Docsmith reports over 55 million pages of documentation a month and over 80,000 open source projects.',
    );
    expect(metricsSentence(config({}), 'Docsmith')).toBe('');
  });

  it('describes a product from an imperative Title Case headline, and ends quoted sentences', () => {
    expect(unTitleCase('Monitor and Get Notified When Your Cron Jobs Fail')).toBe(
      'Monitor and get notified when your cron jobs fail',
    );
    expect(unTitleCase('Docs for GitHub and GitLab teams')).toBe('Docs for GitHub and GitLab teams');
    expect(
      describeProduct('pingcron', 'Monitor and Get Notified When Your Cron Jobs Fail. Free alternative to X.'),
    ).toBe('pingcron lets you monitor and get notified when your cron jobs fail.');
    expect(sentence('one line stood out: “Head count: 12”')).toBe('one line stood out: “Head count: 12”.');
    expect(sentence('it said “we ship.”')).toBe('it said “we ship.”');
  });

  it('opens with the directory description rather than a directory figure, and states the buying process plainly', () => {
    const cfg = config({
      productName: 'Docsmith',
      productDescription:
        'Docsmith is a documentation hosting platform for developers with versioned documentation and integrated search.',
      keyDecisionMakers: 'Developers',
      pricingModel: TIERS,
      metricsKpis: 'over 55 million pages of documentation a month',
      salesCycle: 'Self-serve with a 30-day free trial; enterprise via sales',
    });
    const research = researchAccount(HOOKLINE, cfg, null);
    const pitch = writePitch(HOOKLINE, research, research.recommendedSolutions[1]!, cfg);
    expect(pitch).toContain(
      'I came across your company in a company directory, which describes it as “Developer platform offering webhook',
    );
    expect(pitch).not.toMatch(/Head count|Annual revenue band|stood out/);
    expect(pitch).not.toMatch(/\$\d|Tiers:|metrics such as over/);
    expect(pitch).toContain("we can help: Docsmith's versioned documentation hosting.");
    expect(pitch).toMatch(/Getting started is self-serve with a 30-day free trial\.|On pricing: there are Basic/);
  });
});
