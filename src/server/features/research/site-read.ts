import type { OrganizationRecord, SiteSnapshot } from '../../ai/engine';
import type { Deps } from '../../context';
import { isWebReaderError } from '../../web-reader/web-reader-errors';

/** The site as read, or null with the reason in words ("Could not read example.com: the site did not answer in time"). */
export type SiteRead = { site: SiteSnapshot; note: null } | { site: null; note: string };

const hostOf = (url: string) => {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** "Could not read gitlab.com: the site did not answer in time": the reader's reason, with the site's host. */
export function readFailureMessage(error: unknown, website: string): string {
  const host = hostOf(website);
  if (isWebReaderError(error)) return `Could not read ${host}: ${error.message.slice(error.message.indexOf(': ') + 2)}`;
  return `Could not read ${host}: the site could not be read`;
}

/** Reads the organization's website now; when it has none or it cannot be read, says so in words (and logs it). */
export async function readOrgSiteReport(
  deps: Deps,
  org: Pick<OrganizationRecord, 'name' | 'website'>,
): Promise<SiteRead> {
  if (!org.website) return { site: null, note: `No website on record for ${org.name}, so no page was read` };
  try {
    const site = await deps.readSite(org.website);
    if (site.pages.every((p) => !p.text.trim()))
      return { site: null, note: `Could not read ${hostOf(org.website)}: its pages have no readable text` };
    return { site, note: null };
  } catch (error) {
    deps.logger.info('organization site not readable', {
      website: org.website,
      error: error instanceof Error ? error.message : String(error),
    });
    return { site: null, note: readFailureMessage(error, org.website) };
  }
}
