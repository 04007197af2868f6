import { describe, expect, it } from 'vitest';
import type { EmailCheck } from './email-status';
import type { FieldSource } from './field-sources';
import { fillMissing, type SourcedPerson } from './merge-person';

const page: FieldSource = {
  source: 'web',
  label: 'acme.com/team',
  url: 'https://acme.com/team',
  at: '2026-11-20T10:00:00.000Z',
};
const imported: FieldSource = { source: 'import', label: 'Import', at: '2026-11-01T10:00:00.000Z' };
const finder: FieldSource = { source: 'hunter', label: 'Hunter', recordId: 'x', at: '2026-11-21T10:00:00.000Z' };
const check = (origin: 'found' | 'pattern', status: EmailCheck['status'] = 'unknown'): EmailCheck => ({
  status,
  reason: 'r',
  verifier: 'v',
  label: 'V',
  checkedAt: '2026-11-21T10:00:00.000Z',
  origin,
  score: origin === 'pattern' ? 84 : null,
});

describe('fillMissing (a later source adds, never overwrites)', () => {
  it('adds only the fields the contact lacks, each with its own source', () => {
    const existing: SourcedPerson = {
      values: { name: 'Jane Doe', title: 'CTO', email: null },
      sources: { name: page, title: page },
    };
    const later: SourcedPerson = {
      values: { name: 'Jane M. Doe', title: 'Chief Executive', email: 'jane@acme.com', location: 'Berlin' },
      sources: { name: imported, title: imported, email: imported, location: imported },
      emailCheck: check('found'),
    };
    const { person, added } = fillMissing(existing, later);
    expect(person.values).toEqual({ name: 'Jane Doe', title: 'CTO', email: 'jane@acme.com', location: 'Berlin' });
    expect(person.sources).toEqual({ name: page, title: page, email: imported, location: imported });
    expect(person.emailCheck?.origin).toBe('found');
    expect(added).toEqual(['email', 'location']);
  });

  it('treats blank values as missing and ignores blank incoming values', () => {
    const { person, added } = fillMissing(
      { values: { name: 'Jane', title: '  ' }, sources: { name: page } },
      { values: { name: 'Jane', title: 'CFO', phone: '' }, sources: { title: imported } },
    );
    expect(person.values.title).toBe('CFO');
    expect(added).toEqual(['title']);
  });

  it('keeps a found address over a guessed one, and lets a found address replace a guess', () => {
    const found: SourcedPerson = {
      values: { name: 'Jane', email: 'jane@acme.com' },
      sources: { email: page },
      emailCheck: check('found', 'verified'),
    };
    const guessed: SourcedPerson = {
      values: { name: 'Jane', email: 'j.doe@acme.com' },
      sources: { email: finder },
      emailCheck: check('pattern', 'accept-all'),
    };
    expect(fillMissing(found, guessed).person.values.email).toBe('jane@acme.com');
    const upgraded = fillMissing(guessed, found);
    expect(upgraded.person.values.email).toBe('jane@acme.com');
    expect(upgraded.person.sources.email).toEqual(page);
    expect(upgraded.person.emailCheck).toMatchObject({ origin: 'found', status: 'verified' });
    expect(fillMissing(guessed, { ...guessed, values: { email: 'other@acme.com' } }).person.values.email).toBe(
      'j.doe@acme.com',
    );
  });
});
