import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CompanyRole } from '#domain/roles';
import type { Deps } from '../../context';
import { users } from '../../db/schema/auth';
import { companyMemberships } from '../../db/schema/companies';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { registerBulkAction } from '../../jobs/bulk-actions';
import { findMailbox } from '../mailboxes/mailboxes.service';
import { auditEnrolled, checkContacts, findSequence, insertEnrolment, refusalOf, type Actor } from './enrol.service';

const paramsSchema = z.strictObject({
  sequenceId: z.uuid('Choose a sequence'),
  /** The user ticked "enrol role addresses and risky or unknown statuses too". */
  confirmRisky: z.boolean().default(false),
});
type Params = z.output<typeof paramsSchema>;

const NO_MAILBOX = 'Connect your mailbox first (Account → Mailbox).';

/** The starter as they are now (their role may have changed since the job started). */
async function actorOf(deps: Deps, companyId: string, userId: string): Promise<Actor | null> {
  const [row] = await deps.database.db
    .select({ role: companyMemberships.role, email: users.email })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
  return row ? { companyId, userId, email: row.email, role: row.role as CompanyRole } : null;
}

/**
 * Bulk "Enrol in sequence" on selected contacts: each row is checked as Add to Sequence checks it (do-not-contact,
 * e-mail status, already enrolled, members' own contacts, a first e-mail that can be written) and enrolled with the
 * starter's mailbox in the transaction that records the row. Sending costs no credit, so neither does this.
 */
registerBulkAction({
  name: 'enrol-in-sequence',
  kinds: ['contacts'],
  charges: false,
  atomic: true,
  params: paramsSchema,
  check: async (deps, caller, params: Params) =>
    withTenant(deps.database.db, caller.companyId, async (tx) => {
      await findSequence(tx, { companyId: caller.companyId, id: params.sequenceId });
      if (!(await findMailbox(tx, caller))) throw new AppError('INVALID_INPUT', NO_MAILBOX);
    }),
  run: async ({ deps, companyId, userId, rowId, params }) => {
    const { sequenceId, confirmRisky } = paramsSchema.parse(params);
    const actor = await actorOf(deps, companyId, userId);
    if (!actor || actor.role === 'viewer') return { outcome: 'skipped', message: 'You can no longer enrol contacts' };
    const { mailbox, check } = await withTenant(deps.database.db, companyId, async (tx) => {
      const mailbox = await findMailbox(tx, actor);
      if (!mailbox) return { mailbox: null, check: null };
      const { checks } = await checkContacts(tx, deps, actor, sequenceId, [rowId]);
      return { mailbox, check: checks[0]! };
    });
    if (!mailbox || !check) return { outcome: 'skipped', message: NO_MAILBOX };
    const reason = refusalOf(check, confirmRisky);
    if (reason) return { outcome: 'skipped', message: reason };
    return {
      outcome: 'done',
      message: `Enrolled (${check.email})`,
      charge: false,
      apply: async (tx) => {
        if (await insertEnrolment(tx, deps, actor, { sequenceId, contactId: rowId }, mailbox.id))
          await auditEnrolled(tx, actor, sequenceId, 1);
      },
    };
  },
});
