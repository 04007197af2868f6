import { and, eq } from 'drizzle-orm';
import { dropKnownEmails, matchesSolution } from '#domain/contacts';
import { CONTACT_RETENTION_DAYS, type RecommendedSolution } from '#domain/workflow';
import type { DiscoveredPerson } from '../../ai/engine';
import type { Tx } from '../../db/client';
import { discoveredContacts } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { registerAiJob } from '../../jobs/ai-jobs';
import { publishEvent } from '../../realtime/event-bus';
import { listImportedPeopleFor } from '../imports/imports.queries';
import { loadOrgContext, readOrgSite } from '../research/org-context';
import { listOrgContacts, type ContactRow } from './contacts.queries';

export const DISCOVERY_JOB = 'contact-discovery';
export type DiscoveryInput = { organizationId: string; solution?: RecommendedSolution; includeMobile?: boolean };
/** The job's result: every contact the run touched, and which of them it added or changed. */
export type DiscoveryResult = { skipped: boolean; contactIds: string[]; added?: string[]; updated?: string[]; mobileNumbersAdded?: number };

const DAY_MS = 86_400_000;
const personKey = (p: { email?: string | null; name: string }) => (p.email ? `e:${p.email.toLowerCase()}` : `n:${p.name.toLowerCase()}`);

const fields = (p: DiscoveredPerson, includeMobile: boolean) => ({
  name: p.name,
  title: p.title,
  department: p.department,
  email: p.email,
  phone: p.phone,
  // The company's own import always brings its mobile numbers; other sources only when asked for them.
  mobilePhone: includeMobile || p.provenance.source === 'import' ? p.mobilePhone : null,
  linkedinUrl: p.linkedinUrl,
  location: p.location,
  seniorityLevel: p.seniorityLevel,
  fitScore: Math.round(p.fitScore),
  fitCategory: p.fitCategory,
  aiReasoning: p.reasoning,
  bestApproach: p.bestApproach,
  recentActivity: p.recentActivity,
  source: p.provenance.source,
  sourceUrl: p.provenance.url ?? null,
  isVerified: p.verified,
});

/** Finds real people in the organization's public pages and the company's import; never invents one. */
registerAiJob<DiscoveryInput>(DISCOVERY_JOB, async ({ deps, input, companyId, userId, progress }) => {
  const { db } = deps.database;
  const now = deps.clock.now();
  const { org, config, existing, imported } = await withTenant(db, companyId, async (tx) => {
    const context = await loadOrgContext(tx, { companyId, userId, organizationId: input.organizationId });
    const domain = context.org.website ? new URL(context.org.website).hostname.replace(/^www\./, '') : null;
    return {
      ...context,
      existing: await listOrgContacts(tx, { companyId, organizationId: input.organizationId, now, sort: 'newest' }),
      imported: await listImportedPeopleFor(tx, { companyId, organizationName: context.org.name, domain }),
    };
  });
  if (input.solution && existing.some((c) => matchesSolution(c, input.solution!))) return { skipped: true, contactIds: [] } satisfies DiscoveryResult;
  const site = await readOrgSite(deps, org);
  await progress(50);
  let people = await deps.engine.discoverContacts(org, config, { site, imported }, input.solution);
  if (input.solution) people = dropKnownEmails(people, existing);
  const expiresAt = new Date(now.getTime() + CONTACT_RETENTION_DAYS * DAY_MS);
  const saved = await withTenant(db, companyId, (tx) => saveContacts(tx, { companyId, userId, orgId: org.id, people, existing, input, expiresAt, now }));
  return { skipped: false, ...saved };
});

/** What a run changed in a contact already known: its details (sources say something new) and its mobile number. */
function changesOf(known: ContactRow, values: ReturnType<typeof fields>, mobilePhone: string | null) {
  const details = (['title', 'department', 'email', 'phone', 'linkedinUrl', 'location'] as const).some((k) => (values[k] ?? null) !== (known[k] ?? null));
  return { details, mobileAdded: !known.mobilePhone && Boolean(mobilePhone) };
}

async function saveContacts(
  tx: Tx,
  args: { companyId: string; userId: string; orgId: string; people: DiscoveredPerson[]; existing: ContactRow[]; input: DiscoveryInput; expiresAt: Date; now: Date },
) {
  const { companyId, userId, orgId, people, input, expiresAt, now } = args;
  // Discovery for a solution adds new people only; an organization-wide run refreshes known ones.
  const byKey = new Map(input.solution ? [] : args.existing.map((c) => [personKey(c), c]));
  const ids: string[] = [];
  // What changed, so a refresh reports only that: new people, known ones with new details, new mobile numbers
  // (counted apart from the details).
  const added: string[] = [];
  const updated: string[] = [];
  let mobileNumbersAdded = 0;
  for (const person of people) {
    const values = fields(person, Boolean(input.includeMobile));
    const known = byKey.get(personKey(person));
    if (known) {
      const mobilePhone = values.mobilePhone ?? known.mobilePhone;
      const change = changesOf(known, values, mobilePhone);
      if (change.details) updated.push(known.id);
      if (change.mobileAdded) mobileNumbersAdded += 1;
      // A refresh updates what the sources say now and restarts the retention clock.
      await tx
        .update(discoveredContacts)
        .set({ ...values, mobilePhone, dataExpiresAt: expiresAt, updatedAt: now })
        .where(and(eq(discoveredContacts.id, known.id), eq(discoveredContacts.companyId, companyId)));
      ids.push(known.id);
      continue;
    }
    const [row] = await tx
      .insert(discoveredContacts)
      .values({
        ...values,
        organizationId: orgId,
        companyId,
        userId,
        associatedSolution: input.solution?.product ?? null,
        solutionId: input.solution?.id || null,
        dataExpiresAt: expiresAt,
      })
      .returning({ id: discoveredContacts.id, updatedAt: discoveredContacts.updatedAt, enrichmentStatus: discoveredContacts.enrichmentStatus });
    ids.push(row!.id);
    added.push(row!.id);
    if (values.mobilePhone) mobileNumbersAdded += 1;
    await publishEvent(tx, { kind: 'contact', companyId, contactId: row!.id, organizationId: orgId, enrichmentStatus: row!.enrichmentStatus, updatedAt: row!.updatedAt.toISOString() });
  }
  return { contactIds: ids, added, updated, mobileNumbersAdded };
}
