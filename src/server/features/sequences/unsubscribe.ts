import { and, eq, inArray } from 'drizzle-orm';
import { parseSuppressionInput } from '#domain/people/suppression';
import type { Deps } from '../../context';
import { sequenceEnrolments } from '../../db/schema/sequences';
import { discoveredContacts } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { addSuppression } from '../privacy/suppression.queries';

/**
 * One-click unsubscribe (RFC 8058) by the enrolment's token: the address goes on the company's do-not-contact
 * list and every live enrolment of that person ends. Idempotent; false for an unknown token.
 */
export async function unsubscribeByToken(deps: Deps, token: string): Promise<boolean> {
  const [found] = await deps.database.db
    .select({
      companyId: sequenceEnrolments.companyId,
      contactId: sequenceEnrolments.contactId,
      userId: sequenceEnrolments.userId,
    })
    .from(sequenceEnrolments)
    .where(eq(sequenceEnrolments.unsubscribeToken, token));
  if (!found) return false;
  await withTenant(deps.database.db, found.companyId, async (tx) => {
    const [contact] = await tx
      .select({ email: discoveredContacts.email })
      .from(discoveredContacts)
      .where(and(eq(discoveredContacts.companyId, found.companyId), eq(discoveredContacts.id, found.contactId)));
    const email = contact?.email?.trim().toLowerCase();
    if (email) {
      const target = parseSuppressionInput(email);
      if (!('error' in target))
        await addSuppression(tx, {
          companyId: found.companyId,
          userId: found.userId,
          targets: [target],
          reason: 'unsubscribe',
        });
    }
    const people = await tx
      .select({ id: discoveredContacts.id })
      .from(discoveredContacts)
      .where(
        and(
          eq(discoveredContacts.companyId, found.companyId),
          email ? eq(discoveredContacts.email, contact!.email!) : eq(discoveredContacts.id, found.contactId),
        ),
      );
    await tx
      .update(sequenceEnrolments)
      .set({ state: 'unsubscribed', stateNote: 'Unsubscribed', nextRunAt: null, updatedAt: deps.clock.now() })
      .where(
        and(
          eq(sequenceEnrolments.companyId, found.companyId),
          inArray(sequenceEnrolments.contactId, [found.contactId, ...people.map((p) => p.id)]),
          inArray(sequenceEnrolments.state, ['active', 'paused', 'blocked']),
        ),
      );
  });
  return true;
}
