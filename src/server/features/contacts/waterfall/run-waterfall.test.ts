import { describe, expect, it } from 'vitest';
import type { FieldSource } from '#domain/people/field-sources';
import { contactFitCategory } from '#domain/workflow';
import { createLogger } from '../../../logger';
import type { Deps } from '../../../context';
import {
  StepUnavailable,
  type KnownPerson,
  type PeopleStep,
  type PersonCandidate,
  type StepContext,
  type SuppressionSubject,
} from './people-step';
import { runWaterfall } from './run-waterfall';

const AT = '2026-11-23T10:00:00.000Z';
const src = (source: string): FieldSource => ({ source, label: source, at: AT });

function person(source: string, values: PersonCandidate['values'], fitScore = 80): PersonCandidate {
  const sources = Object.fromEntries(Object.keys(values).map((k) => [k, src(source)]));
  return {
    values,
    sources,
    seniorityLevel: 'senior',
    fitScore,
    fitCategory: contactFitCategory(fitScore),
    reasoning: `from ${source}`,
    bestApproach: '',
    recentActivity: null,
    verified: true,
  };
}

/** A step that records that it ran and what it was told, and gives `people` (or throws `error`). */
function step(
  id: string,
  people: PersonCandidate[],
  calls: { id: string; wanted: number; known: number }[],
  error?: Error,
): PeopleStep {
  return {
    id,
    label: id,
    async run(ctx: StepContext) {
      calls.push({ id, wanted: ctx.wanted, known: ctx.known.length });
      if (error) throw error;
      return { candidates: people };
    },
  };
}

const context = { deps: { logger: createLogger('silent') } as Deps } as unknown as Omit<
  StepContext,
  'known' | 'wanted'
>;
const none = async (c: SuppressionSubject[]) => c.map(() => false);
let tick = 0;
const elapsed = () => (tick += 7);

describe('the contact-discovery waterfall', () => {
  it('asks the sources in order and stops once the target of Good-fit contacts is reached', async () => {
    const calls: { id: string; wanted: number; known: number }[] = [];
    const { pool, trail } = await runWaterfall({
      steps: [
        step('web', [person('web', { name: 'Ann Lee' }), person('web', { name: 'Bo Chan' }, 30)], calls),
        step('import', [person('import', { name: 'Cy Ode' })], calls),
        step('apollo', [person('apollo', { name: 'Di Fox' })], calls),
      ],
      context,
      existing: [],
      target: 2,
      suppressed: none,
      elapsed,
    });
    expect(calls).toEqual([
      { id: 'web', wanted: 2, known: 0 },
      { id: 'import', wanted: 1, known: 2 },
    ]);
    expect(pool.map((p) => p.values.name)).toEqual(['Ann Lee', 'Bo Chan', 'Cy Ode']);
    expect(trail.map((t) => [t.source, t.status, t.returned, t.new, t.ms])).toEqual([
      ['web', 'ok', 2, 2, 7],
      ['import', 'ok', 1, 1, 7],
      ['apollo', 'not-asked', 0, 0, 0],
    ]);
    expect(trail[2]!.message).toBe('Not asked: the target of 2 Good-fit contacts was reached');
  });

  it('counts contacts from earlier runs toward the target', async () => {
    const calls: { id: string; wanted: number; known: number }[] = [];
    const existing: KnownPerson[] = [{ ...person('web', { name: 'Old One' }), id: 'c1' }];
    const { trail } = await runWaterfall({
      steps: [step('web', [], calls), step('import', [], calls)],
      context,
      existing,
      target: 1,
      suppressed: none,
      elapsed,
    });
    expect(calls).toEqual([{ id: 'web', wanted: 0, known: 1 }]);
    expect(trail.map((t) => t.status)).toEqual(['empty', 'not-asked']);
  });

  it('dedupes across sources and earlier runs by e-mail, LinkedIn and name, adding missing fields only', async () => {
    const existing: KnownPerson[] = [{ ...person('web', { name: 'Jane Doe', title: 'CTO' }), id: 'c1' }];
    const { pool, trail } = await runWaterfall({
      steps: [
        step(
          'import',
          [
            person('import', { name: 'jane doe', title: 'Chief Executive', email: 'jane@acme.com' }),
            person('import', { name: 'Max Roe', linkedinUrl: 'linkedin.com/in/maxroe' }),
          ],
          [],
        ),
        step(
          'apollo',
          [
            person('apollo', {
              name: 'Maxwell Roe',
              linkedinUrl: 'https://www.linkedin.com/in/maxroe/',
              location: 'Oslo',
            }),
            person('apollo', { name: 'J. Doe', email: 'JANE@acme.com', phone: '+1 555' }),
          ],
          [],
        ),
      ],
      context,
      existing,
      target: 10,
      suppressed: none,
      elapsed,
    });
    expect(pool).toHaveLength(2);
    const jane = pool.find((p) => p.id === 'c1')!;
    expect(jane.values).toEqual({ name: 'Jane Doe', title: 'CTO', email: 'jane@acme.com', phone: '+1 555' });
    expect([
      jane.sources.name?.source,
      jane.sources.title?.source,
      jane.sources.email?.source,
      jane.sources.phone?.source,
    ]).toEqual(['web', 'web', 'import', 'apollo']);
    expect(jane.added).toEqual(['email', 'phone']);
    const max = pool.find((p) => p.isNew)!;
    expect(max.values).toEqual({ name: 'Max Roe', linkedinUrl: 'linkedin.com/in/maxroe', location: 'Oslo' });
    expect(trail.map((t) => [t.returned, t.new, t.enriched])).toEqual([
      [2, 1, 1],
      [2, 0, 1],
    ]);
  });

  it('never keeps a person on the do-not-contact list, and counts them in the trail', async () => {
    const flagged = async (c: SuppressionSubject[]) => c.map((p) => p.email?.endsWith('@blocked.com') ?? false);
    const { pool, trail } = await runWaterfall({
      steps: [
        step(
          'import',
          [
            person('import', { name: 'A B', email: 'a@blocked.com' }),
            person('import', { name: 'C D', email: 'c@ok.com' }),
          ],
          [],
        ),
      ],
      context,
      existing: [],
      target: 10,
      suppressed: flagged,
      elapsed,
    });
    expect(pool.map((p) => p.values.email)).toEqual(['c@ok.com']);
    expect(trail[0]).toMatchObject({ returned: 2, new: 1, suppressed: 1 });
  });

  it('records a source that failed or was skipped, and asks the next one', async () => {
    const calls: { id: string; wanted: number; known: number }[] = [];
    const { pool, trail } = await runWaterfall({
      steps: [
        step('web', [], calls, new StepUnavailable('Could not read acme.com: the site did not answer in time')),
        step('pdl', [], calls, new Error('socket hang up')),
        step('skip', [], calls, new StepUnavailable('No website on record', 'skipped')),
        step('import', [person('import', { name: 'Ann Lee' })], calls),
      ],
      context,
      existing: [],
      target: 5,
      suppressed: none,
      elapsed,
    });
    expect(calls.map((c) => c.id)).toEqual(['web', 'pdl', 'skip', 'import']);
    expect(trail.map((t) => [t.status, t.message])).toEqual([
      ['failed', 'Could not read acme.com: the site did not answer in time'],
      ['failed', 'pdl did not answer'],
      ['skipped', 'No website on record'],
      ['ok', undefined],
    ]);
    expect(pool).toHaveLength(1);
  });

  it('a solution run counts only the people it found toward the target', async () => {
    const existing: KnownPerson[] = [
      { ...person('web', { name: 'Old One' }), id: 'c1' },
      { ...person('web', { name: 'Old Two' }), id: 'c2' },
    ];
    const calls: { id: string; wanted: number; known: number }[] = [];
    await runWaterfall({
      steps: [step('web', [], calls), step('import', [], calls)],
      context,
      existing,
      target: 1,
      counts: (e) => e.touched,
      suppressed: none,
      elapsed,
    });
    expect(calls.map((c) => c.id)).toEqual(['web', 'import']);
  });
});
