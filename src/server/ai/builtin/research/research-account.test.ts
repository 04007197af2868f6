import { describe, expect, it } from 'vitest';
import { PRIORITIES } from '#domain/workflow';
import { DEV_DOCS, HOSPITAL } from '../rank/test-fixtures';
import { researchAccount } from './research-account';
import { HOOKLINE, HOOKLINE_SITE, QUILL_SITE, SPARSE_IMPORT } from './test-fixtures';

const pageUrls = (site: typeof HOOKLINE_SITE) => site.pages.map((p) => p.url);

describe('researchAccount', () => {
  it('fills the overview from the record, with its provenance', () => {
    const { overview } = researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE);
    expect(overview).toEqual({
      revenue: { value: '$100M-$1B', provenance: { source: 'directory' } },
      employees: { value: '1001-5000 employees', provenance: { source: 'directory' } },
      founded: { value: '2014', provenance: { source: 'directory' } },
      industry: { value: 'Software', provenance: { source: 'directory' } },
      headquarters: { value: 'San Francisco, California', provenance: { source: 'directory' } },
      website: { value: 'https://hookline.io', provenance: { source: 'directory' } },
    });
  });

  it('never fills a field that no source gives', () => {
    const { overview, keyInsights } = researchAccount(SPARSE_IMPORT, DEV_DOCS, null);
    expect(overview.revenue).toBeNull();
    expect(overview.employees).toBeNull();
    expect(overview.founded).toBeNull();
    expect(overview.headquarters).toBeNull();
    expect(overview.industry).toEqual({ value: 'Software', provenance: { source: 'import' } });
    expect(overview.website).toEqual({ value: 'https://quill.example', provenance: { source: 'import' } });
    expect(keyInsights).toEqual([]);
  });

  it('takes missing facts from the pages that state them, citing the page', () => {
    const { overview } = researchAccount(SPARSE_IMPORT, DEV_DOCS, QUILL_SITE);
    const web = { source: 'web', url: 'https://quill.example/company', fetchedAt: '2025-03-01T12:00:00.000Z' };
    expect(overview.founded).toEqual({ value: '2019', provenance: web });
    expect(overview.headquarters).toEqual({ value: 'Austin, Texas', provenance: web });
    expect(overview.employees).toEqual({ value: 'team of 85', provenance: web });
    expect(overview.revenue).toEqual({ value: '$12 million', provenance: web });
  });

  it('quotes typed insights from the pages, each citing its page', () => {
    const { keyInsights } = researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE);
    const types = new Set(keyInsights.map((i) => i.type));
    for (const t of ['pain points', 'competitive intelligence', 'financial', 'team']) expect(types).toContain(t);
    for (const i of keyInsights) {
      if (i.provenance.source === 'web') {
        expect(pageUrls(HOOKLINE_SITE)).toContain(i.provenance.url);
        const page = HOOKLINE_SITE.pages.find((p) => p.url === i.provenance.url)!;
        expect(page.text.replace(/\s+/g, ' ')).toContain(i.content.replace(/^“|”$/g, '').replace(/…$/, ''));
      } else expect(i.provenance).toEqual({ source: 'directory' });
    }
    expect(keyInsights.find((i) => i.type === 'competitive intelligence')!.content).toContain('ReadMe');
  });

  it('grounds why-target bullets in the fit criteria and page evidence', () => {
    const { whyTarget } = researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE);
    expect(whyTarget.length).toBeGreaterThanOrEqual(3);
    expect(whyTarget.length).toBeLessThanOrEqual(5);
    expect(whyTarget).toContain('Industry Software matches your success industries (SaaS).');
    expect(whyTarget.some((b) => b.includes('https://hookline.io/'))).toBe(true);
    const sparse = researchAccount(SPARSE_IMPORT, HOSPITAL, null).whyTarget;
    expect(sparse.length).toBeGreaterThanOrEqual(3);
    expect(sparse.join(' ')).toMatch(/No website pages were available/);
  });

  it('recommends 2–4 solutions from the configuration, without money figures', () => {
    for (const [org, site] of [
      [HOOKLINE, HOOKLINE_SITE],
      [SPARSE_IMPORT, null],
    ] as const) {
      const { recommendedSolutions: s } = researchAccount(org, DEV_DOCS, site);
      expect(s.length).toBeGreaterThanOrEqual(2);
      expect(s.length).toBeLessThanOrEqual(4);
      expect(new Set(s.map((x) => x.id)).size).toBe(s.length);
      for (const x of s) {
        expect(x.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(x.product).toMatch(/^DocuFlow/);
        expect(PRIORITIES).toContain(x.priority);
        expect(x.opportunity).not.toMatch(/[$€£]/);
      }
    }
    const rich = researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE).recommendedSolutions;
    expect(rich[0]).toMatchObject({
      id: 'docuflow',
      priority: 'High',
      opportunity:
        'Team-wide rollout, then other departments (1001-5000 employees), on an annual subscription per project',
    });
    expect(rich.some((x) => x.reasoning.includes('(https://hookline.io/)'))).toBe(true);
  });

  it('is deterministic', () => {
    expect(researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE)).toEqual(
      researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE),
    );
  });
});
