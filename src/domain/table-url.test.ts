import { describe, expect, it } from 'vitest';
import { readTableQuery, searchParamsReader, writeTableQuery } from './table-url';

const read = (query: string, kind: Parameters<typeof readTableQuery>[0] = 'organizations', list = false) =>
  readTableQuery(kind, searchParamsReader(new URLSearchParams(query)), { list });

describe('table filters and sort in the URL', () => {
  it('reads every filter form and writes it back the same way', () => {
    const query =
      'q=acme&fit=great&fit=good&score=60..100&industry=Software&industry=Banking%2C+Retail&employees=..500' +
      '&location=berlin&source=apollo&hasContacts=yes&sort=employeeCount.desc';
    const parsed = read(query);
    expect(parsed).toEqual({
      ok: true,
      filter: {
        q: 'acme',
        fit: ['great', 'good'],
        score: { min: 60, max: 100 },
        industry: ['Software', 'Banking, Retail'],
        employees: { max: 500 },
        location: 'berlin',
        source: ['apollo'],
        hasContacts: true,
      },
      sort: { by: 'employeeCount', dir: 'desc' },
    });
    if (!parsed.ok) return;
    const written = writeTableQuery(parsed.filter, parsed.sort);
    expect(read(written.toString())).toEqual(parsed);
  });

  it('keeps parameters it does not own and drops the ones it rewrites', () => {
    const params = writeTableQuery({ industry: ['Retail'] }, null, new URLSearchParams('org=42&industry=Old&since=x'));
    expect(params.toString()).toBe('org=42&since=x&industry=Retail');
  });

  it('uses the default sort, and a list’s own (newest addition first)', () => {
    expect(read('')).toMatchObject({ ok: true, sort: { by: 'fitScore', dir: 'desc' } });
    expect(read('', 'imported_accounts')).toMatchObject({ ok: true, sort: { by: 'name', dir: 'asc' } });
    expect(read('', 'contacts', true)).toMatchObject({ ok: true, sort: { by: 'addedAt', dir: 'desc' } });
  });

  it('says what is wrong with a filter or sort the kind does not take', () => {
    const errors: [string, Parameters<typeof readTableQuery>[0], RegExp][] = [
      ['emailStatus=verified', 'organizations', /does not apply to organizations/],
      ['fit=okay', 'contacts', /okay is not a fit category of contacts/],
      ['fit=perfect', 'organizations', /perfect is not a fit category/],
      ['score=10..x', 'organizations', /not a range/],
      ['score=90..10', 'organizations', /lower bound/],
      ['score=..101', 'organizations', /score/],
      ['sort=website.asc', 'organizations', /cannot be sorted by website/],
      ['sort=addedAt.desc', 'organizations', /cannot be sorted by addedAt/],
      ['hasContacts=1', 'organizations', /yes or no/],
      ['list=nope', 'contacts', /list/],
    ];
    for (const [query, kind, message] of errors) {
      const parsed = read(query, kind);
      expect(parsed.ok, query).toBe(false);
      if (!parsed.ok) expect(parsed.error, query).toMatch(message);
    }
  });
});
