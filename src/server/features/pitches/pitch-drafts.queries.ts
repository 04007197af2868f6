import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { joinPitch, splitPitch, type PitchSource, type PitchText } from '#domain/pitches';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { discoveredContacts, generatedPitches, pitchDrafts } from '../../db/schema/workflow';

export type DraftRow = typeof pitchDrafts.$inferSelect;

const sameProduct = (column: typeof pitchDrafts.solutionProduct | typeof generatedPitches.solutionProduct, p: string) =>
  sql`lower(${column}) = lower(${p})`;

/** The contact's saved draft for one solution, with the name of who saved it last. */
export async function findDraft(tx: Tx, input: { companyId: string; contactId: string; product: string }) {
  const [row] = await tx
    .select({ draft: pitchDrafts, editorName: users.name, editorEmail: users.email })
    .from(pitchDrafts)
    .leftJoin(users, eq(users.id, pitchDrafts.updatedBy))
    .where(
      and(
        eq(pitchDrafts.companyId, input.companyId),
        eq(pitchDrafts.contactId, input.contactId),
        sameProduct(pitchDrafts.solutionProduct, input.product),
      ),
    );
  return row ?? null;
}

/**
 * Saves (creates or replaces) the contact's draft for the solution; a draft keeps the product name it was first saved
 * with. The unique index is on an expression drizzle cannot name as a conflict target: update, else insert, and a
 * concurrent insert that won the race is updated instead.
 */
export async function saveDraft(
  tx: Tx,
  input: { companyId: string; contactId: string; organizationId: string; product: string; userId: string } & PitchText,
  now: Date,
) {
  const update = () =>
    tx
      .update(pitchDrafts)
      .set({ subject: input.subject, body: input.body, updatedBy: input.userId, updatedAt: now })
      .where(
        and(
          eq(pitchDrafts.companyId, input.companyId),
          eq(pitchDrafts.contactId, input.contactId),
          sameProduct(pitchDrafts.solutionProduct, input.product),
        ),
      )
      .returning();
  const [updated] = await update();
  if (updated) return updated;
  const [inserted] = await tx
    .insert(pitchDrafts)
    .values({
      companyId: input.companyId,
      contactId: input.contactId,
      organizationId: input.organizationId,
      solutionProduct: input.product,
      subject: input.subject,
      body: input.body,
      updatedBy: input.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await update())[0]!;
}

/** Reset to Generated: the draft goes; true when there was one. */
export async function deleteDraft(tx: Tx, input: { companyId: string; contactId: string; product: string }) {
  const gone = await tx
    .delete(pitchDrafts)
    .where(
      and(
        eq(pitchDrafts.companyId, input.companyId),
        eq(pitchDrafts.contactId, input.contactId),
        sameProduct(pitchDrafts.solutionProduct, input.product),
      ),
    )
    .returning({ id: pitchDrafts.id });
  return gone.length > 0;
}

export type ContactPitch = PitchText & { solution: string; source: PitchSource };

/**
 * The pitch each contact would be sent, for exports and {{pitch}}: the contact's saved draft for the solution, else
 * the pitch generated for the contact's organization and that solution. The solution is the one chosen, else the
 * contact's own (the one it was found for); with neither, the contact's latest draft. Contacts with none are absent.
 */
export async function contactPitches(
  tx: Tx,
  { companyId, contactIds, solution }: { companyId: string; contactIds: string[]; solution?: string | null },
): Promise<Map<string, ContactPitch>> {
  const found = new Map<string, ContactPitch>();
  if (contactIds.length === 0) return found;
  const contacts = await tx
    .select({
      id: discoveredContacts.id,
      organizationId: discoveredContacts.organizationId,
      own: discoveredContacts.associatedSolution,
    })
    .from(discoveredContacts)
    .where(and(eq(discoveredContacts.companyId, companyId), inArray(discoveredContacts.id, contactIds)));
  const wanted = (c: (typeof contacts)[number]) => (solution ?? c.own)?.trim().toLowerCase() || null;
  const drafts = await tx
    .select()
    .from(pitchDrafts)
    .where(
      and(
        eq(pitchDrafts.companyId, companyId),
        inArray(pitchDrafts.contactId, contactIds),
        solution ? sameProduct(pitchDrafts.solutionProduct, solution) : undefined,
      ),
    )
    .orderBy(desc(pitchDrafts.updatedAt));
  const orgIds = [...new Set(contacts.map((c) => c.organizationId))];
  const generated = orgIds.length
    ? await tx
        .select({
          organizationId: generatedPitches.organizationId,
          product: generatedPitches.solutionProduct,
          content: generatedPitches.pitchContent,
        })
        .from(generatedPitches)
        .where(
          and(
            eq(generatedPitches.companyId, companyId),
            inArray(generatedPitches.organizationId, orgIds),
            solution ? sameProduct(generatedPitches.solutionProduct, solution) : undefined,
          ),
        )
        .orderBy(desc(generatedPitches.createdAt))
    : [];
  for (const contact of contacts) {
    const product = wanted(contact);
    const mine = drafts.filter((d) => d.contactId === contact.id);
    const draft = product ? mine.find((d) => d.solutionProduct.toLowerCase() === product) : mine[0];
    if (draft) {
      found.set(contact.id, {
        solution: draft.solutionProduct,
        source: 'draft',
        subject: draft.subject,
        body: draft.body,
      });
      continue;
    }
    const pitch = product
      ? generated.find((g) => g.organizationId === contact.organizationId && g.product.toLowerCase() === product)
      : undefined;
    if (pitch) found.set(contact.id, { solution: pitch.product, source: 'generated', ...splitPitch(pitch.content) });
  }
  return found;
}

/**
 * {{pitch}}'s draft for one contact: its saved draft for the sequence's solution (without a solution, its latest
 * draft), in the generated pitch's shape; null when it has none.
 */
export async function contactDraftText(
  tx: Tx,
  { companyId, contactId, solution }: { companyId: string; contactId: string; solution: string | null },
): Promise<string | null> {
  const [draft] = await tx
    .select({ subject: pitchDrafts.subject, body: pitchDrafts.body })
    .from(pitchDrafts)
    .where(
      and(
        eq(pitchDrafts.companyId, companyId),
        eq(pitchDrafts.contactId, contactId),
        solution ? sameProduct(pitchDrafts.solutionProduct, solution) : undefined,
      ),
    )
    .orderBy(desc(pitchDrafts.updatedAt))
    .limit(1);
  return draft ? joinPitch(draft) : null;
}
