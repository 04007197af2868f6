import { describe, expect, it } from 'vitest';
import type { RecommendedSolution } from '#domain/workflow';
import type { Pitch } from '../../shared/types';
import { pitchFor, pitchProducts } from './solution-helpers';

const solution: RecommendedSolution = {
  id: 'sol-1',
  product: 'Docs Hosting',
  reasoning: '',
  priority: 'High',
  opportunity: '',
};

describe('solution helpers', () => {
  it('finds the pitch written for a solution by product name', () => {
    const pitches = [{ id: 'p1', solutionProduct: 'DOCS hosting' }] as Pitch[];
    expect(pitchFor(pitches, solution)?.id).toBe('p1');
    expect(pitchFor(pitches, { ...solution, product: 'Analytics' })).toBeNull();
    expect(pitchFor(undefined, solution)).toBeNull();
  });

  it('asks for each solution’s pitch once, in any case, and no more than the server takes', () => {
    const solutions = [
      { product: 'Docs Hosting' },
      { product: ' docs hosting ' },
      { product: ' ' },
      { product: 'Search' },
    ];
    expect(pitchProducts(solutions)).toEqual(['Docs Hosting', 'Search']);
    const many = Array.from({ length: 25 }, (_, i) => ({ product: `P${i}` }));
    expect(pitchProducts(many)).toHaveLength(20);
  });
});
