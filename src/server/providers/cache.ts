import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { PROVIDER_CACHE_DAYS, type ProviderId } from '#domain/providers';
import type { Db } from '../db/client';
import { providerCache } from '../db/schema/providers';
import { withTenant } from '../db/tenant';

/** JSON with object keys sorted, so equal requests hash alike whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (request: unknown) => createHash('sha256').update(stableJson(request)).digest('hex');

/**
 * A provider answer from the company's cache when one younger than 30 days exists for the same (provider,
 * request); otherwise runs the call and stores its answer. Reads and writes are short transactions.
 */
export async function cachedProviderCall<T>(
  db: Db,
  { companyId, provider, request, now }: { companyId: string; provider: ProviderId; request: unknown; now: Date },
  run: () => Promise<T>,
): Promise<{ value: T; cached: boolean; fetchedAt: Date }> {
  const hash = requestHash(request);
  const since = new Date(now.getTime() - PROVIDER_CACHE_DAYS * 86_400_000);
  const [hit] = await withTenant(db, companyId, (tx) =>
    tx
      .select({
        response: providerCache.response,
        fetchedAt: providerCache.fetchedAt,
      })
      .from(providerCache)
      .where(
        and(
          eq(providerCache.companyId, companyId),
          eq(providerCache.provider, provider),
          eq(providerCache.requestHash, hash),
          gt(providerCache.fetchedAt, since),
        ),
      ),
  );
  if (hit) return { value: hit.response as T, cached: true, fetchedAt: hit.fetchedAt };
  const value = await run();
  // "Nobody known" is an answer too: JSON null (a bare null parameter would be SQL NULL, refused by the column).
  const response = value === null ? sql`'null'::jsonb` : (value as object);
  await withTenant(db, companyId, (tx) =>
    tx
      .insert(providerCache)
      .values({
        companyId,
        provider,
        requestHash: hash,
        response,
        fetchedAt: now,
      })
      .onConflictDoUpdate({
        target: [providerCache.companyId, providerCache.provider, providerCache.requestHash],
        set: { response, fetchedAt: now },
      }),
  );
  return { value, cached: false, fetchedAt: now };
}
