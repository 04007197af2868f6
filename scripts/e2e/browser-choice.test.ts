import { describe, expect, it } from 'vitest';
import { decideBrowser, DEBIAN_CHROMIUM, MISSING_BROWSER_MESSAGE, type BrowserFacts } from './browser-choice';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
const facts = (present: string[], over: Partial<BrowserFacts> = {}): BrowserFacts => ({
  chromiumPathEnv: undefined,
  exists: (p) => present.includes(p),
  playwrightChromium: PLAYWRIGHT,
  isRoot: false,
  hasApt: false,
  ...over,
});

describe('decideBrowser', () => {
  it('prefers CHROMIUM_PATH, then Debian chromium, then Playwright’s own', () => {
    expect(decideBrowser(facts(['/opt/c', DEBIAN_CHROMIUM], { chromiumPathEnv: '/opt/c' }))).toEqual({
      kind: 'use',
      path: '/opt/c',
      source: 'CHROMIUM_PATH',
    });
    expect(decideBrowser(facts([DEBIAN_CHROMIUM, PLAYWRIGHT]))).toEqual({
      kind: 'use',
      path: DEBIAN_CHROMIUM,
      source: 'debian',
    });
    expect(decideBrowser(facts([PLAYWRIGHT]))).toEqual({
      kind: 'use',
      path: PLAYWRIGHT,
      source: 'playwright',
    });
  });

  it('stops on a CHROMIUM_PATH that does not exist, naming it', () => {
    const decision = decideBrowser(
      facts([DEBIAN_CHROMIUM], {
        chromiumPathEnv: '/nope',
        isRoot: true,
        hasApt: true,
      }),
    );
    expect(decision).toMatchObject({ kind: 'stop' });
    expect(decision.kind === 'stop' && decision.message).toContain('/nope');
  });

  it('installs Debian chromium only as root with apt', () => {
    expect(decideBrowser(facts([], { isRoot: true, hasApt: true }))).toEqual({
      kind: 'install-debian',
    });
    expect(decideBrowser(facts([], { isRoot: true, hasApt: false }))).toEqual({
      kind: 'stop',
      message: MISSING_BROWSER_MESSAGE,
    });
    expect(decideBrowser(facts([], { isRoot: false, hasApt: true, playwrightChromium: null }))).toEqual({
      kind: 'stop',
      message: MISSING_BROWSER_MESSAGE,
    });
  });

  it('the stop message is one line that says what to install', () => {
    expect(MISSING_BROWSER_MESSAGE).not.toContain('\n');
    expect(MISSING_BROWSER_MESSAGE).toContain('apt-get install chromium');
  });
});
