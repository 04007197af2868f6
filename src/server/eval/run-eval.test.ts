import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '#server/ai/builtin/builtin-engine';
import { formatReport } from './print-report';
import { loadExpected, runEval } from './run-eval';

const dir = mkdtempSync(path.join(tmpdir(), 'scoutline-eval-'));
const write = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), body);
};
write(
  'sites/cronwatch/index.html',
  '<title>Cronwatch</title><meta name="description" content="Cronwatch monitors your cron jobs and alerts you when one fails.">' +
    '<h1>Cron monitoring</h1><p>A free alternative to Cronitor.</p><a href="/pricing/">Pricing</a>',
);
write(
  'sites/cronwatch/pricing/index.html',
  '<title>Pricing</title><h2>Free</h2><p>$0/mo</p><h2>Team</h2><p>$20/mo</p>',
);
write(
  'companies.csv',
  'Company,Website,Industry,Description\nOpsly,opsly.example,Software,DevOps tooling for cron jobs and scheduled tasks\nBakery Co,bakery.example,Food,Bread\n',
);
const expected = {
  sites: {
    cronwatch: {
      fields: {
        productDescription: { include: ['cron'] },
        targetMarket: { emptyOk: true, exclude: ['Trusted by'] },
        pricingModel: { include: ['Free', '$0', 'Team', '$20'] },
        competitors: { names: [['Cronitor']] },
      },
    },
    missing: { fields: { productName: { include: ['x'] } } },
  },
  ranking: [
    {
      name: 'cron buyers',
      companies: 'companies.csv',
      site: 'cronwatch',
      top: 5,
      fits: ['Opsly'],
      notFits: ['Bakery Co'],
    },
  ],
};
write('expected.json', JSON.stringify(expected));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runEval', () => {
  it('auto-fills each saved site with the engine, scores every expected field, and ranks the company list', async () => {
    const report = await runEval(createBuiltinEngine(), path.join(dir, 'sites'), path.join(dir, 'expected.json'));
    const site = report.sites.find((s) => s.site === 'cronwatch')!;
    expect(site.error).toBeNull();
    expect(site.scores.productDescription!.score).toBe(100);
    expect(site.scores.pricingModel!.score).toBe(100);
    expect(site.scores.competitors).toMatchObject({
      score: 100,
      outcome: 'right',
    });
    expect(report.sites.find((s) => s.site === 'missing')!.error).toMatch(/no folder/);
    expect(report.fieldAverages.productName).toMatchObject({
      score: 0,
      sites: 1,
    });
    expect(report.ranking[0]).toMatchObject({
      name: 'cron buyers',
      error: null,
    });
    const ranked = report.ranking[0]!;
    expect(ranked).toMatchObject({ found: ['Opsly'], missing: [], score: 100 });
    // Whatever the engine ranks, a listed non-fit in the top list is reported as wrongly recommended.
    expect(ranked.wronglyRecommended).toEqual(ranked.top.includes('Bakery Co') ? ['Bakery Co'] : []);
    const text = formatReport(report);
    expect(text).toContain('Engine: builtin');
    expect(text).toMatch(/price\s+100/);
  });

  it('says which part of an expected file does not fit the format', () => {
    write('bad.json', JSON.stringify({ sites: { a: { fields: { pricing: {} } } } }));
    expect(() => loadExpected(path.join(dir, 'bad.json'))).toThrow(
      /does not fit the expected-answers format: sites\.a\.fields/,
    );
  });
});
