import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CrmId, CrmPushResult } from '#domain/crm';
import type { Tx } from '../../db/client';
import { crmLinks, crmPushRuns } from '../../db/schema/crm';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import type { PushContact, PushOrganization } from './crm-values';

export async function loadOrganizations(tx: Tx, companyId: string, ids: string[]): Promise<PushOrganization[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: targetOrganizations.id,
      name: targetOrganizations.name,
      website: targetOrganizations.website,
      industry: targetOrganizations.industry,
      employeeCount: targetOrganizations.employeeCount,
      location: targetOrganizations.location,
      linkedinUrl: targetOrganizations.linkedinUrl,
      fitScore: targetOrganizations.fitScore,
      fitCategory: targetOrganizations.fitCategory,
      aiReasoning: targetOrganizations.aiReasoning,
      fieldSources: targetOrganizations.fieldSources,
      createdAt: targetOrganizations.createdAt,
    })
    .from(targetOrganizations)
    .where(and(eq(targetOrganizations.companyId, companyId), inArray(targetOrganizations.id, ids)));
}

const contactColumns = {
  id: discoveredContacts.id,
  organizationId: discoveredContacts.organizationId,
  name: discoveredContacts.name,
  title: discoveredContacts.title,
  email: discoveredContacts.email,
  emailStatus: discoveredContacts.emailStatus,
  phone: discoveredContacts.phone,
  linkedinUrl: discoveredContacts.linkedinUrl,
  fitScore: discoveredContacts.fitScore,
  fitCategory: discoveredContacts.fitCategory,
  aiReasoning: discoveredContacts.aiReasoning,
  fieldSources: discoveredContacts.fieldSources,
  createdAt: discoveredContacts.createdAt,
};

export async function loadContacts(tx: Tx, companyId: string, ids: string[]): Promise<PushContact[]> {
  if (ids.length === 0) return [];
  return tx
    .select(contactColumns)
    .from(discoveredContacts)
    .where(and(eq(discoveredContacts.companyId, companyId), inArray(discoveredContacts.id, ids)));
}

/** The unexpired contacts found for these organizations (Send to CRM with their contacts). */
export async function contactIdsOf(tx: Tx, companyId: string, organizationIds: string[], now: Date) {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({ id: discoveredContacts.id })
    .from(discoveredContacts)
    .where(
      and(
        eq(discoveredContacts.companyId, companyId),
        inArray(discoveredContacts.organizationId, organizationIds),
        gt(discoveredContacts.dataExpiresAt, now),
      ),
    );
  return rows.map((r) => r.id);
}

export async function loadLinks(tx: Tx, companyId: string, crm: CrmId, kind: string, localIds: string[]) {
  if (localIds.length === 0) return new Map<string, typeof crmLinks.$inferSelect>();
  const rows = await tx
    .select()
    .from(crmLinks)
    .where(
      and(
        eq(crmLinks.companyId, companyId),
        eq(crmLinks.crm, crm),
        eq(crmLinks.kind, kind),
        inArray(crmLinks.localId, localIds),
      ),
    );
  return new Map(rows.map((r) => [r.localId, r]));
}

export async function saveLinks(
  tx: Tx,
  links: {
    companyId: string;
    crm: CrmId;
    kind: string;
    localId: string;
    crmId: string;
    sentValues: Record<string, string>;
  }[],
) {
  if (links.length === 0) return;
  await tx
    .insert(crmLinks)
    .values(links)
    .onConflictDoUpdate({
      target: [crmLinks.companyId, crmLinks.crm, crmLinks.kind, crmLinks.localId],
      set: { crmId: sql`excluded.crm_id`, sentValues: sql`excluded.sent_values`, sentAt: sql`now()` },
    });
}

export type PushRunRow = typeof crmPushRuns.$inferSelect;

export async function getPushRun(tx: Tx, companyId: string, id: string): Promise<PushRunRow | null> {
  const [row] = await tx
    .select()
    .from(crmPushRuns)
    .where(and(eq(crmPushRuns.companyId, companyId), eq(crmPushRuns.id, id)));
  return row ?? null;
}

export async function recordProgress(
  tx: Tx,
  { id, companyId, done, results }: { id: string; companyId: string; done: number; results: CrmPushResult[] },
) {
  await tx
    .update(crmPushRuns)
    .set({ status: 'running', done, results })
    .where(and(eq(crmPushRuns.companyId, companyId), eq(crmPushRuns.id, id)));
}

export async function finishPushRun(
  tx: Tx,
  { id, companyId, status, error }: { id: string; companyId: string; status: 'completed' | 'failed'; error?: string },
) {
  await tx
    .update(crmPushRuns)
    .set({ status, error: error ?? null, finishedAt: sql`now()` })
    .where(and(eq(crmPushRuns.companyId, companyId), eq(crmPushRuns.id, id)));
}
