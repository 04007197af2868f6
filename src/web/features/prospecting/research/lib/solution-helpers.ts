import { matchesSolution } from '#domain/contacts';
import type { RecommendedSolution } from '#domain/workflow';
import type { Contact, Pitch } from '../../shared/types';

/** A solution's contacts, newest first. */
export const solutionContacts = (contacts: Contact[], solution: RecommendedSolution) =>
  contacts.filter((c) => matchesSolution(c, solution)).sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());

/** The pitch already written for a solution (one per solution, matched by product name). */
export const pitchFor = (pitches: Pitch[] | undefined, solution: RecommendedSolution) =>
  pitches?.find((p) => p.solutionProduct.toLowerCase() === solution.product.toLowerCase()) ?? null;
