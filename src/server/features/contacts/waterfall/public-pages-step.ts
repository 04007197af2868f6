import { readFailureMessage } from '../../research/site-read';
import { sourceOfFoundPerson, toCandidate } from './candidates';
import { StepUnavailable, type PeopleStep } from './people-step';

/** The organization's own public pages (team, about, contact…), read now; the engine finds the people they name. */
export const publicPagesStep: PeopleStep = {
  id: 'web',
  label: 'Public pages',
  async run(ctx) {
    if (!ctx.org.website) throw new StepUnavailable('No website on record', 'skipped');
    let site;
    try {
      site = await ctx.deps.readSite(ctx.org.website);
    } catch (error) {
      ctx.deps.logger.info('organization site not readable', {
        website: ctx.org.website,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new StepUnavailable(readFailureMessage(error, ctx.org.website));
    }
    const people = await ctx.deps.engine.discoverContacts(ctx.org, ctx.config, { site, people: [] }, ctx.solution);
    return { candidates: people.map((p) => toCandidate(p, sourceOfFoundPerson(p, ctx.now))) };
  },
};
