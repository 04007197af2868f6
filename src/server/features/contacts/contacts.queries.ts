import { and, asc, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AccessType } from '#domain/workflow';
import type { Tx } from '../../db/client';
import { aiJobs } from '../../db/schema/jobs';
import { contactAccessLogs, discoveredContacts } from '../../db/schema/workflow';
import { effectiveFieldSources } from './contact-sources';

export type ContactRow = typeof discoveredContacts.$inferSelect;

/**
 * A contact as the API returns it. For a person on the do-not-contact list (`doNotContact`) the ways to reach
 * them (e-mail, phones) are withheld here, on the server.
 */
export const contactDto = (row: ContactRow, options: { doNotContact?: boolean } = {}) => ({
  ...contactFields(row),
  ...(options.doNotContact ? { email: null, phone: null, mobilePhone: null, emailCheck: null } : {}),
  doNotContact: Boolean(options.doNotContact),
});

const contactFields = (row: ContactRow) => ({
  id: row.id,
  organizationId: row.organizationId,
  name: row.name,
  title: row.title,
  department: row.department,
  email: row.email,
  phone: row.phone,
  mobilePhone: row.mobilePhone,
  linkedinUrl: row.linkedinUrl,
  location: row.location,
  seniorityLevel: row.seniorityLevel,
  fitScore: row.fitScore,
  fitCategory: row.fitCategory,
  aiReasoning: row.aiReasoning,
  bestApproach: row.bestApproach,
  recentActivity: row.recentActivity,
  associatedSolution: row.associatedSolution,
  solutionId: row.solutionId,
  source: row.source,
  sourceUrl: row.sourceUrl,
  isVerified: row.isVerified,
  emailStatus: row.emailStatus,
  emailCheck: row.emailCheck,
  fieldSources: effectiveFieldSources(row),
  profileSources: row.profileSources ?? {},
  enrichmentStatus: row.enrichmentStatus,
  enrichmentNote: row.enrichmentNote,
  enrichedAt: row.enrichedAt,
  dataExpiresAt: row.dataExpiresAt,
  accessCount: row.accessCount,
  professionalBackground: row.professionalBackground,
  educationBackground: row.educationBackground,
  skillsExpertise: row.skillsExpertise,
  recentAchievements: row.recentAchievements,
  companyContext: row.companyContext,
  personalInterests: row.personalInterests,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The organization's unexpired contacts, by fit (Contact Discovery) or newest first (Research). */
export async function listOrgContacts(
  tx: Tx,
  {
    companyId,
    organizationId,
    now,
    sort,
  }: { companyId: string; organizationId: string; now: Date; sort: 'fit' | 'newest' },
) {
  return tx
    .select()
    .from(discoveredContacts)
    .where(
      and(
        eq(discoveredContacts.companyId, companyId),
        eq(discoveredContacts.organizationId, organizationId),
        gt(discoveredContacts.dataExpiresAt, now),
      ),
    )
    .orderBy(
      ...(sort === 'fit'
        ? [sql`${discoveredContacts.fitScore} desc nulls last`, asc(discoveredContacts.name)]
        : [desc(discoveredContacts.createdAt)]),
    );
}

/** One unexpired contact of the company, or null. */
export async function findContact(
  tx: Tx,
  { companyId, contactId, now }: { companyId: string; contactId: string; now: Date },
) {
  const [row] = await tx
    .select()
    .from(discoveredContacts)
    .where(
      and(
        eq(discoveredContacts.companyId, companyId),
        eq(discoveredContacts.id, contactId),
        gt(discoveredContacts.dataExpiresAt, now),
      ),
    );
  return row ?? null;
}

/** Distinct contacts this user has viewed since `since` (start of today). */
export async function viewedContactIds(
  tx: Tx,
  { companyId, userId, since }: { companyId: string; userId: string; since: Date },
) {
  const rows = await tx
    .selectDistinct({ contactId: contactAccessLogs.contactId })
    .from(contactAccessLogs)
    .where(
      and(
        eq(contactAccessLogs.companyId, companyId),
        eq(contactAccessLogs.userId, userId),
        eq(contactAccessLogs.accessType, 'view'),
        gte(contactAccessLogs.accessedAt, since),
      ),
    );
  return new Set(rows.map((r) => r.contactId).filter((id): id is string => Boolean(id)));
}

/** log_contact_access: one audit row per contact and action; bumps the contact's access count. */
export async function logContactAccess(
  tx: Tx,
  input: { companyId: string; userId: string; contactIds: string[]; accessType: AccessType; userAgent: string | null },
) {
  if (input.contactIds.length === 0) return;
  await tx.insert(contactAccessLogs).values(
    input.contactIds.map((contactId) => ({
      companyId: input.companyId,
      userId: input.userId,
      contactId,
      accessType: input.accessType,
      userAgent: input.userAgent,
      ipAddress: null,
    })),
  );
  await tx
    .update(discoveredContacts)
    .set({ accessCount: sql`${discoveredContacts.accessCount} + 1` })
    .where(and(eq(discoveredContacts.companyId, input.companyId), inArray(discoveredContacts.id, input.contactIds)));
}

/** AI jobs of `type` the user started since `since` that did not fail (failed ones were refunded). */
export async function countJobsSince(
  tx: Tx,
  { companyId, userId, type, since }: { companyId: string; userId: string; type: string; since: Date },
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(aiJobs)
    .where(
      and(
        eq(aiJobs.companyId, companyId),
        eq(aiJobs.userId, userId),
        eq(aiJobs.type, type),
        ne(aiJobs.status, 'failed'),
        gte(aiJobs.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}
