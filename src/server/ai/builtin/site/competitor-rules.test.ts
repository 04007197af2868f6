import { describe, expect, it } from 'vitest';
import { extractCompetitors } from './competitors';
import { inlineSite } from './fixture-sites.test-data';

const competitorsOf = (html: string, more: { path: string; html: string }[] = []) =>
  extractCompetitors(inlineSite([{ path: '/', html: `<title>Acme</title>${html}` }, ...more]), 'Acme');

describe('competitors: only products the pages position against their own', () => {
  it('takes the products priced after a "competing products" statement', () => {
    expect(
      competitorsOf(
        '<p>Competing products sell features with expensive licenses.</p><p>* Proxly is $20,000/yr for 4 proxies. Webhost Plus starts at $3,675/yr per instance.</p>',
      ),
    ).toBe('Proxly, Webhost Plus');
    // A price without a comparison nearby is not a competitor's.
    expect(competitorsOf('<p>Our partner Stripe is $0 to set up.</p>')).toBe('');
  });

  it('takes category examples ("Most servers (A, B, etc.)") and "faster than X"', () => {
    expect(competitorsOf('<p>Most servers (Nginy, Apachy, etc.) are written in C.</p>')).toBe('Nginy, Apachy');
    expect(competitorsOf('<p>Acme serves pages about 4x faster than Swooly or Roadrun.</p>')).toBe('Swooly, Roadrun');
  });

  it('takes the other columns of a comparison table headed by the product', () => {
    expect(
      competitorsOf(
        '<table><tr><th>Features</th><th>Acme</th><th>Rivalo</th><th>Otherly</th></tr><tr><td>SSO</td><td>Yes</td><td>No</td><td>No</td></tr></table>',
      ),
    ).toBe('Rivalo, Otherly');
    // A plan table is not a comparison.
    expect(competitorsOf('<table><tr><th>Features</th><th>Basic</th><th>Pro</th></tr></table>')).toBe('');
  });

  it('reads "alternative to X" in the social description', () => {
    expect(
      competitorsOf(
        '<meta property="og:description" content="Acme is a simple, privacy-friendly alternative to Google Analytics."><h1>Acme</h1>',
      ),
    ).toBe('Google Analytics');
  });

  it('never takes products the site integrates with, runs on or merely mentions', () => {
    expect(
      competitorsOf(
        '<p>Integrate with tools like Slack, PagerDuty and Opsgenie.</p><p>Works with platforms such as GitHub and GitLab.</p>' +
          '<p>Hosting is provided by AWS.</p><p>Install it on Vercel and host the database on Supabase.</p><p>Notifications in Discord channel.</p>',
      ),
    ).toBe('');
    expect(competitorsOf('<p>Unlike other tools like Rivalo and Otherly, Acme keeps your data.</p>')).toBe(
      'Rivalo, Otherly',
    );
  });
});
