import { describe, expect, it } from 'vitest';
import { LANDING_FIGURES, planSummaries } from './landing-content';

describe('planSummaries', () => {
  it('lists the four plans with their credits and seats', () => {
    expect(planSummaries().map(({ name, credits, seats }) => [name, credits, seats])).toEqual([
      ['Free Trial', '100 AI research credits', '5 users'],
      ['Starter', '1,000 credits per month', 'Up to 5 members'],
      ['Professional', '5,000 credits per month', 'Up to 25 members'],
      ['Enterprise', '25,000 credits per month', 'Up to 100 members'],
    ]);
  });

  it('highlights only the trial, where everyone starts', () => {
    expect(
      planSummaries()
        .filter((p) => p.highlight)
        .map((p) => p.plan),
    ).toEqual(['trial']);
  });
});

describe('LANDING_FIGURES', () => {
  it('holds the spec figures', () => {
    expect(LANDING_FIGURES.map((f) => `${f.value} ${f.label}`)).toEqual([
      '95% Accuracy',
      '3x Faster research',
      '50% Higher response rates',
    ]);
  });
});
