import { AI_JOB_TYPES } from '#domain/jobs';
import { and, eq } from 'drizzle-orm';
import type { DiscoveredPerson } from '../../ai/engine';
import { discoveredContacts } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { registerAiJob } from '../../jobs/ai-jobs';
import type { Deps } from '../../context';
import { publishEvent } from '../../realtime/event-bus';
import { loadOrgContext } from '../research/org-context';
import { readOrgSiteReport } from '../research/site-read';
import type { ContactRow } from './contacts.queries';
import { effectiveFieldSources } from './contact-sources';
import { enrichContact } from './enrichment/contact-enrichment';
import { filledFields, mergeSections, saidAnything } from './enrichment/enrichment-sections';
import { profileSectionSources } from './profile-sources';

export const DEEP_RESEARCH_JOB = AI_JOB_TYPES.deepResearch;

/** Sets the contact's enrichment fields and status, and pushes the change to open pages. */
export async function updateContact(deps: Deps, companyId: string, contactId: string, patch: Partial<ContactRow>) {
  await withTenant(deps.database.db, companyId, async (tx) => {
    const [row] = await tx
      .update(discoveredContacts)
      .set({ ...patch, updatedAt: deps.clock.now() })
      .where(and(eq(discoveredContacts.id, contactId), eq(discoveredContacts.companyId, companyId)))
      .returning();
    if (row)
      await publishEvent(tx, {
        kind: 'contact',
        companyId,
        contactId,
        organizationId: row.organizationId,
        enrichmentStatus: row.enrichmentStatus,
        updatedAt: row.updatedAt.toISOString(),
      });
  });
}

const asPerson = (c: ContactRow): DiscoveredPerson & { id: string } => ({
  id: c.id,
  name: c.name,
  title: c.title,
  department: c.department,
  email: c.email,
  phone: c.phone,
  mobilePhone: c.mobilePhone,
  linkedinUrl: c.linkedinUrl,
  location: c.location,
  seniorityLevel: (c.seniorityLevel ?? 'other') as DiscoveredPerson['seniorityLevel'],
  fitScore: c.fitScore ?? 0,
  fitCategory: (c.fitCategory ?? 'poor') as DiscoveredPerson['fitCategory'],
  reasoning: c.aiReasoning ?? '',
  bestApproach: c.bestApproach ?? '',
  recentActivity: c.recentActivity,
  verified: c.isVerified,
  provenance: {
    source: (c.source ?? 'web') as DiscoveredPerson['provenance']['source'],
    url: c.sourceUrl ?? undefined,
  },
});

/** A job the queue gave up on (its worker died on every try) must not leave the contact researching. */
const markContactFailed = (deps: Deps, job: { companyId: string; input: unknown }) =>
  updateContact(deps, job.companyId, (job.input as { contactId: string }).contactId, { enrichmentStatus: 'failed' });

/** Deep research on one contact: only what the sources say; the status moves to completed or failed. */
registerAiJob<{ contactId: string }>(
  DEEP_RESEARCH_JOB,
  async ({ deps, input, companyId, userId, refund }) => {
    try {
      const { contact, org } = await withTenant(deps.database.db, companyId, async (tx) => {
        const [row] = await tx
          .select()
          .from(discoveredContacts)
          .where(and(eq(discoveredContacts.id, input.contactId), eq(discoveredContacts.companyId, companyId)));
        if (!row) throw new AppError('NOT_FOUND', 'Contact not found');
        return {
          contact: row,
          org: (await loadOrgContext(tx, { companyId, userId, organizationId: row.organizationId })).org,
        };
      });
      const { site, note } = await readOrgSiteReport(deps, org);
      const asking = performance.now();
      const enrichment = await enrichContact(deps, companyId, contact, org);
      const enrichmentMs = Math.round(performance.now() - asking);
      const provided = saidAnything(enrichment.sections);
      if (note && !provided) {
        // Nothing read, nothing new: the contact keeps what it had, the reason is stored in words, and no credit is taken.
        const enrichmentNote = [
          `${note}. Nothing new was found about ${contact.name} and no credit was charged.`,
          ...enrichment.notes,
        ].join(' ');
        await updateContact(deps, companyId, contact.id, {
          enrichmentStatus: 'completed',
          enrichmentNote,
          enrichedAt: deps.clock.now(),
        });
        await refund();
        return { contactId: contact.id, sources: [], charged: false, note: enrichmentNote };
      }
      // An unread site still leaves what the people providers said: those sections, each with its provider.
      const profile = site && !note ? await deps.engine.researchContact(asPerson(contact), org, site) : null;
      const siteSources = profile ? profileSectionSources(profile, site, deps.clock.now()) : {};
      const { texts, sources } = mergeSections(profile ?? {}, siteSources, enrichment.sections);
      await updateContact(deps, companyId, contact.id, {
        enrichmentStatus: 'completed',
        enrichmentNote: [...(note ? [`${note}.`] : []), ...enrichment.notes].join(' ') || null,
        enrichedAt: deps.clock.now(),
        ...texts,
        ...filledFields({ ...contact, fieldSources: effectiveFieldSources(contact) }, enrichment.sections),
        profileSources: sources,
        aiReasoning: profile?.whyThisContact || contact.aiReasoning,
        bestApproach: profile?.bestApproach || contact.bestApproach,
      });
      return { contactId: contact.id, sources: profile?.sources ?? [], providers: enrichment.asked, enrichmentMs };
    } catch (error) {
      await updateContact(deps, companyId, input.contactId, { enrichmentStatus: 'failed' });
      if (error instanceof AppError) throw error;
      throw new AppError('INTERNAL', 'Contact research failed. Please try again.');
    }
  },
  { onFailed: markContactFailed },
);
