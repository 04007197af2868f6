import { describe, expect, it } from 'vitest';
import { provenanceNote, valuesToWrite } from './crm-values';

describe('valuesToWrite: a later push writes only what nobody edited in the CRM', () => {
  const lastSent = { name: 'Acme', city: 'Berlin', numberofemployees: '120' };

  it('updates a value the CRM still holds as Scoutline sent it, keeps one a CRM user changed', () => {
    const plan = valuesToWrite(
      { name: 'Acme', city: 'Hamburg', numberofemployees: '150' },
      { name: 'Acme', city: 'Munich', numberofemployees: '120' },
      lastSent,
    );
    expect(plan.write).toEqual({ numberofemployees: '150' });
    expect(plan.kept).toEqual(['city']);
    // The value last sent stays the one the CRM user replaced: a later push still leaves it alone.
    expect(plan.sent).toMatchObject({ city: 'Berlin', numberofemployees: '150' });
  });

  it('keeps a value a CRM user cleared (emptied after Scoutline sent it): clearing is an edit', () => {
    const plan = valuesToWrite(
      { name: 'Acme', city: 'Berlin', numberofemployees: '120' },
      { name: 'Acme', city: '', numberofemployees: null },
      lastSent,
    );
    expect(plan.write).toEqual({});
    expect(plan.kept.sort()).toEqual(['city', 'numberofemployees']);
  });

  it('fills an empty property Scoutline never sent (a record matched by domain, or a newly mapped field)', () => {
    const plan = valuesToWrite(
      { name: 'Acme', industry: 'Software', city: 'Berlin' },
      { name: 'Acme', industry: null, city: '' },
      {},
    );
    expect(plan.write).toEqual({ industry: 'Software', city: 'Berlin' });
    expect(plan.kept).toEqual([]);
  });
});

describe('provenanceNote', () => {
  it('carries the fit score, the reasons, and every source with its date', () => {
    const note = provenanceNote(
      {
        fitScore: 87,
        fitCategory: 'great',
        aiReasoning: 'Publishes an API <reference> & hires writers',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        industry: { label: 'Apollo', at: '2026-02-20T08:00:00Z', recordId: 'ap-1' },
        website: { label: 'Web page', url: 'https://acme.example/about', at: '2026-02-21T08:00:00Z' },
      },
    );
    expect(note).toContain('Fit score: 87 (great)');
    expect(note).toContain('Why: Publishes an API &lt;reference&gt; &amp; hires writers');
    expect(note).toContain('<li>industry: Apollo record ap-1, 2026-02-20</li>');
    expect(note).toContain('<li>website: Web page (https://acme.example/about), 2026-02-21</li>');
    expect(note).toContain('found 2026-03-01');
  });
});
