import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#domain/messages';
import { mailOutbox } from '../../db/schema/audit';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

const manualClock = (start: Date) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('verification e-mail', () => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, workers: false });
  });
  afterAll(() => t.close());

  const mailsTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
  const resend = (email: string) => t.call('POST', '/api/auth/send-verification-email', { email });

  it('signing in unverified says a new link was sent, and one was', async () => {
    await t.call('POST', '/api/auth/sign-up/email', {
      email: 'ivy@acme.io',
      password: TEST_PASSWORD,
    });
    expect(await mailsTo('ivy@acme.io')).toBe(1);
    const res = await t.call('POST', '/api/auth/sign-in/email', {
      email: 'ivy@acme.io',
      password: TEST_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MSG.emailNotVerifiedLinkSent);
    expect(await mailsTo('ivy@acme.io')).toBe(2);
  });

  it('Resend verification e-mail sends a new link, at most once a minute and five times an hour', async () => {
    await t.call('POST', '/api/auth/sign-up/email', {
      email: 'jack@acme.io',
      password: TEST_PASSWORD,
    });
    const first = await resend('Jack@acme.io');
    expect(first.status).toBe(200);
    expect(first.json.message).toBe(MSG.verificationResent);
    expect(await mailsTo('jack@acme.io')).toBe(2);
    const tooSoon = await resend('jack@acme.io');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.message).toBe(MSG.tooManyAttempts(60));
    expect(await mailsTo('jack@acme.io')).toBe(2);
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await resend('jack@acme.io')).status).toBe(200);
    }
    clock.advance(61_000);
    expect((await resend('jack@acme.io')).status).toBe(429);
    expect(await mailsTo('jack@acme.io')).toBe(6);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const res = await resend('nobody@acme.io');
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MSG.verificationResent);
    expect(await mailsTo('nobody@acme.io')).toBe(0);
  });
});
