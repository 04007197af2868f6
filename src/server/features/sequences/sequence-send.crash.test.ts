import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sequenceEnrolments, sequenceMessages } from '../../db/schema/sequences';
import { killHard, startAppProcess, waitFor, type AppProcess } from '../../test/app-processes';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/test-app';
import { runSequenceTick } from './sequence-worker';
import {
  ensureMailServers,
  inbox,
  mailboxForm,
  newMailUser,
  seedContact,
  waitForInbox,
} from './sequence-mail.test-support';

// kill -9 of real worker processes while they send sequence e-mails through the real Postfix: no message twice.
const CONTACTS = 20;
const KILLS = 10;

describe('sequence sending survives kill -9 of its worker (PostgreSQL, real SMTP)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const processes: AppProcess[] = [];

  beforeAll(async () => {
    await ensureMailServers();
    t = await createTestApp({ workers: false, env: { MAILBOX_ALLOW_PRIVATE_HOSTS: 'true' } });
    if (!t.database.url) throw new Error('the crash test runs on PostgreSQL: set TEST_DATABASE_URL');
    owner = await t.ownerWithCompany('owner@crash-seq.io', 'Crash Seq', 'crash-seq');
  });
  afterAll(async () => {
    for (const p of processes) await killHard(p);
    await t?.close();
  });

  const worker = (extra: Record<string, string> = {}) => {
    const proc = startAppProcess(`worker-${processes.length}`, 'src/server/worker.ts', {
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url!,
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
      SECRETS_KEY: TEST_SECRETS_KEY,
      MAILBOX_ALLOW_PRIVATE_HOSTS: 'true',
      SEQUENCE_TICK_SECONDS: '1',
      LOG_LEVEL: 'warn',
      ...extra,
    });
    processes.push(proc);
    return proc;
  };
  const counts = async () => {
    const rows = await t.database.db
      .select({ status: sequenceMessages.status, n: sql<number>`count(*)::int` })
      .from(sequenceMessages)
      .where(eq(sequenceMessages.companyId, owner.companyId))
      .groupBy(sequenceMessages.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
  };

  it(`sends nothing twice across ${KILLS} worker kills mid-send`, async () => {
    const sender = await newMailUser('crash-seller', 'sender.test');
    await t.call('PUT', '/api/mailbox', mailboxForm(sender, { dailyLimit: 2000 }), owner.cookie);
    const people = await Promise.all(Array.from({ length: CONTACTS }, (_, i) => newMailUser(`crash${i}`)));
    const ids = [];
    for (const [i, email] of people.entries())
      ids.push(await seedContact(t, owner, { name: `Crash Person${i}`, email }));
    const created = await t.call(
      'POST',
      '/api/sequences',
      {
        name: 'Crash',
        steps: [
          { kind: 'email', subject: 'First {{first_name}}', body: 'One' },
          { kind: 'email', subject: 'Second {{first_name}}', body: 'Two' },
        ],
      },
      owner.cookie,
    );
    expect(
      (await t.call('POST', `/api/sequences/${created.json.id}/enrol`, { contactIds: ids }, owner.cookie)).json
        .enrolled,
    ).toBe(CONTACTS);

    for (let kill = 0; kill < KILLS; kill++) {
      const before = (await counts()).sent ?? 0;
      if (kill % 2 === 0) {
        // Dies on its own right after recording a message, before handing it to SMTP.
        const proc = worker({ TEST_KILL_AFTER_SEQUENCE_RECORD: String(1 + (kill % 4)) });
        await proc.exited;
      } else {
        // Killed from outside while it sends (after its first message of this round went out).
        const proc = worker();
        await waitFor('a message sent', async () => ((await counts()).sent ?? 0) > before, 60_000);
        await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)));
        await killHard(proc);
      }
    }
    // Time passes beyond the send lease: what a dead worker left "sending" is never sent again.
    await t.database.db
      .update(sequenceMessages)
      .set({ claimedAt: sql`${sequenceMessages.claimedAt} - interval '10 minutes'` })
      .where(eq(sequenceMessages.status, 'sending'));
    const last = worker();
    await waitFor(
      'every enrolment finished',
      async () => {
        const live = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sequenceEnrolments)
          .where(sql`${sequenceEnrolments.companyId} = ${owner.companyId} and ${sequenceEnrolments.state} = 'active'`);
        return live[0]!.n === 0;
      },
      120_000,
    );
    await killHard(last);

    const final = await counts();
    const delivered = await Promise.all(people.map((p) => waitForInbox(p, 2, 3000)));
    let duplicates = 0;
    for (const messages of delivered) {
      const subjects = messages.map((m) => m.subject);
      duplicates += subjects.length - new Set(subjects).size;
    }
    console.log(
      `after ${KILLS} kills: ${JSON.stringify(final)} records, ${delivered.flat().length} delivered, ${duplicates} duplicates`,
    );
    expect(duplicates).toBe(0);
    expect((final.sent ?? 0) + (final.unconfirmed ?? 0)).toBe(CONTACTS * 2);
  });

  it('measures messages per minute by one worker against the local SMTP server (limits off)', async () => {
    const other = await t.ownerWithCompany('owner@rate-seq.io', 'Rate Seq', 'rate-seq');
    const sender = await newMailUser('rate-seller', 'sender.test');
    await t.call('PUT', '/api/mailbox', mailboxForm(sender, { dailyLimit: 2000 }), other.cookie);
    const count = 100;
    const recipient = await newMailUser('rate');
    const ids = [];
    for (let i = 0; i < count; i++)
      ids.push(await seedContact(t, other, { name: `Rate Person${i}`, email: recipient.replace('@', `+${i}@`) }));
    const created = await t.call(
      'POST',
      '/api/sequences',
      { name: 'Rate', steps: [{ kind: 'email', subject: 'Hi {{first_name}}', body: 'Hello' }] },
      other.cookie,
    );
    await t.call('POST', `/api/sequences/${created.json.id}/enrol`, { contactIds: ids, confirmed: ids }, other.cookie);
    const started = performance.now();
    const result = await runSequenceTick(t.deps);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `one worker: ${result.sent} messages in ${seconds.toFixed(2)} s = ${Math.round((result.sent / seconds) * 60)} messages/min`,
    );
    const notes = await t.database.db
      .select({ state: sequenceEnrolments.state, note: sequenceEnrolments.stateNote })
      .from(sequenceEnrolments)
      .where(eq(sequenceEnrolments.companyId, other.companyId));
    expect(notes.filter((n) => n.note)).toEqual([]);
    expect(result.sent).toBe(count);
    expect((await inbox(recipient)).length).toBeGreaterThan(0);
  });
});
