import { isGoodOrBetter } from '#domain/people/discovery-settings';
import type { TrailStep } from '#domain/people/discovery-trail';
import type { SourcedField } from '#domain/people/field-sources';
import { fillMissing } from '#domain/people/merge-person';
import { samePerson } from '#domain/people/person-keys';
import type { KnownPerson, PeopleStep, PersonCandidate, StepContext, SuppressionSubject } from './people-step';
import { StepUnavailable } from './people-step';

/** A person in the run's pool: stored before (`id`) or new, whether this run saw them, and the fields it added. */
export type PoolEntry = KnownPerson & { isNew: boolean; touched: boolean; added: SourcedField[]; rescored: boolean };

export type WaterfallInput = {
  steps: PeopleStep[];
  context: Omit<StepContext, 'known' | 'wanted' | 'suppressed'>;
  /** Contacts stored by earlier runs (not suppressed): matched against, and counted toward the target. */
  existing: KnownPerson[];
  target: number;
  /** Which entries count toward the target (a solution's run counts only the people it found). */
  counts?: (entry: PoolEntry) => boolean;
  /** Flags the people on the company's do-not-contact list; they are never kept (steps get it too). */
  suppressed: (people: SuppressionSubject[]) => Promise<boolean[]>;
  /** Milliseconds since some origin (performance.now), for each step's time. */
  elapsed?: () => number;
};

const step0 = (step: PeopleStep): TrailStep => ({
  source: step.id,
  label: step.label,
  kind: 'people',
  status: 'ok',
  returned: 0,
  new: 0,
  enriched: 0,
  suppressed: 0,
  ms: 0,
});

/** Merges a candidate into the entry it matches: missing fields only; the fit follows the title it rests on. */
function mergeInto(entry: PoolEntry, candidate: PersonCandidate): boolean {
  const { person, added } = fillMissing(entry, candidate);
  Object.assign(entry, { values: person.values, sources: person.sources, emailCheck: person.emailCheck });
  entry.added = [...new Set([...entry.added, ...added])];
  entry.touched = true;
  const sameTitle = (entry.values.title ?? null) === (candidate.values.title ?? null);
  if (sameTitle && (candidate.fitScore !== entry.fitScore || added.includes('title'))) {
    Object.assign(entry, {
      seniorityLevel: candidate.seniorityLevel,
      fitScore: candidate.fitScore,
      fitCategory: candidate.fitCategory,
      reasoning: candidate.reasoning,
      bestApproach: candidate.bestApproach,
    });
    entry.rescored = true;
  }
  entry.verified ||= candidate.verified;
  return added.length > 0;
}

/**
 * Asks the sources in order, stopping after a source once `target` people of Good fit or better are known
 * (earlier runs' contacts count). Every step is
 * recorded: asked or not, what it returned, how many were new, filled gaps of known people, or were dropped
 * by the do-not-contact list, and its time. A failing source is recorded and the next one is asked.
 */
export async function runWaterfall(input: WaterfallInput): Promise<{ pool: PoolEntry[]; trail: TrailStep[] }> {
  const elapsed = input.elapsed ?? (() => performance.now());
  const counts = input.counts ?? (() => true);
  const pool: PoolEntry[] = input.existing.map((p) => ({
    ...p,
    isNew: false,
    touched: false,
    added: [],
    rescored: false,
  }));
  const good = () => pool.filter((p) => counts(p) && isGoodOrBetter(p.fitCategory)).length;
  const trail: TrailStep[] = [];
  for (const [index, step] of input.steps.entries()) {
    const record = step0(step);
    trail.push(record);
    // The first source is always asked (a refresh re-reads it); after it, the target stops the run.
    if (index > 0 && good() >= input.target) {
      Object.assign(record, {
        status: 'not-asked',
        message: `Not asked: the target of ${input.target} Good-fit contacts was reached`,
      });
      continue;
    }
    const started = elapsed();
    try {
      const result = await step.run({
        ...input.context,
        known: pool,
        wanted: input.target - good(),
        suppressed: input.suppressed,
      });
      const flags = await input.suppressed(result.candidates.map((c) => c.values));
      record.returned = result.candidates.length + (result.withheld ?? 0);
      record.suppressed = result.withheld ?? 0;
      result.candidates.forEach((candidate, i) => {
        if (flags[i]) return void record.suppressed++;
        const match = pool.find((p) => samePerson(p.values, candidate.values));
        if (!match) {
          pool.push({ ...candidate, isNew: true, touched: true, added: [], rescored: false });
          return void record.new++;
        }
        if (mergeInto(match, candidate) && !match.isNew) record.enriched++;
      });
      record.status = record.returned > 0 ? 'ok' : 'empty';
      if (result.note) record.note = result.note;
    } catch (error) {
      if (!(error instanceof StepUnavailable))
        input.context.deps.logger.warn('people source failed', {
          source: step.id,
          error: error instanceof Error ? error.message : String(error),
        });
      record.status = error instanceof StepUnavailable ? error.status : 'failed';
      record.message = error instanceof StepUnavailable ? error.message : `${step.label} did not answer`;
    }
    record.ms = Math.round(elapsed() - started);
  }
  return { pool, trail };
}
