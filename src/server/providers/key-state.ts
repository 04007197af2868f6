import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { KeyState, ProviderId } from '#domain/providers';
import type { Db, Tx } from '../db/client';
import { providerConnections } from '../db/schema/providers';
import { withTenant } from '../db/tenant';

/** What one provider answer says about the key it was sent with (other failures say nothing about the key). */
export type KeyOutcome = { state: Exclude<KeyState, 'untested'>; reason: string | null };

const MAX_REASON = 300;

/**
 * The provider's own words from an error body ({"error": "..."}, {"message": "..."}, {"error": {"message"}}),
 * short, and with the key cut out should the provider echo it.
 */
export function providerReason(body: unknown, apiKey: string): string | null {
  const pick = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const field of ['message', 'error', 'detail', 'error_description', 'title']) {
        const found = pick(record[field]);
        if (found) return found;
      }
    }
    return null;
  };
  const text = pick(body)?.trim();
  if (!text) return null;
  const clean = apiKey ? text.split(apiKey).join('[redacted]') : text;
  return clean.length > MAX_REASON ? `${clean.slice(0, MAX_REASON - 1)}…` : clean;
}

/** Records the outcome on the company's connection row, writing only when it changes what the row says. */
export async function recordKeyOutcome(db: Db, companyId: string, provider: ProviderId, outcome: KeyOutcome) {
  await withTenant(db, companyId, async (tx) => {
    const values = { keyState: outcome.state, keyStateReason: outcome.reason, keyStateAt: sql`now()` };
    await tx
      .insert(providerConnections)
      .values({ companyId, provider, ...values })
      .onConflictDoUpdate({
        target: [providerConnections.companyId, providerConnections.provider],
        set: values,
        setWhere: or(
          isNull(providerConnections.keyState),
          ne(providerConnections.keyState, outcome.state),
          sql`${providerConnections.keyStateReason} is distinct from ${outcome.reason}`,
        ),
      });
  });
}

/** Each provider's recorded key state for the company (a provider without a row is untested). */
export async function keyStates(tx: Tx, companyId: string) {
  const rows = await tx
    .select({
      provider: providerConnections.provider,
      state: providerConnections.keyState,
      reason: providerConnections.keyStateReason,
    })
    .from(providerConnections)
    .where(and(eq(providerConnections.companyId, companyId)));
  return new Map(
    rows.map((r) => [r.provider, { state: (r.state ?? 'untested') as KeyState, reason: r.reason ?? null }]),
  );
}

/** A new or removed key has not been tried yet. */
export const UNTESTED_KEY = { keyState: null, keyStateReason: null, keyStateAt: null } as const;
