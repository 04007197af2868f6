import { MAX_PITCH_SOLUTIONS } from '#domain/pitches';
import type { RecommendedSolution } from '#domain/workflow';
import type { Pitch } from '../../shared/types';

/** The pitch already written for a solution (one per solution, matched by product name). */
export const pitchFor = (pitches: Pitch[] | undefined, solution: RecommendedSolution) =>
  pitches?.find((p) => p.solutionProduct.toLowerCase() === solution.product.toLowerCase()) ?? null;

/** The products whose pitches one request asks for: each once (in any case), as many as the server takes. */
export function pitchProducts(solutions: Pick<RecommendedSolution, 'product'>[]) {
  const byName = new Map<string, string>();
  for (const { product } of solutions) {
    const name = product.trim();
    if (name && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), name);
  }
  return [...byName.values()].slice(0, MAX_PITCH_SOLUTIONS);
}
