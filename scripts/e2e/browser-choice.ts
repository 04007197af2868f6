/**
 * Which Chromium the browser tests drive, decided before they start: CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, Playwright's own download; else install Debian's chromium when running as root with
 * apt, or stop at once with one line saying what to install. Pure, so the decision is unit-tested.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export type BrowserFacts = {
  chromiumPathEnv: string | undefined;
  exists: (path: string) => boolean;
  playwrightChromium: string | null;
  isRoot: boolean;
  hasApt: boolean;
};

export type BrowserDecision =
  | {
      kind: 'use';
      path: string;
      source: 'CHROMIUM_PATH' | 'debian' | 'playwright';
    }
  | { kind: 'install-debian' }
  | { kind: 'stop'; message: string };

export const MISSING_BROWSER_MESSAGE =
  'No Chromium for the browser tests: install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
  'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.';

/** The browser already on this machine, if any (no installing). */
export function installedBrowser(facts: Omit<BrowserFacts, 'isRoot' | 'hasApt'>): BrowserDecision | null {
  if (facts.chromiumPathEnv) {
    return facts.exists(facts.chromiumPathEnv)
      ? { kind: 'use', path: facts.chromiumPathEnv, source: 'CHROMIUM_PATH' }
      : {
          kind: 'stop',
          message: `CHROMIUM_PATH is ${facts.chromiumPathEnv}, which does not exist. ${MISSING_BROWSER_MESSAGE}`,
        };
  }
  if (facts.exists(DEBIAN_CHROMIUM)) return { kind: 'use', path: DEBIAN_CHROMIUM, source: 'debian' };
  if (facts.playwrightChromium && facts.exists(facts.playwrightChromium)) {
    return {
      kind: 'use',
      path: facts.playwrightChromium,
      source: 'playwright',
    };
  }
  return null;
}

export function decideBrowser(facts: BrowserFacts): BrowserDecision {
  const found = installedBrowser(facts);
  if (found) return found;
  if (facts.isRoot && facts.hasApt) return { kind: 'install-debian' };
  return { kind: 'stop', message: MISSING_BROWSER_MESSAGE };
}
