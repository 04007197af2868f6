import { describe, expect, it } from 'vitest';
import { extractCompanyConfig } from './extract-config';
import { inlineSite } from './fixture-sites.test-data';
import { audiencePhrases } from './audience-phrase';
import { extractCompetitors } from './competitors';
import { deniesFree } from './free-claims';
import { extractPricingModel } from './pricing';
import { pricePoints } from './pricing-notes';

// Synthetic pages written the way real sites write them (issue 22, item 4).
const site = (pages: { path: string; html: string }[]) => inlineSite(pages);
const home = '<title>Tallyo</title><h1>Tallyo</h1><p>Tallyo is an invoicing tool for freelancers.</p>';

describe('prices with the currency before or after the amount', () => {
  it('reads "4 €", "11\u00a0€" (no-break space) and "3.99$" plan prices', () => {
    const model = extractPricingModel(
      site([
        { path: '/', html: home },
        {
          path: '/pricing/',
          html: '<title>Pricing</title><h2>Solo</h2><p>4 € / month</p><h2>Studio</h2><p>11\u00a0€ / month</p><h2>Agency</h2><p>3.99$ per user per month</p><p>Billed annually.</p>',
        },
      ]),
    );
    expect(model).toMatch(/^Tiers: Solo 4 €\/month, Studio 11 €\/month, Agency 3\.99\$ per user per month/);
    expect(model).toMatch(/per-user pricing/);
    expect(model).toMatch(/annual billing/);
  });

  it('reads ISO codes either side and "per user per month" price points', () => {
    expect(pricePoints('Just EUR 12 per user per month\nOr 120 USD a year')).toEqual([
      'EUR 12/user/month',
      '120 USD/year',
    ]);
  });
});

describe('a pricing section on the home page (#pricing)', () => {
  it('reads the plans of a home page section linked as /#pricing', () => {
    const model = extractPricingModel(
      site([
        {
          path: '/',
          html:
            '<title>Tallyo</title><nav><a href="/#pricing">Pricing</a></nav><h1>Tallyo</h1><p>Invoices in a minute.</p>' +
            '<section id="pricing"><h2>Simple pricing</h2><div><h3>Starter</h3><p>$0/mo</p></div><div><h3>Pro</h3><p>$19/mo</p></div></section>',
        },
      ]),
    );
    expect(model).toMatch(/^Tiers: Starter \$0\/mo, Pro \$19\/mo; monthly billing/);
  });
});

describe('never "free" when the page denies it', () => {
  it.each([
    "We don't have a free plan.",
    'Why is there no free version?',
    'Tallyo is not free, but every plan has a 14-day trial.',
    'We do not offer a free tier.',
    "There's no free plan, and there never will be.",
  ])('"%s" denies a free offer', (sentence) => expect(deniesFree(sentence)).toBe(true));

  it.each(['We also offer a free plan.', 'Free forever for one user.', 'Feel free to ask.', 'Not only fast: free.'])(
    '"%s" does not',
    (sentence) => expect(deniesFree(sentence)).toBe(false),
  );

  it('claims no free plan for a pricing page that says "We don\'t have a free plan"', () => {
    const model = extractPricingModel(
      site([
        { path: '/', html: home },
        {
          path: '/pricing/',
          html: "<title>Pricing</title><h2>Monthly</h2><p>$9/month</p><h2>FAQ</h2><h3>Why is there no free version?</h3><p>We don't have a free plan: your subscription pays for development.</p>",
        },
      ]),
    );
    expect(model).toMatch(/\$9\/month/);
    expect(model).not.toMatch(/free/i);
  });
});

describe('target market only from phrases naming who it is for', () => {
  it.each([
    ['Built for Google’s business customers and their partners.', []],
    ['Designed for users in your organization.', []],
    ['Built for small agencies and freelancers.', ['Small agencies and freelancers']],
  ])('%s → %j', (sentence, expected) => expect(audiencePhrases(sentence)).toEqual(expected));

  it('leaves Target Market empty rather than filling it with a fragment', () => {
    const config = extractCompanyConfig(
      site([
        {
          path: '/',
          html: "<title>Tallyo</title><h1>Tallyo</h1><p>Tallyo is made for users in your organization.</p><p>Perfect for Google's business apps.</p>",
        },
      ]),
    );
    expect(config.targetMarket).toBe('');
  });
});

describe('competitors only from products named as alternatives or comparisons', () => {
  it('drops the site’s own plans, section headings and descriptions, and lists each product once', () => {
    const competitors = extractCompetitors(
      site([
        { path: '/', html: `${home}<p>The best alternative to Ledgerly and Ledgerly.io.</p>` },
        {
          path: '/pricing/',
          html: '<title>Pricing</title><h2>Cloud</h2><p>$9/month</p><h2>Pro</h2><p>$29/month</p><p>Run it in the cloud or on your own server.</p>',
        },
        {
          path: '/compare/',
          html:
            '<title>Tallyo vs Billbright</title><h1>Tallyo vs Billbright</h1><p>See how we compare with other alternatives.</p>' +
            '<table><tr><th>Features</th><th>Tallyo</th><th>Billbright</th><th>Cloud</th><th>Pro</th><th>US-based</th></tr></table>' +
            '<a href="/compare/alternatives/">Alternatives</a><a href="/compare/paperfox/">Paperfox</a>' +
            '<p>Switch from InvoiceNest in minutes.</p>',
        },
      ]),
      'Tallyo',
    );
    expect(competitors).toBe('Ledgerly, Billbright, Paperfox, InvoiceNest');
  });
});

describe('description: what the product is, not a feature', () => {
  it('takes "<product> is an …" over "<product> is designed to …" and "is packed with features"', () => {
    const config = extractCompanyConfig(
      site([
        {
          path: '/',
          html:
            '<title>Tallyo</title><h1>Invoices in a minute</h1><p>Tallyo is designed to send reminders the day an invoice is due, with no setup at all.</p>' +
            '<p>Tallyo is packed with features that help you get paid faster than ever before.</p>' +
            '<p>Tallyo is an invoicing tool for freelancers and small agencies.</p>',
        },
      ]),
    );
    expect(config.productDescription).toBe('Tallyo is an invoicing tool for freelancers and small agencies.');
  });
});
