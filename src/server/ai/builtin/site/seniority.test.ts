import { describe, expect, it } from 'vitest';
import type { AnalysisConfig } from '#domain/workflow';
import { scorePerson } from './score-person';
import { departmentFromTitle, seniorityFromTitle } from './seniority';

describe('seniorityFromTitle', () => {
  it.each([
    ['CEO & Co-founder', 'executive'],
    ['Chief Financial Officer', 'executive'],
    ['CTO', 'executive'],
    ['CISO', 'executive'],
    ['Founder', 'executive'],
    ['President', 'executive'],
    ['Owner', 'executive'],
    ['Partner', 'executive'],
    ['Managing Director', 'executive'],
    ['VP of Sales', 'director'],
    ['Vice President, Engineering', 'director'],
    ['SVP Marketing', 'director'],
    ['Director of Operations', 'director'],
    ['Head of Engineering', 'director'],
    ['Senior Product Designer', 'senior'],
    ['Lead Engineer', 'senior'],
    ['Principal Architect', 'senior'],
    ['Customer Success Manager', 'senior'],
    ['Staff Engineer', 'senior'],
    ['Software Engineer', 'other'],
    ['Product Owner', 'other'],
    ['Partner Manager', 'senior'],
    ['Executive Assistant to the CEO', 'other'],
    ['', 'other'],
    [null, 'other'],
  ] as const)('%j → %s', (title, level) => {
    expect(seniorityFromTitle(title)).toBe(level);
  });
});

describe('departmentFromTitle', () => {
  it.each([
    ['CTO & Co-founder', 'Engineering'],
    ['CEO & Co-founder', 'Executive'],
    ['VP of Sales', 'Sales'],
    ['Head of Marketing', 'Marketing'],
    ['Senior Product Designer', 'Design'],
    ['Product Manager', 'Product'],
    ['Customer Success Manager', 'Customer Success'],
    ['Support Engineer', 'Support'],
    ['CFO', 'Finance'],
    ['COO', 'Operations'],
    ['IT Manager', 'IT'],
    ['Head of People', 'People/HR'],
    ['General Counsel', 'Legal'],
    ['Poet', null],
  ] as const)('%s → %s', (title, department) => {
    expect(departmentFromTitle(title)).toBe(department);
  });
});

describe('scorePerson', () => {
  const config: AnalysisConfig = {
    productName: 'Brightpath',
    productUrl: 'https://brightpath.example',
    productDescription: '',
    targetMarket: 'Engineering and product teams at B2B SaaS companies',
    successIndustries: '',
    keyDecisionMakers: 'CTOs, VP Engineering, Product managers',
    salesCycle: '',
    pricingModel: '',
    metricsKpis: '99.95% uptime; 2 billion events a month',
    overallFeedback: '',
    competitors: '',
  };

  it('scores seniority plus matches with the key decision makers and the target market', () => {
    const cto = scorePerson({ title: 'CTO & Co-founder', sourceUrl: 'https://acme.example/team/' }, config);
    expect(cto).toMatchObject({
      seniorityLevel: 'executive',
      department: 'Engineering',
      fitScore: 100,
      fitCategory: 'perfect',
    });
    expect(cto.reasoning).toBe(
      'CTO & Co-founder (executive level). The title matches "CTOs" in your key decision makers. Engineering is named in your target market or decision makers.',
    );
    expect(cto.bestApproach).toBe(
      'Open with the business case: how Brightpath helps Engineering teams (cite "99.95% uptime"); keep it brief and reference their profile on acme.example/team/.',
    );

    const vp = scorePerson({ title: 'Vice President of Engineering' }, config);
    expect(vp).toMatchObject({ seniorityLevel: 'director', fitScore: 90, fitCategory: 'perfect' });
    expect(vp.bestApproach).toContain('Lead with how Brightpath helps Engineering teams');

    expect(scorePerson({ title: 'Head of Finance' }, config)).toMatchObject({ fitScore: 50, fitCategory: 'poor' });
    expect(scorePerson({ title: 'Senior Product Manager' }, config)).toMatchObject({
      seniorityLevel: 'senior',
      fitScore: 80,
      fitCategory: 'great',
    });
  });

  it('explains a missing title and ties the approach to a solution', () => {
    const none = scorePerson({ title: null }, config, { solution: { product: 'Warehouse sync' }, orgName: 'Acme' });
    expect(none).toMatchObject({ seniorityLevel: 'other', department: null, fitScore: 30 });
    expect(none.reasoning).toBe('No title on the page, so seniority is unknown.');
    expect(none.bestApproach).toBe(
      'Show hands-on value: how Brightpath fits day-to-day work for Acme (cite "99.95% uptime"); reference what your records already show about them. Tie it to Warehouse sync.',
    );
  });
});
