import robotsParser from 'robots-parser';
import { fetchPage, USER_AGENT, type FetchOptions } from './fetch-page';
import { isWebReaderError, WebReaderError } from './web-reader-errors';

type Rules = { isAllowed(url: string): boolean };

export type RobotsChecker = {
  /** Resolves true when the origin's robots.txt lets ScoutlineBot read the URL; throws when robots.txt itself cannot be reached. */
  isAllowed(url: string): Promise<boolean>;
};

const ALLOW_ALL: Rules = { isAllowed: () => true };
const DISALLOW_ALL: Rules = { isAllowed: () => false };

/** A robots.txt checker that fetches /robots.txt once per origin, through the same address guard. */
export function createRobotsChecker(options: FetchOptions = {}): RobotsChecker {
  const byOrigin = new Map<string, Promise<Rules>>();
  const userAgent = options.userAgent ?? USER_AGENT;
  const load = async (origin: string): Promise<Rules> => {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const page = await fetchPage(robotsUrl, {
        ...options,
        acceptContent: (type) => type === '' || type.startsWith('text/'),
      });
      const robot = robotsParser(robotsUrl, page.body);
      return { isAllowed: (url) => robot.isAllowed(url, userAgent) !== false };
    } catch (error) {
      // RFC 9309: an unavailable robots.txt (4xx) allows everything; a server error means "assume disallowed".
      if (isWebReaderError(error, 'HTTP_ERROR') && error.status !== undefined && error.status < 500) return ALLOW_ALL;
      if (isWebReaderError(error, 'BAD_CONTENT') || isWebReaderError(error, 'TOO_LARGE')) return ALLOW_ALL;
      if (isWebReaderError(error, 'HTTP_ERROR')) return DISALLOW_ALL;
      throw error;
    }
  };
  return {
    async isAllowed(url) {
      const origin = new URL(url).origin;
      let rules = byOrigin.get(origin);
      if (!rules) {
        rules = load(origin);
        byOrigin.set(origin, rules);
      }
      return (await rules).isAllowed(url);
    },
  };
}

/** Throws ROBOTS_DISALLOWED when robots.txt does not allow the URL. */
export async function assertRobotsAllow(checker: RobotsChecker, url: string): Promise<void> {
  if (!(await checker.isAllowed(url))) throw new WebReaderError('ROBOTS_DISALLOWED', url);
}
