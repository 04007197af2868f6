import { describe, expect, it } from 'vitest';
import { DOC_FAQS, DOC_SECTIONS } from '#domain/docs-content';
import { highlightParts, searchDocs } from './search-docs';

describe('searchDocs', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(searchDocs('   ')).toEqual({ sections: [...DOC_SECTIONS], faqs: [...DOC_FAQS] });
  });

  it('finds sections by their items and FAQs by question or answer, case-insensitively', () => {
    const viewer = searchDocs('VIEWER');
    expect(viewer.sections.map((s) => s.id)).toContain('roles');
    expect(viewer.faqs.some((f) => f.question === 'Who can change company settings?')).toBe(true);
    const limits = searchDocs('10,000');
    expect(limits.sections.map((s) => s.id)).toEqual(['api-limits']);
    expect(limits.faqs.map((f) => f.question)).toEqual(['What happens when I hit an API limit?']);
  });

  it('finds nothing for text that is not there', () => {
    expect(searchDocs('kubernetes')).toEqual({ sections: [], faqs: [] });
  });
});

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence and keeps the original casing', () => {
    expect(highlightParts('Owner and owner', 'OWNER')).toEqual([
      { text: 'Owner', match: true },
      { text: ' and ', match: false },
      { text: 'owner', match: true },
    ]);
  });

  it('treats the query literally (no regular expression)', () => {
    expect(highlightParts('Fit (0-100 %)', '(0-100')).toEqual([
      { text: 'Fit ', match: false },
      { text: '(0-100', match: true },
      { text: ' %)', match: false },
    ]);
    expect(highlightParts('abc', '')).toEqual([{ text: 'abc', match: false }]);
  });
});
