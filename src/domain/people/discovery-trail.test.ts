import { describe, expect, it } from 'vitest';
import { describeRun, discoveryIsCharged, trailSummaryLine, type TrailStep } from './discovery-trail';

const step = (over: Partial<TrailStep>): TrailStep => ({
  source: 'web',
  label: 'Public pages',
  kind: 'people',
  status: 'ok',
  returned: 0,
  new: 0,
  enriched: 0,
  suppressed: 0,
  ms: 5,
  ...over,
});

describe('the discovery trail', () => {
  it('reads one line per source', () => {
    const line = trailSummaryLine([
      step({ returned: 3, new: 2 }),
      step({ source: 'import', label: 'Imports', returned: 1, new: 0, enriched: 1, suppressed: 1 }),
      step({
        source: 'apollo',
        label: 'Apollo',
        status: 'not-asked',
        message: 'Not asked: the target of 10 Good-fit contacts was reached',
      }),
      step({ source: 'hunter', label: 'Hunter', kind: 'email-check', returned: 3, note: '3 e-mails verified' }),
    ]);
    expect(line).toBe(
      'Public pages: 3 found, 2 new · Imports: 1 found, 0 new, 1 updated, 1 on the do-not-contact list · Apollo: not asked: the target of 10 Good-fit contacts was reached · Hunter: 3 e-mails verified',
    );
  });

  it('says in words what happened when nothing new was found', () => {
    const failed = step({ status: 'failed', message: 'Could not read gitlab.com: the site did not answer in time' });
    const imports = step({ source: 'import', label: 'Imports', status: 'empty' });
    expect(describeRun({ steps: [failed, imports], newCount: 0, providersConnected: false })).toBe(
      'Could not read gitlab.com: the site did not answer in time; no people provider connected',
    );
    const asked = [
      step({ returned: 2, status: 'ok' }),
      imports,
      step({ source: 'apollo', label: 'Apollo', status: 'empty' }),
    ];
    expect(describeRun({ steps: asked, newCount: 0, providersConnected: true })).toBe('3 sources asked, no new people');
    expect(
      describeRun({ steps: [step({ returned: 3, new: 1, suppressed: 2 })], newCount: 1, providersConnected: false }),
    ).toBe('1 new person; 2 people left out (do-not-contact list); no people provider connected');
  });

  it('says once that no provider was asked when the organization domain is on the do-not-contact list', () => {
    const skipped = (source: string, label: string) =>
      step({ source, label, status: 'skipped', message: 'acme.example is on the do-not-contact list' });
    const steps = [
      step({ status: 'failed', message: 'Could not read acme.example: the site could not be reached' }),
      step({ source: 'import', label: 'Imports', status: 'empty' }),
      skipped('apollo', 'Apollo'),
      skipped('hunter', 'Hunter'),
    ];
    expect(describeRun({ steps, newCount: 0, providersConnected: true })).toBe(
      'Could not read acme.example: the site could not be reached; no people provider was asked: acme.example is on the do-not-contact list',
    );
    expect(describeRun({ steps: steps.slice(1), newCount: 0, providersConnected: true })).toBe(
      'No people provider was asked: acme.example is on the do-not-contact list',
    );
  });

  it('charges only a run that stored someone new', () => {
    expect(discoveryIsCharged(0)).toBe(false);
    expect(discoveryIsCharged(2)).toBe(true);
  });
});
