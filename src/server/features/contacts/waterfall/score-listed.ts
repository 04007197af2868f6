import type { FieldSource } from '#domain/people/field-sources';
import type { AnalysisConfig, RecommendedSolution } from '#domain/workflow';
import type { ListedPerson, OrganizationRecord } from '../../../ai/engine';
import type { Deps } from '../../../context';
import { sourceOfFoundPerson, toCandidate } from './candidates';
import type { PersonCandidate } from './people-step';

/**
 * The StepContext.score of one run: the engine scores listed people for the organization and configuration;
 * each result keeps the source of the listed person it came from (matched by `key`, else by name).
 */
export const scoreWith =
  (deps: Deps, org: OrganizationRecord, config: AnalysisConfig, solution?: RecommendedSolution) =>
  async (people: ListedPerson[], sourceOf: (person: ListedPerson) => FieldSource): Promise<PersonCandidate[]> => {
    if (people.length === 0) return [];
    const keyed = people.map((p, i) => ({ ...p, key: p.key ?? `#${i}` }));
    const byKey = new Map(keyed.map((p) => [p.key, p]));
    const scored = await deps.engine.discoverContacts(org, config, { site: null, people: keyed }, solution);
    return scored.map((person) => {
      const listed = (person.key && byKey.get(person.key)) || keyed.find((p) => p.name.trim() === person.name);
      // A person the engine added that was not on the list (an LLM's proposal) is the AI's, not the list's.
      return toCandidate(person, listed ? sourceOf(listed) : sourceOfFoundPerson(person, deps.clock.now()));
    });
  };
