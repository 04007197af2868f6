import { describe, expect, it } from 'vitest';
import type { RecommendedSolution } from '#domain/workflow';
import type { Contact, Pitch } from '../../shared/types';
import { pitchFor, solutionContacts } from './solution-helpers';

const solution: RecommendedSolution = { id: 'sol-1', product: 'Docs Hosting', reasoning: '', priority: 'High', opportunity: '' };

describe('solution helpers', () => {
  it("lists a solution's contacts newest first, by id when both have one, else by name", () => {
    const contacts = [
      { id: 'old', solutionId: 'sol-1', associatedSolution: 'Other', createdAt: '2026-01-01' },
      { id: 'new', solutionId: null, associatedSolution: 'docs hosting', createdAt: '2026-02-01' },
      { id: 'other', solutionId: 'sol-2', associatedSolution: 'Docs Hosting', createdAt: '2026-03-01' },
      { id: 'none', solutionId: null, associatedSolution: null, createdAt: '2026-03-01' },
    ] as Contact[];
    expect(solutionContacts(contacts, solution).map((c) => c.id)).toEqual(['new', 'old']);
  });

  it('finds the pitch written for a solution by product name', () => {
    const pitches = [{ id: 'p1', solutionProduct: 'DOCS hosting' }] as Pitch[];
    expect(pitchFor(pitches, solution)?.id).toBe('p1');
    expect(pitchFor(pitches, { ...solution, product: 'Analytics' })).toBeNull();
    expect(pitchFor(undefined, solution)).toBeNull();
  });
});
