import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedConfig } from '#server/ai/engine';
import { extractCompanyConfig } from './extract-config';
import { inlineSite, readFixtureSite } from './fixture-sites.test-data';

describe('extractCompanyConfig on the Brightpath fixture (a B2B SaaS)', () => {
  let config: ExtractedConfig;
  beforeAll(async () => {
    config = extractCompanyConfig((await readFixtureSite('brightpath')).site);
  });

  it('takes the product name from og:site_name and the description from the meta description', () => {
    expect(config.productName).toBe('Brightpath');
    expect(config.productDescription).toBe(
      'Brightpath is a product analytics platform that turns raw product events into clear answers for B2B software companies.',
    );
  });

  it('names who buys as short phrases from "built for" and "trusted by" statements, never the sentence', () => {
    expect(config.targetMarket).toBe(
      'Product managers, engineering leaders and growth teams at B2B SaaS companies; Companies in fintech, healthcare and e-commerce; B2B companies',
    );
  });

  it('lists only industries the pages name', () => {
    expect(config.successIndustries.split(', ').sort()).toEqual([
      'Financial services',
      'Healthcare',
      'Retail & e-commerce',
      'Software & SaaS',
    ]);
  });

  it('lists buyer roles from product pages, not the staff titles of the team page', () => {
    expect(config.keyDecisionMakers).toBe('Engineering leaders and teams, Product managers, Growth teams');
    expect(config.keyDecisionMakers).not.toMatch(/CEO|CTO|Sales/);
  });

  it('states the sales cycle from the trial, self-serve, sales and annual evidence', () => {
    expect(config.salesCycle).toBe(
      'Self-serve with a 14-day free trial and a free tier; enterprise via sales; annual plans available',
    );
  });

  it('reads tiers and prices from the pricing page', () => {
    expect(config.pricingModel).toBe(
      'Tiers: Free $0 per month, Team $29 per seat/month; per-user pricing; monthly or annual billing; enterprise pricing on request',
    );
  });

  it('keeps the figures the site claims', () => {
    expect(config.metricsKpis.split('; ')).toEqual([
      '1,200 companies',
      '99.95% uptime over the last twelve months',
      'Over 2 billion events processed every month',
      '3x faster with Brightpath',
      'reduced trial churn by 18% in one quarter',
    ]);
  });

  it('names competitors only where the site names them (comparison page, "unlike X and Y")', () => {
    expect(config.competitors).toBe('Amplitude, Heap, Mixpanel');
  });

  it('never fills overall feedback, and keeps every value short', () => {
    expect(config.overallFeedback).toBe('');
    for (const value of Object.values(config)) expect(value.length).toBeLessThan(400);
  });
});

describe('extractCompanyConfig on the Tallyworks fixture (pages that support almost nothing)', () => {
  it('fills the name and description and leaves every unsupported field empty', async () => {
    const config = extractCompanyConfig((await readFixtureSite('tallyworks')).site);
    expect(config).toEqual({
      productName: 'Tallyworks',
      productDescription: 'Bookkeeping and payroll done carefully by a small office in Leeds, every month since 2009.',
      targetMarket: '',
      successIndustries: '',
      keyDecisionMakers: '',
      salesCycle: '',
      pricingModel: '',
      metricsKpis: '',
      overallFeedback: '',
      competitors: '',
    });
  });
});

describe('extractCompanyConfig details', () => {
  it('returns all fields empty for a site with no pages', () => {
    expect(
      Object.values(extractCompanyConfig({ rootUrl: 'https://x.example/', pages: [] })).every((v) => v === ''),
    ).toBe(true);
  });

  it('takes the brand before a title separator, and the hero paragraph when there is no meta description', () => {
    const site = inlineSite([
      {
        path: '/',
        html: '<title>Quillstack — Notes for research teams</title><h1>Write it down</h1><p>Quillstack keeps every lab notebook searchable and signed, in one place.</p>',
      },
      {
        path: '/about/',
        html: '<title>About — Quillstack</title><p>We started in a lab.</p>',
      },
    ]);
    const config = extractCompanyConfig(site);
    expect(config.productName).toBe('Quillstack');
    expect(config.productDescription).toBe('Quillstack keeps every lab notebook searchable and signed, in one place.');
  });

  it('falls back to the domain brand when nothing else names the product', () => {
    const site = inlineSite(
      [
        {
          path: '/',
          html: '<h1>Welcome to our website</h1><p>Hello there.</p>',
        },
      ],
      'https://www.lumora.example',
    );
    expect(extractCompanyConfig(site).productName).toBe('Lumora');
  });

  it('does not read competitors into a generic "vs" heading', () => {
    const site = inlineSite([
      {
        path: '/',
        html: '<title>Acme</title><h2>Acme vs Other Tools</h2><p>Compared to spreadsheets, Acme is faster.</p>',
      },
    ]);
    expect(extractCompanyConfig(site).competitors).toBe('');
  });
});
