import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedConfig } from '#server/ai/engine';
import { readSavedSite } from '#server/eval/read-saved-site';
import { extractCompanyConfig } from './extract-config';

// Auto-fill on the six real sites of ../shared/data/sites (SOURCES.md there), read as auto-fill reads a live site.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SITES = process.env.SCOUTLINE_SITES_DIR ?? path.resolve(repoRoot, '../shared/data/sites');
const NAMES = ['readthedocs', 'healthchecks', 'sandstorm', 'monica', 'caddy', 'umami'];

describe.skipIf(!existsSync(SITES))('auto-fill on the saved real sites: an empty field beats a wrong one', () => {
  const configs = new Map<string, ExtractedConfig>();
  beforeAll(async () => {
    for (const name of NAMES) configs.set(name, extractCompanyConfig(await readSavedSite(path.join(SITES, name))));
  });
  const get = (name: string) => configs.get(name)!;

  it('Target Market is a short phrase naming who buys, never a sentence, a fragment or a "Trusted by" line', () => {
    expect(get('readthedocs').targetMarket).toBe('Engineering and docs teams; Open source projects; Commercial teams');
    expect(get('sandstorm').targetMarket).toBe('Individuals, businesses and developers; Non-profits');
    expect(get('caddy').targetMarket).toMatch(/^Individuals, startups, businesses and enterprises/);
    expect(get('monica').targetMarket).toMatch(/^People who have jobs, a family/);
    // Neither site says whom it is for on the pages auto-fill reads.
    expect(get('healthchecks').targetMarket).toBe('');
    expect(get('umami').targetMarket).toBe('');
    for (const config of configs.values()) {
      expect(config.targetMarket).not.toMatch(/trusted by|thousands of|ideal choice|must-have|perfect for|\$/i);
      expect(config.targetMarket.split(/\s+/).length).toBeLessThanOrEqual(25);
    }
  });

  it('Pricing Model comes from the pricing section wherever it is, with plan names, prices and periods', () => {
    expect(get('monica').pricingModel).toMatch(/\$9\/month or \$90\/year/);
    expect(get('monica').pricingModel).toMatch(/free plan/);
    expect(get('monica').pricingModel).not.toMatch(/Just/);
    expect(get('caddy').pricingModel).toMatch(
      /^Sponsorship tiers: Indie \$25\/mo, Indie Pro \$50\/mo, Startup \$99\/mo, Startup Pro \$249\/mo, Business \$999\/mo, Business\+ \$2,999\/mo, Enterprise \$5,900\/mo, Enterprise\+ \$11,900\/mo/,
    );
    // Competitors' prices and a hire's salary on the sponsor page are not Caddy's.
    expect(get('caddy').pricingModel).not.toMatch(/20,000|3,675|180,000|annual|Choose/);
    expect(get('umami').pricingModel).toMatch(
      /^Tiers: Hobby \$0\/month, Pro \$20\/month; usage-based \(\$0\.00002 per additional event\)/,
    );
    expect(get('umami').pricingModel).not.toMatch(/Custom \$/);
    expect(get('healthchecks').pricingModel).toMatch(
      /Free \$0\/mo, Standard \$5\/mo, Plus \$50\/mo; monthly or annual billing/,
    );
  });

  it('Competitors only where the pages position a product as an alternative or comparison', () => {
    expect(get('readthedocs').competitors).toBe(
      'GitBook, Mintlify, ReadMe, GitHub Pages, Cloudflare Pages, Netlify, Vercel',
    );
    expect(get('healthchecks').competitors).toBe(
      "Cronitor, Dead Man's Snitch, Coal Mine, PushMon, steward.io, CronAlarm, Watchdog Timer",
    );
    expect(get('umami').competitors).toBe('Google Analytics');
    expect(get('caddy').competitors.split(', ')).toEqual(
      expect.arrayContaining(['Traefik', 'NGINX Plus', 'Apache', 'HAProxy']),
    );
    // Sandstorm and Monica name no competitor: apps they run, hosts, payment and mail services are not competitors.
    expect(get('sandstorm').competitors).toBe('');
    expect(get('monica').competitors).toBe('');
    const integrations =
      /Slack|PagerDuty|Stripe|Let's Encrypt|Cloudflare$|Smallstep|Tailscale|Vercel,|Supabase|Rocket\.Chat|Etherpad|Wekan|Sphinx|MkDocs|Postmark|Linode/;
    for (const [name, config] of configs)
      if (name !== 'readthedocs') expect(config.competitors).not.toMatch(integrations);
  });

  it("Product Description comes from the page's own summary", () => {
    expect(get('caddy').productDescription).toMatch(
      /^Caddy is a powerful, enterprise-ready, open source web server with automatic HTTPS/,
    );
    expect(get('umami').productDescription).toMatch(
      /^Umami is a simple, fast, privacy-friendly alternative to Google Analytics/,
    );
    expect(get('monica').productDescription).toMatch(/^Monica lets you remember everything about your loved ones/);
  });
});
