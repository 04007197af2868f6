import { and, eq } from 'drizzle-orm';
import type { TrailStep } from '#domain/people/discovery-trail';
import type { RecommendedSolution } from '#domain/workflow';
import type { Tx } from '../../db/client';
import { contactDiscoveryRuns } from '../../db/schema/people';
import { discoveredContacts } from '../../db/schema/workflow';
import { publishEvent } from '../../realtime/event-bus';
import type { PoolEntry } from './waterfall/run-waterfall';

type Args = {
  companyId: string;
  userId: string;
  organizationId: string;
  jobId: string;
  pool: PoolEntry[];
  solution?: RecommendedSolution;
  includeMobile: boolean;
  expiresAt: Date;
  now: Date;
  run: { trail: TrailStep[]; summary: string; target: number; charged: boolean };
};

/** The person-level source kept in the older columns (source, source_url): where the name came from. */
const personSource = (entry: PoolEntry) => ({
  source: entry.sources.name?.source ?? null,
  sourceUrl: entry.sources.name?.url ?? null,
});

const assessment = (entry: PoolEntry) => ({
  seniorityLevel: entry.seniorityLevel,
  fitScore: Math.round(entry.fitScore),
  fitCategory: entry.fitCategory,
  aiReasoning: entry.reasoning,
  bestApproach: entry.bestApproach,
});

const emailColumns = (entry: PoolEntry) => ({
  emailStatus: entry.emailCheck?.status ?? 'unknown',
  emailCheck: entry.emailCheck ?? null,
});

/**
 * Stores the run: new people as new contacts; people seen again get the fields they lacked (never a changed
 * value), their new checks and a fresh retention period. Mobile numbers only when asked for. Records the run.
 */
export async function saveDiscovery(tx: Tx, args: Args) {
  const { companyId, userId, organizationId, pool, solution, includeMobile, expiresAt, now } = args;
  const contactIds: string[] = [];
  // What changed, so a refresh can report only that: new people, known ones given new details, mobile numbers.
  const addedIds: string[] = [];
  const updatedIds: string[] = [];
  let mobileNumbersAdded = 0;
  let newCount = 0;
  for (const entry of pool.filter((e) => e.touched)) {
    const values = { ...entry.values };
    const sources = { ...entry.sources };
    // Mobile numbers are kept only on "Refresh with Mobile Numbers", except the company's own import's.
    const fromImport = sources.mobilePhone?.source === 'import';
    const dropMobile = !includeMobile && !fromImport && (entry.isNew || entry.added.includes('mobilePhone'));
    const added = entry.added.filter((f) => !(dropMobile && f === 'mobilePhone'));
    if (dropMobile) {
      values.mobilePhone = null;
      delete sources.mobilePhone;
    }
    if (entry.isNew) {
      const [row] = await tx
        .insert(discoveredContacts)
        .values({
          ...values,
          name: values.name!,
          ...assessment(entry),
          ...emailColumns(entry),
          ...personSource(entry),
          recentActivity: entry.recentActivity,
          isVerified: entry.verified,
          fieldSources: sources,
          organizationId,
          companyId,
          userId,
          associatedSolution: solution?.product ?? null,
          solutionId: solution?.id || null,
          dataExpiresAt: expiresAt,
        })
        .returning({
          id: discoveredContacts.id,
          updatedAt: discoveredContacts.updatedAt,
          enrichmentStatus: discoveredContacts.enrichmentStatus,
        });
      newCount++;
      contactIds.push(row!.id);
      addedIds.push(row!.id);
      if (values.mobilePhone) mobileNumbersAdded++;
      await publishEvent(tx, {
        kind: 'contact',
        companyId,
        contactId: row!.id,
        organizationId,
        enrichmentStatus: row!.enrichmentStatus,
        updatedAt: row!.updatedAt.toISOString(),
      });
      continue;
    }
    const filled = Object.fromEntries(added.map((f) => [f, values[f]]));
    if (added.some((f) => f !== 'mobilePhone')) updatedIds.push(entry.id!);
    if (added.includes('mobilePhone')) mobileNumbersAdded++;
    const tagSolution =
      solution && !entry.associatedSolution
        ? { associatedSolution: solution.product, solutionId: solution.id || null }
        : {};
    await tx
      .update(discoveredContacts)
      .set({
        ...filled,
        ...(entry.rescored ? assessment(entry) : {}),
        ...emailColumns(entry),
        ...tagSolution,
        isVerified: entry.verified,
        fieldSources: sources,
        dataExpiresAt: expiresAt,
        updatedAt: now,
      })
      .where(and(eq(discoveredContacts.id, entry.id!), eq(discoveredContacts.companyId, companyId)));
    contactIds.push(entry.id!);
  }
  await tx.insert(contactDiscoveryRuns).values({
    companyId,
    organizationId,
    userId,
    jobId: args.jobId,
    solutionProduct: solution?.product ?? null,
    targetGoodContacts: args.run.target,
    steps: args.run.trail,
    newCount,
    summary: args.run.summary,
    charged: args.run.charged ? 1 : 0,
  });
  return { contactIds, newCount, added: addedIds, updated: updatedIds, mobileNumbersAdded };
}
