import type { Deps } from '../../../context';
import type { PeopleStep } from './people-step';

/**
 * Gives the people-provider steps a company has connected, in the company's order (Integrations tab),
 * or none. This is where Apollo, People Data Labs and Hunter plug in: each source returns its steps for
 * the company (an empty list when not connected or turned off).
 */
export type PeopleStepSource = (deps: Deps, company: { id: string }) => Promise<PeopleStep[]>;

const sources: PeopleStepSource[] = [];

/** Adds a source of provider steps; returns a function that removes it again (tests). */
export function registerPeopleStepSource(source: PeopleStepSource): () => void {
  sources.push(source);
  return () => {
    const at = sources.indexOf(source);
    if (at >= 0) sources.splice(at, 1);
  };
}

/** The connected people-provider steps for the company, after public pages and imports. */
export async function connectedPeopleSteps(deps: Deps, companyId: string): Promise<PeopleStep[]> {
  const lists = await Promise.all(sources.map((source) => source(deps, { id: companyId })));
  return lists.flat();
}
