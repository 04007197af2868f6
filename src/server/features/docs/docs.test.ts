import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_FAQS, DOC_SECTIONS, DOC_TUTORIALS } from '#domain/docs-content';
import { CONTACT_RETENTION_DAYS, DAILY_CONTACT_VIEW_LIMIT, orgFitCategory } from '#domain/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renderDocsPdf } from './docs-pdf';

const sectionText = (id: string) => {
  const section = DOC_SECTIONS.find((s) => s.id === id)!;
  return [...section.paragraphs, ...(section.items ?? []).map((i) => `${i.term}: ${i.description}`)].join('\n');
};

describe('documentation content', () => {
  it('states the spec figures: roles, API limits, fit bands, retention', () => {
    expect(sectionText('roles')).toMatch(/Owner: Full access/);
    expect(sectionText('roles')).toMatch(/Admin: Manages users and invitations and most company settings/);
    expect(sectionText('roles')).toMatch(/Member: Core features/);
    expect(sectionText('roles')).toMatch(/Viewer: Read-only/);
    const limits = sectionText('api-limits');
    for (const text of [
      '1000 requests per hour',
      '10,000 requests per hour',
      `${DAILY_CONTACT_VIEW_LIMIT} contact data requests per day`,
      '100 contact discoveries per day',
      '401',
      '403',
      '429',
    ]) {
      expect(limits).toContain(text);
    }
    const bands = sectionText('targeting');
    for (const text of ['8-10: Excellent', '5-7: Good', '1-4: Lower priority']) expect(bands).toContain(text);
    const retention = sectionText('data-retention');
    expect(retention).toContain(`${CONTACT_RETENTION_DAYS} days after discovery`);
    expect(retention).toMatch(/Audit log: 1 year/);
    expect(retention).toMatch(/Backups: 30 days/);
    expect(DOC_TUTORIALS).toHaveLength(6);
    expect(DOC_FAQS.length).toBeGreaterThanOrEqual(5);
  });

  it('describes the app categories with the thresholds the code uses', () => {
    const text = sectionText('targeting');
    expect(text).toContain(
      'Great Fit (75 % and above), Good Fit (55-74 %), Okay Fit (35-54 %) and Poor Fit (below 35 %)',
    );
    expect([
      orgFitCategory(75),
      orgFitCategory(74),
      orgFitCategory(55),
      orgFitCategory(54),
      orgFitCategory(35),
      orgFitCategory(34),
    ]).toEqual(['great', 'good', 'good', 'okay', 'okay', 'poor']);
    expect(orgFitCategory(77)).toBe('great');
  });
});

describe('PDF export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('renders a real, multi-page PDF', async () => {
    const pdf = await renderDocsPdf(new Date('2026-01-02T03:04:00Z'));
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(pdf.length).toBeGreaterThan(5_000);
  });

  it('is downloadable by any company member, not by visitors or users without a company', async () => {
    expect((await t.call('GET', '/api/docs/export.pdf')).status).toBe(401);
    const loner = await t.signUpVerified('loner@acme-docs.io');
    expect((await t.call('GET', '/api/docs/export.pdf', undefined, loner.cookie)).status).toBe(403);
    const owner = await t.ownerWithCompany('owner@acme-docs.io', 'Acme Docs');
    const response = await t.app.request('/api/docs/export.pdf', {
      headers: { cookie: owner.cookie, origin: t.env.APP_URL },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="scoutline-documentation.pdf"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
