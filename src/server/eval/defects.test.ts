import { describe, expect, it } from 'vitest';
import { fragmentMarkets, inventedFree, junkCompetitors } from './defects';

describe('eval defect counts', () => {
  it('counts a "free" the pages deny', () => {
    expect(inventedFree('Paid plan $9/month; free plan', "FAQ\nWe don't have a free plan.")).toBe(1);
    expect(inventedFree('Tiers: Solo 0 €/month, Pro 9 €/month', 'Why is there no free version?')).toBe(1);
    expect(inventedFree('Paid plan $9/month', "We don't have a free plan.")).toBe(0);
    expect(inventedFree('Tiers: Free $0/mo', 'Start free.')).toBe(0);
  });

  it('counts competitor entries not expected and entries listed twice', () => {
    const expected = { names: [['Cronitor'], ["Dead Man's Snitch"]], alsoCorrect: [] };
    expect(junkCompetitors('Cronitor, Cloud, Pro, Alternatives, Cronitor.io, US-based', expected)).toBe(5);
    expect(junkCompetitors("Cronitor, Dead Man's Snitch", expected)).toBe(0);
  });

  it('counts Target Market parts that are fragments', () => {
    expect(fragmentMarkets("Google's business; Users in your organization; Small agencies and freelancers")).toBe(2);
    expect(fragmentMarkets('Engineering and docs teams; Open source projects')).toBe(0);
  });
});
