import type { RecommendedSolution } from '#domain/workflow';
import type { Pitch } from '../../shared/types';

/** The pitch already written for a solution (one per solution, matched by product name). */
export const pitchFor = (pitches: Pitch[] | undefined, solution: RecommendedSolution) =>
  pitches?.find((p) => p.solutionProduct.toLowerCase() === solution.product.toLowerCase()) ?? null;
