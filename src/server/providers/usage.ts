import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_MONTHLY_CALL_CAP, PROVIDER_MSG, type ProviderId } from '#domain/providers';
import type { Db, Tx } from '../db/client';
import { providerSettings, providerUsage } from '../db/schema/providers';
import { withTenant } from '../db/tenant';
import { ProviderError } from './provider-error';

/** The calendar month (UTC) usage is counted in: "2026-11". */
export const monthKey = (now: Date) => now.toISOString().slice(0, 7);

export async function getMonthlyCap(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx.select().from(providerSettings).where(eq(providerSettings.companyId, companyId));
  return row?.monthlyCallCap ?? DEFAULT_MONTHLY_CALL_CAP;
}

/** Calls per provider this month. */
export async function usageThisMonth(tx: Tx, companyId: string, now: Date): Promise<Map<string, number>> {
  const rows = await tx
    .select({ provider: providerUsage.provider, calls: providerUsage.calls })
    .from(providerUsage)
    .where(and(eq(providerUsage.companyId, companyId), eq(providerUsage.month, monthKey(now))));
  return new Map(rows.map((r) => [r.provider, r.calls]));
}

/**
 * Counts one provider call against the company's monthly cap, or refuses it (ProviderError 'cap') when the
 * cap is reached. Its own short transaction: never held open across the HTTP call.
 */
export function callCounter(db: Db, companyId: string, provider: ProviderId, now: () => Date) {
  return () =>
    withTenant(db, companyId, async (tx) => {
      const month = monthKey(now());
      const cap = await getMonthlyCap(tx, companyId);
      const [used] = await tx
        .select({
          total: sql<number>`coalesce(sum(${providerUsage.calls}), 0)::int`,
        })
        .from(providerUsage)
        .where(and(eq(providerUsage.companyId, companyId), eq(providerUsage.month, month)));
      if ((used?.total ?? 0) >= cap) throw new ProviderError(provider, 'cap', undefined, PROVIDER_MSG.capReached(cap));
      await tx
        .insert(providerUsage)
        .values({ companyId, provider, month, calls: 1 })
        .onConflictDoUpdate({
          target: [providerUsage.companyId, providerUsage.provider, providerUsage.month],
          set: { calls: sql`${providerUsage.calls} + 1` },
        });
    });
}
