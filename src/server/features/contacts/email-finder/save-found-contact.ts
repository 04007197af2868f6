import { and, eq, ilike, sql } from 'drizzle-orm';
import { EMAIL_FINDER_MSG, type EmailFinderResult } from '#domain/email-finder';
import type { FieldSources } from '#domain/people/field-sources';
import { CONTACT_RETENTION_DAYS } from '#domain/workflow';
import type { Tx } from '../../../db/client';
import { discoveredContacts, targetOrganizations } from '../../../db/schema/workflow';
import { AppError } from '../../../errors';
import { bareDomain } from '../../../providers/normalize';

const DAY_MS = 86_400_000;

/**
 * Stores a found work e-mail as a contact of the company's organization with that domain: the name as entered, the
 * address with its source and check. The same address already at the organization is not stored twice.
 */
export async function saveFoundContact(
  tx: Tx,
  args: { companyId: string; userId: string; found: EmailFinderResult; now: Date },
): Promise<{ contactId: string; organizationId: string; created: boolean }> {
  const { companyId, userId, found, now } = args;
  if (!found.email || !found.source) throw new AppError('INVALID_INPUT', EMAIL_FINDER_MSG.nothingToSave);
  const like = `%${found.domain.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const candidates = await tx
    .select({ id: targetOrganizations.id, website: targetOrganizations.website })
    .from(targetOrganizations)
    .where(and(eq(targetOrganizations.companyId, companyId), ilike(targetOrganizations.website, like)))
    .orderBy(sql`${targetOrganizations.fitScore} desc nulls last`)
    .limit(50);
  const org = candidates.find((o) => bareDomain(o.website) === found.domain);
  if (!org) throw new AppError('INVALID_INPUT', EMAIL_FINDER_MSG.noOrganization);
  const [existing] = await tx
    .select({ id: discoveredContacts.id })
    .from(discoveredContacts)
    .where(
      and(
        eq(discoveredContacts.companyId, companyId),
        eq(discoveredContacts.organizationId, org.id),
        sql`lower(${discoveredContacts.email}) = ${found.email.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (existing) return { contactId: existing.id, organizationId: org.id, created: false };
  const at = now.toISOString();
  const fieldSources: FieldSources = {
    name: { source: 'user', label: 'Entered in the e-mail finder', at },
    email: { ...found.source, at },
  };
  const [row] = await tx
    .insert(discoveredContacts)
    .values({
      organizationId: org.id,
      companyId,
      userId,
      name: found.fullName,
      email: found.email,
      source: found.source.source,
      sourceUrl: found.source.url ?? null,
      emailStatus: found.status ?? 'unknown',
      emailCheck: found.check,
      isVerified: found.status === 'verified',
      fieldSources,
      dataExpiresAt: new Date(now.getTime() + CONTACT_RETENTION_DAYS * DAY_MS),
    })
    .returning({ id: discoveredContacts.id });
  return { contactId: row!.id, organizationId: org.id, created: true };
}
