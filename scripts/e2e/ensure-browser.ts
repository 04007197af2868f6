/** Run by `npm test` before any test: makes sure the browser tests have a Chromium, or stops in one line. */
import { execFileSync } from 'node:child_process';
import { decideBrowser, DEBIAN_CHROMIUM, MISSING_BROWSER_MESSAGE } from './browser-choice';
import { browserFacts } from './browser-facts';

const decision = decideBrowser(browserFacts());
if (decision.kind === 'stop') {
  console.error(decision.message);
  process.exit(1);
}
if (decision.kind === 'install-debian') {
  console.log("No Chromium found: installing Debian's chromium (apt-get install chromium)…");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Installing chromium with apt-get failed. ${MISSING_BROWSER_MESSAGE}`);
    process.exit(1);
  }
  console.log(`Browser tests will use ${DEBIAN_CHROMIUM}.`);
}
