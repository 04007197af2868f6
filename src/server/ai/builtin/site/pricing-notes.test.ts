import { describe, expect, it } from 'vitest';
import { inlineSite } from './fixture-sites.test-data';
import { extractPricingModel, isTierName } from './pricing';
import { billingPeriods, pricePoints, usageRates } from './pricing-notes';

const site = (pricing: string, home = '<title>Acme</title><h1>Acme</h1>', path = '/pricing/') =>
  inlineSite([
    { path: '/', html: home },
    { path, html: pricing },
  ]);

describe('pricing model on small pages', () => {
  it('reads a price without a plan name ("Just $9/month … $90/year") as a paid plan with both periods', () => {
    const model = extractPricingModel(
      site(
        '<title>Pricing</title><h1>How much?</h1><p>Just $9/month</p><p>Or, pay $90/year.</p><p>We also offer a free plan.</p>',
      ),
    );
    expect(model).toBe('Paid plan $9/month or $90/year; monthly or annual billing; free plan');
  });

  it('takes "Business+" as a plan and never a button ("Choose Business") or an adverb', () => {
    expect(isTierName('Business+')).toBe(true);
    expect(isTierName('Choose Business')).toBe(false);
    expect(isTierName('Just')).toBe(false);
    const model = extractPricingModel(
      site(
        '<title>Pricing</title><h2>Business</h2><p>$999/mo.</p><a>Choose Business</a><h2>Business+</h2><p>$2,999/mo.</p><a>Choose Business+</a>',
      ),
    );
    expect(model).toBe('Tiers: Business $999/mo, Business+ $2,999/mo; monthly billing');
  });

  it("calls the plans of a sponsorship page sponsorship tiers, and does not take a competitor's yearly price for annual billing", () => {
    const model = extractPricingModel(
      site(
        '<title>Sponsor the project</title><h2>Indie</h2><p>$25/mo.</p><h2>Startup</h2><p>$99/mo.</p><p>* OtherProxy is $20,000/yr for 4 proxies. An engineer may cost $180,000/year.</p>',
        '<title>Acme</title><meta name="description" content="Acme is an open source web server.">',
        '/sponsor/',
      ),
    );
    expect(model).toBe('Sponsorship tiers: Indie $25/mo, Startup $99/mo; monthly billing; open source');
  });

  it('states a usage rate once, and never takes "Custom" for a plan', () => {
    const model = extractPricingModel(
      site(
        '<title>Pricing</title><h2>Hobby</h2><p>$0/ month</p><h2>Pro</h2><p>$20/ month</p><p>$0.00002 per additional event</p><p>Additional events</p><p>$0.00002 per event</p><p>Custom</p>',
      ),
    );
    expect(model).toBe(
      'Tiers: Hobby $0/month, Pro $20/month; usage-based ($0.00002 per additional event); monthly billing',
    );
  });

  it('says when the product is free to self-host', () => {
    expect(
      extractPricingModel(site('<title>Pricing</title><p>Nothing if you host it yourself.</p><p>Just $5/month</p>')),
    ).toBe('Paid plan $5/month; monthly billing; free to self-host');
  });

  it('helpers: periods from the plan prices or billing words, price points, usage rates', () => {
    expect(billingPeriods(['Pro $10/mo'], 'Monthly Annual (20% off on annual plan)')).toEqual({
      monthly: true,
      annual: true,
    });
    expect(billingPeriods(['Pro $10/mo'], 'A hire costs $180,000/year.')).toEqual({ monthly: true, annual: false });
    expect(
      pricePoints(
        'Just $9/month\nOr, pay $90/year.\nA very long sentence that mentions $5/month somewhere far beyond sixty characters.',
      ),
    ).toEqual(['$9/month', '$90/year']);
    expect(usageRates('$0.002 per request and $5 per GB')).toEqual(['$0.002 per request', '$5 per GB']);
  });
});
