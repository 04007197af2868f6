import { describe, expect, it } from 'vitest';
import {
  mergeContactInto,
  researchAction,
  researchElapsedSeconds,
  statusLabel,
  transitionToast,
} from './contact-status';
import type { Contact } from './types';

describe('contact enrichment status', () => {
  it('labels the statuses, pending when unset, Unknown otherwise', () => {
    expect(statusLabel('researching')).toBe('Researching');
    expect(statusLabel(null)).toBe('Pending');
    expect(statusLabel('')).toBe('Pending');
    expect(statusLabel('archived')).toBe('Unknown');
  });

  it('offers Research Contact only when not completed, researching or failed; Retry when failed', () => {
    expect(researchAction('pending')).toBe('start');
    expect(researchAction(undefined)).toBe('start');
    expect(researchAction('mystery')).toBe('start');
    expect(researchAction('failed')).toBe('retry');
    expect(researchAction('researching')).toBeNull();
    expect(researchAction('completed')).toBeNull();
  });

  it('toasts entering researching, completion and failure once', () => {
    expect(transitionToast('pending', 'researching', 'Ada')).toMatchObject({
      kind: 'info',
      title: 'Research Started',
      description: expect.stringContaining('5-10 minutes'),
    });
    expect(transitionToast('researching', 'completed', 'Ada')).toMatchObject({
      kind: 'success',
      title: 'Research Complete!',
    });
    expect(transitionToast('researching', 'failed', 'Ada')).toMatchObject({ kind: 'error', title: 'Research Failed' });
    expect(transitionToast('researching', 'researching', 'Ada')).toBeNull();
    expect(transitionToast(null, 'pending', 'Ada')).toBeNull();
  });

  it('merges an updated contact into a list in place', () => {
    const list = [
      { id: 'a', name: 'A', enrichmentStatus: 'pending' },
      { id: 'b', name: 'B', enrichmentStatus: 'pending' },
    ] as Contact[];
    const merged = mergeContactInto(list, { id: 'b', name: 'B', enrichmentStatus: 'completed' } as Contact);
    expect(merged.map((c) => [c.id, c.enrichmentStatus])).toEqual([
      ['a', 'pending'],
      ['b', 'completed'],
    ]);
  });

  it('measures research time from the last status change, never negative', () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    expect(researchElapsedSeconds({ updatedAt: '2026-03-01T10:00:00Z' }, start + 90_500)).toBe(90);
    expect(researchElapsedSeconds({ updatedAt: '2026-03-01T10:00:00Z' }, start - 5000)).toBe(0);
  });
});
