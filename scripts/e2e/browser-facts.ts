import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { BrowserFacts } from './browser-choice';

const playwrightChromium = () => {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
};

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** What this machine has, as browser-choice needs it. */
export function browserFacts(env: NodeJS.ProcessEnv = process.env): BrowserFacts {
  return {
    chromiumPathEnv: env.CHROMIUM_PATH || undefined,
    exists: existsSync,
    playwrightChromium: playwrightChromium(),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: onPath('apt-get'),
  };
}
