import { describe, expect, it } from 'vitest';
import { provenanceLabel } from './provenance';

describe('provenanceLabel', () => {
  it('names a web source by its host and links the page', () => {
    expect(provenanceLabel({ source: 'web', url: 'https://www.example.com/about?x=1' })).toEqual({
      label: 'example.com',
      href: 'https://www.example.com/about?x=1',
    });
  });
  it('never links a non-http URL', () => {
    expect(provenanceLabel({ source: 'web', url: 'javascript:alert(1)' })).toEqual({ label: 'Web', href: null });
    expect(provenanceLabel({ source: 'web', url: 'not a url' })).toEqual({ label: 'Web', href: null });
  });
  it('labels a data provider by its name (issue 8)', () => {
    expect(provenanceLabel({ source: 'provider', provider: 'Apollo' })).toEqual({ label: 'Apollo', href: null });
  });
  it('labels the directory, imports and the AI', () => {
    expect(provenanceLabel({ source: 'directory' })?.label).toBe('Directory');
    expect(provenanceLabel({ source: 'import' })?.label).toBe('Imported list');
    expect(provenanceLabel({ source: 'ai' })?.label).toBe('AI');
    expect(provenanceLabel(null)).toBeNull();
  });
});
