import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of eslint.config.js, checked the way CI's `npm run lint` applies them: a new upward import
// must fail the build. Each case lints one line as if it were written in the named file.
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/server/auth/new-check.ts', "import { findBranding } from '../features/branding/branding.queries';\n"],
    ['src/server/jobs/new-job.ts', "import '../features/targeting/targeting.job';\n"],
    ['src/server/mail/new-mail.ts', "import type { Deps } from '#server/features/contacts/contacts.queries';\n"],
    ['src/server/context-extra.ts', "import type { X } from './features/system/system-checks';\n"],
  ])('refuses a feature import in infrastructure (%s)', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining('infrastructure imports no feature')]);
  });

  it.each([
    ['src/web/features/dashboard/api/x.ts', "import type { Deps } from '#server/context';\n"],
    ['src/web/app/x.ts', "import { createApp } from '../../server/app';\n"],
    ['src/web/lib/x.ts', "import type { Env } from '#server/env';\n"],
  ])('refuses any server import in the web app, types included (%s)', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining('web imports nothing from server')]);
  });

  it.each([
    ['src/domain/x.ts', "import type { Env } from '#server/env';\n", 'domain imports nothing else in src'],
    ['src/server/x.ts', "import { App } from '#web/app/app';\n", 'server never imports web'],
    ['src/web/components/x.ts', "import { X } from '#web/features/billing/x';\n", 'shared UI imports no feature'],
  ])('keeps the other layers apart (%s)', async (file, code, message) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['src/server/features/branding/x.ts', "import { createAuth } from '../../auth/auth';\n"],
    ['src/server/deps.ts', "import { findBranding } from './features/branding/branding.queries';\n"],
    ['src/server/auth/x.test.ts', "import { findBranding } from '../features/branding/branding.queries';\n"],
    ['src/web/features/dashboard/x.ts', "import { PLANS } from '#domain/plans';\n"],
  ])('allows downward imports and the composition root (%s)', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
