import { describe, expect, it } from 'vitest';
import { keywordsFor } from './keywords';

describe('keywordsFor', () => {
  it('puts industry phrases first, then meaningful description words', () => {
    expect(
      keywordsFor({
        industry: 'E-Commerce, Analytics',
        subIndustry: 'Hotels, Resorts & Cruise Lines',
        description: 'Talkable is a social referral platform for online stores and the 2,000 brands.',
      }),
    ).toEqual([
      'e-commerce',
      'analytics',
      'hotels',
      'resorts',
      'cruise lines',
      'talkable',
      'social',
      'referral',
      'online',
      'stores',
      'brands',
    ]);
  });

  it('copes with nothing and caps the list', () => {
    expect(keywordsFor({})).toEqual([]);
    expect(keywordsFor({ description: Array.from({ length: 50 }, (_, i) => `word${i}x`).join(' ') }, 5)).toHaveLength(
      5,
    );
  });
});
