import { describe, expect, it } from 'vitest';
import { DEV_DOCS, HOSPITAL, config } from '../rank/test-fixtures';
import { researchAccount } from '../research/research-account';
import { HOOKLINE, HOOKLINE_SITE, SPARSE_IMPORT } from '../research/test-fixtures';
import { dropRepeatedFigures } from './pitch-greeting';
import { writePitch } from './write-pitch';

const body = (pitch: string) => pitch.split('\n\n').slice(1).join('\n\n');
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const digitsIn = (s: string) => s.match(/\d+/g) ?? [];

const cases = () => {
  const rich = researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE);
  const sparse = researchAccount(SPARSE_IMPORT, HOSPITAL, null);
  return [
    ...rich.recommendedSolutions.map((s) => ({ org: HOOKLINE, research: rich, solution: s, config: DEV_DOCS })),
    ...sparse.recommendedSolutions.map((s) => ({
      org: SPARSE_IMPORT,
      research: sparse,
      solution: s,
      config: HOSPITAL,
    })),
    { org: SPARSE_IMPORT, research: null, solution: sparse.recommendedSolutions[0]!, config: HOSPITAL },
    {
      org: { ...SPARSE_IMPORT, industry: null },
      research: null,
      solution: { ...sparse.recommendedSolutions[0]!, reasoning: 'Fits.' },
      config: config({
        productName: 'Zorb',
        productUrl: 'https://zorb.example',
        productDescription: 'Widgets.',
        targetMarket: 'Anyone',
      }),
    },
    {
      org: HOOKLINE,
      research: rich,
      solution: rich.recommendedSolutions[1]!,
      config: {
        ...DEV_DOCS,
        productDescription: `${'Very long description of many features '.repeat(20)}.`,
        metricsKpis: 'x '.repeat(100),
        pricingModel: 'y '.repeat(100),
      },
    },
  ];
};

describe('writePitch', () => {
  it('writes a subject and a 120–220-word body naming the organization and the product', () => {
    for (const { org, research, solution, config } of cases()) {
      const pitch = writePitch(org, research, solution, config);
      expect(pitch).toMatch(/^Subject: .+\n\n/);
      expect(pitch.split('\n')[0]).toContain(org.name);
      expect(body(pitch)).toMatch(new RegExp(`^(?:Dear .+ at ${org.name}|Hello),\n`));
      expect(body(pitch)).toContain(config.productName);
      const n = words(body(pitch));
      expect(n).toBeGreaterThanOrEqual(120);
      expect(n).toBeLessThanOrEqual(220);
    }
  });

  it('uses no number that is not in its inputs', () => {
    for (const { org, research, solution, config } of cases()) {
      const inputs = JSON.stringify([org, research, solution, config]);
      for (const d of digitsIn(writePitch(org, research, solution, config))) expect(inputs).toContain(d);
    }
  });

  it('gives one concrete reason from the research, with its source, and uses the configuration', () => {
    const research = researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE);
    const pitch = writePitch(HOOKLINE, research, research.recommendedSolutions[1]!, DEV_DOCS);
    expect(pitch).toContain(
      'I came across a line on your website that stood out: “Our API reference docs and SDKs get developers to their first webhook in minutes” (https://hookline.io/).',
    );
    expect(pitch.match(/“/g)).toHaveLength(1);
    expect(pitch).toContain('annual subscription per project');
    expect(pitch).toContain('time to first API call');
    expect(pitch).toContain("we can help: DocuFlow's interactive API reference docs.");
    expect(pitch).toContain(
      'DocuFlow is a developer documentation platform that turns OpenAPI specs into interactive API reference docs',
    );
    // Without a quote in the solution, the most personal line of their own pages, with its page.
    const core = writePitch(HOOKLINE, research, research.recommendedSolutions[0]!, DEV_DOCS);
    expect(core).toContain('stood out: “Keeping API documentation in sync with fast-moving releases');
    expect(core).toContain('(https://hookline.io/about)');
  });

  it('greets the contact by first name, else the targeted role, else neutrally; never the company as a team', () => {
    const research = researchAccount(HOOKLINE, DEV_DOCS, HOOKLINE_SITE);
    const solution = research.recommendedSolutions[0]!;
    const a = writePitch(HOOKLINE, research, solution, DEV_DOCS);
    expect(a).toBe(writePitch(HOOKLINE, research, solution, DEV_DOCS));
    expect(body(a)).toMatch(/^Dear VP Engineering at Hookline,\n/);
    expect(body(writePitch(HOOKLINE, research, solution, DEV_DOCS, { name: 'Maria Costa', title: 'CTO' }))).toMatch(
      /^Hi Maria,\n/,
    );
    expect(body(writePitch(HOOKLINE, research, solution, { ...DEV_DOCS, keyDecisionMakers: '' }))).toMatch(/^Hello,\n/);
    expect(a).not.toMatch(/Hookline team|your Software|Software team/);
  });

  it('does not repeat a figure the product description already gave', () => {
    const cfg = {
      ...DEV_DOCS,
      productDescription: 'DocuFlow hosts docs for over 80,000 projects.',
      metricsKpis: 'over 80,000 projects',
    };
    const research = researchAccount(HOOKLINE, cfg, HOOKLINE_SITE);
    const pitch = writePitch(HOOKLINE, research, research.recommendedSolutions[0]!, cfg);
    expect(pitch.match(/80,000 projects/g)).toHaveLength(1);
    expect(
      dropRepeatedFigures(['We serve 80,000 projects.', 'Over 80,000 projects use it.', 'No figures here.']),
    ).toEqual(['We serve 80,000 projects.', 'No figures here.']);
  });
  it('names the provider an organization came from, keeps a title as written, and names the organization at most twice', () => {
    const ledger = {
      ...HOOKLINE,
      name: 'Ashcombe Ledger',
      source: 'apollo',
      description: 'Compliance reporting for regional credit unions.',
      fieldSources: null,
    };
    const cfg = config({
      productName: 'AuditTrail',
      productDescription:
        'AuditTrail is compliance reporting software for credit unions. It ships 40 report templates. It exports to every regulator format.',
      keyDecisionMakers: 'CFO, Chief Compliance Officer',
    });
    const research = researchAccount(ledger, cfg, null);
    const pitch = writePitch(ledger, research, research.recommendedSolutions[0]!, cfg);
    expect(pitch).toContain("I came across your company in Apollo's company data, which describes it as");
    expect(pitch).not.toMatch(/Scoutline|directory/);
    expect(pitch).not.toMatch(/chief Compliance Officer/);
    expect(pitch.replace(/“[^”]*”/g, '').split('Ashcombe Ledger').length - 1).toBeLessThanOrEqual(2);
    // The product in one sentence, never the whole description.
    expect(pitch).not.toContain('It exports to every regulator format');
  });
});
