import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/test-database';
import { createMailer } from './mailer';
import { verificationEmail } from './templates';

describe('the outbox mailer (no SMTP_URL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('prints the verification link alone on its own line, at the default log level', async () => {
    const printed: string[] = [];
    const base = createLogger('info');
    const logger: Logger = {
      ...base,
      info: () => undefined,
      plain: (text) => printed.push(text),
    };
    const mailer = createMailer({
      db: database.db,
      from: 'x@scoutline.local',
      logger,
    });
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2Fcompany-onboarding';
    await mailer.send(verificationEmail('ada@acme.io', url));
    expect(printed).toContain(url);
    expect(printed.some((line) => line.includes('ada@acme.io'))).toBe(true);
  });

  it('plain lines are shown at info and warn, and hidden at error and silent', () => {
    const writes: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => writes.push(String(chunk)) > 0) as typeof process.stderr.write;
    try {
      for (const level of ['info', 'warn', 'error', 'silent'] as const) createLogger(level).plain(`line-${level}`);
    } finally {
      process.stderr.write = original;
    }
    expect(writes).toEqual(['line-info\n', 'line-warn\n']);
  });
});
