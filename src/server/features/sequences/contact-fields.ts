import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { TemplateField } from '#domain/sequences';
import type { Tx } from '../../db/client';
import { discoveredContacts, generatedPitches, targetOrganizations } from '../../db/schema/workflow';
import { contactDraftText } from '../pitches/pitch-drafts.queries';

export type SequenceContact = typeof discoveredContacts.$inferSelect & { organizationName: string };

/** The company's live (not expired) contacts among `ids`, with their organization's name. */
export async function findSequenceContacts(
  tx: Tx,
  { companyId, ids, now }: { companyId: string; ids: string[]; now: Date },
): Promise<SequenceContact[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ contact: discoveredContacts, organizationName: targetOrganizations.name })
    .from(discoveredContacts)
    .innerJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
    .where(
      and(
        eq(discoveredContacts.companyId, companyId),
        inArray(discoveredContacts.id, ids),
        gt(discoveredContacts.dataExpiresAt, now),
      ),
    );
  return rows.map((r) => ({ ...r.contact, organizationName: r.organizationName }));
}

/**
 * The template fields for one contact, each from a field the user can see: the contact's name and title, its
 * organization's name and the reason it was ranked, and the pitch: the contact's saved draft for the sequence's
 * solution, else the latest pitch generated for that organization and solution. A field without a value is left out
 * (its fallback, or a blocked send, follows).
 */
export async function templateValues(
  tx: Tx,
  { companyId, contact, solutionName }: { companyId: string; contact: SequenceContact; solutionName: string | null },
): Promise<Partial<Record<TemplateField, string>>> {
  const [org] = await tx
    .select({ reason: targetOrganizations.aiReasoning })
    .from(targetOrganizations)
    .where(and(eq(targetOrganizations.companyId, companyId), eq(targetOrganizations.id, contact.organizationId)));
  const [pitch] = await tx
    .select({ content: generatedPitches.pitchContent })
    .from(generatedPitches)
    .where(
      and(
        eq(generatedPitches.companyId, companyId),
        eq(generatedPitches.organizationId, contact.organizationId),
        ...(solutionName ? [eq(generatedPitches.solutionProduct, solutionName)] : []),
      ),
    )
    .orderBy(desc(generatedPitches.createdAt))
    .limit(1);
  const draft = await contactDraftText(tx, { companyId, contactId: contact.id, solution: solutionName });
  const parts = contact.name.trim().split(/\s+/);
  const values: Partial<Record<TemplateField, string | null | undefined>> = {
    name: contact.name,
    first_name: parts[0],
    last_name: parts.length > 1 ? parts.slice(1).join(' ') : null,
    title: contact.title,
    organization: contact.organizationName,
    reason: org?.reason,
    pitch: draft ?? pitch?.content,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v && v.trim())) as Partial<
    Record<TemplateField, string>
  >;
}
