import { isWebReaderError } from '../../../web-reader/web-reader-errors';
import { sourceOfFoundPerson, toCandidate } from './candidates';
import { StepUnavailable, type PeopleStep } from './people-step';

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** "Could not read gitlab.com: the site did not answer in time" — the reader's reason, with the site's host. */
export function readFailureMessage(error: unknown, website: string): string {
  const host = hostOf(website);
  if (isWebReaderError(error)) {
    const reason = error.message.slice(error.message.indexOf(': ') + 2);
    return `Could not read ${host}: ${reason}`;
  }
  return `Could not read ${host}: the site could not be read`;
}

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
