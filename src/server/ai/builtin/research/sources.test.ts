import { describe, expect, it } from 'vitest';
import { recordOwner, recordProvenance, sourceLabel } from './sources';

describe('the provenance of an organization record', () => {
  it('names the data provider that found a discovered organization, not the directory', () => {
    expect(recordProvenance({ source: 'apollo' })).toEqual({ source: 'provider', provider: 'Apollo' });
    expect(recordProvenance({ source: 'pdl' })).toEqual({ source: 'provider', provider: 'People Data Labs' });
    expect(recordOwner({ source: 'pdl' })).toBe('People Data Labs');
    expect(sourceLabel(recordProvenance({ source: 'apollo' }))).toBe('Apollo (a data provider)');
  });

  it('keeps the directory and imports as they were', () => {
    expect(recordProvenance({ source: 'directory' })).toEqual({ source: 'directory' });
    expect(recordOwner({ source: 'import' })).toBe('Your import');
    expect(recordOwner({ source: 'directory' })).toBe('The directory');
  });
});
