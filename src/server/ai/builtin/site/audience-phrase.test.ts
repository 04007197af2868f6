import { describe, expect, it } from 'vitest';
import { audienceAt, audiencePhrases, isAudienceHeading } from './audience-phrase';
import { extractDecisionMakers, extractTargetMarket } from './market';
import { inlineSite } from './fixture-sites.test-data';

describe('audiencePhrases: who buys, as a short phrase, never the sentence', () => {
  it('takes the audience of "built for", "X is for", "ideal choice for" and "we work with" sentences', () => {
    expect(audiencePhrases('Built for product managers and growth teams at B2B SaaS companies.')).toEqual([
      'Product managers and growth teams at B2B SaaS companies',
    ]);
    expect(audiencePhrases('The ideal choice for bootstrapped, early-stage startups.')).toEqual([
      'Bootstrapped, early-stage startups',
    ]);
    expect(
      audiencePhrases(
        'Monica is for people who have jobs, a family, and are busy trying to find a good work/life balance.',
      ),
    ).toEqual(['People who have jobs, a family, and are busy trying to find a good work/life balance']);
    expect(
      audiencePhrases(
        'We work with businesses and teams of all sizes, from startups to enterprises, non-profits and government agencies.',
      ),
    ).toEqual(['Businesses and teams of all sizes, from startups to enterprises, non-profits and government agencies']);
  });

  it('reads a short "For …" heading only when it names an audience', () => {
    expect(audiencePhrases('For open source projects')).toEqual(['Open source projects']);
    expect(audiencePhrases('For engineering and docs teams')).toEqual(['Engineering and docs teams']);
    expect(audiencePhrases('for effortless insights.')).toEqual([]);
  });

  it('keeps only the audience of a sentence about plans or prices, and drops a clause after a comma or a "that" clause', () => {
    expect(
      audiencePhrases(
        'Business and Enterprise plans for commercial teams, with a free Community tier for open source.',
      ),
    ).toEqual(['Commercial teams']);
    expect(audiencePhrases('Special pricing available for non-profits.')).toEqual(['Non-profits']);
    expect(
      audiencePhrases('Our professional sponsorships are prime for businesses of all sizes that count on Caddy.'),
    ).toEqual(['Businesses of all sizes']);
  });

  it('names nobody from social proof, generic nouns, features or questions', () => {
    expect(audiencePhrases('Trusted by thousands of companies')).toEqual([]);
    expect(audiencePhrases('Used by over 10,000 teams.')).toEqual([]);
    expect(audiencePhrases('Trusted by 1,200 companies in fintech, healthcare and e-commerce.')).toEqual([
      'Companies in fintech, healthcare and e-commerce',
    ]);
    expect(audiencePhrases('Organization-wide access control and login integration for your business.')).toEqual([]);
    expect(audiencePhrases('Built for people.')).toEqual([]);
    expect(audiencePhrases('Perfect for customer-owned domains.')).toEqual([]);
    expect(audiencePhrases('Who is it for?')).toEqual([]);
    expect(audiencePhrases('These tiers are must-haves for any new business ventures.')).toEqual([]);
  });

  it('finds the noun phrase that starts a text, or nothing', () => {
    expect(audienceAt('the individual developer')).toBe('');
    expect(audienceAt('startups, agencies and enterprises. More text')).toBe('Startups, agencies and enterprises');
    expect(isAudienceHeading('Small businesses')).toBe(true);
    expect(isAudienceHeading('Insurance')).toBe(false);
  });
});

describe('extractTargetMarket', () => {
  it('lists the buyer groups a plan page is organised by, then the audiences sentences name', () => {
    const site = inlineSite([
      {
        path: '/',
        html: '<title>Serverly</title><h1>The web server</h1><p>Perfect for customer-owned domains.</p><p>Trusted by thousands of companies</p>',
      },
      {
        path: '/pricing/',
        html:
          '<title>Pricing</title><h2>Individuals</h2><p>Indie $25/mo.</p><h2>Startups</h2><p>Startup $99/mo.</p><p>The ideal choice for bootstrapped, early-stage startups.</p>' +
          '<h2>Businesses</h2><p>Business $999/mo.</p><h3>Consultants</h3><p>Fees are high.</p>',
      },
    ]);
    expect(extractTargetMarket(site)).toBe('Individuals, startups and businesses; Bootstrapped, early-stage startups');
  });

  it('is empty when no sentence names who buys', () => {
    const site = inlineSite([
      {
        path: '/',
        html: '<title>Cronly</title><h1>Cron monitoring</h1><p>Get notified when your cron jobs fail.</p><p>Trusted by 5,000 developers</p>',
      },
    ]);
    expect(extractTargetMarket(site)).toBe('');
  });
});

describe('extractDecisionMakers', () => {
  it('counts roles only where the pages say who the product is for, not contributors or testimonials', () => {
    const site = inlineSite([
      {
        path: '/',
        html:
          '<title>Acme</title><meta name="description" content="Acme helps IT teams patch servers.">' +
          '<p>Built for engineering managers.</p><p>Loved by users. Adored by developers.</p>' +
          '<p>Thousands of developers worldwide contribute to Acme.</p><p>Developers love the API.</p>' +
          '<p>Administered by your IT team.</p>',
      },
    ]);
    expect(extractDecisionMakers(site)).toBe('Engineering leaders and teams, IT managers and administrators');
  });
});
