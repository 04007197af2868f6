import { Hono } from 'hono';
import { mailboxInputSchema } from '#domain/sequences';
import type { AppEnv } from '../../context';
import { forbidDuringImpersonation, requireCompany } from '../../auth/middleware';
import { parseJson } from '../../validate';
import { getOwnMailbox, membersMailboxes, removeMailbox, saveMailbox, testMailbox } from './mailboxes.service';

const senders = [requireCompany({ roles: ['owner', 'admin', 'member'] }), forbidDuringImpersonation] as const;
const managers = [requireCompany({ roles: ['owner', 'admin'] }), forbidDuringImpersonation] as const;

/**
 * The Mailbox page: the caller's own sending mailbox. Everything under /api/mailbox is refused while
 * impersonating (reads included: support never sees a user's mail settings).
 */
export const mailboxRoutes = new Hono<AppEnv>()
  .get('/mailbox', ...senders, async (c) => {
    const who = { companyId: c.get('company').id, userId: c.get('user')!.id, email: c.get('user')!.email };
    return c.json({ mailbox: await getOwnMailbox(c.get('deps'), who) });
  })
  .put('/mailbox', ...senders, async (c) => {
    const input = await parseJson(c, mailboxInputSchema);
    const who = { companyId: c.get('company').id, userId: c.get('user')!.id, email: c.get('user')!.email };
    return c.json({ mailbox: await saveMailbox(c.get('deps'), who, input) });
  })
  .delete('/mailbox', ...senders, async (c) => {
    const who = { companyId: c.get('company').id, userId: c.get('user')!.id, email: c.get('user')!.email };
    await removeMailbox(c.get('deps'), who);
    return c.json({ success: true });
  })
  .post('/mailbox/test', ...senders, async (c) => {
    const input = await parseJson(c, mailboxInputSchema);
    const who = { companyId: c.get('company').id, userId: c.get('user')!.id, email: c.get('user')!.email };
    return c.json(await testMailbox(c.get('deps'), who, input));
  })
  .get('/mailbox/members', ...managers, async (c) =>
    c.json({ members: await membersMailboxes(c.get('deps'), c.get('company').id) }),
  );
