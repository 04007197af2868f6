import { and, eq, ne, sql } from 'drizzle-orm';
import type { BrandingDto, BrandingSettings } from '#domain/branding';
import type { Db, Tx } from '../../db/client';
import { companies, companyBranding } from '../../db/schema/companies';

type BrandingRow = typeof companyBranding.$inferSelect;

export const brandingDto = (row: BrandingRow): BrandingDto => ({
  primaryColor: row.primaryColor,
  secondaryColor: row.secondaryColor,
  whiteLabelEnabled: row.whiteLabelEnabled,
  logoUrl: row.logoUrl,
  loginBackgroundUrl: row.loginBackgroundUrl,
  customDomain: row.customDomain,
  emailFooter: row.emailFooter,
  customCss: row.customCss,
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's branding row, or null when it never saved any (no branding, not an error). */
export async function findBranding(tx: Tx, { companyId }: { companyId: string }): Promise<BrandingRow | null> {
  const [row] = await tx.select().from(companyBranding).where(eq(companyBranding.companyId, companyId)).limit(1);
  return row ?? null;
}

/** Inserts or replaces the company's branding (one row per company). */
export async function upsertBranding(
  tx: Tx,
  { companyId, settings, now }: { companyId: string; settings: BrandingSettings; now: Date },
): Promise<BrandingRow> {
  const values = { ...settings, updatedAt: now };
  const [row] = await tx
    .insert(companyBranding)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyBranding.companyId, set: values })
    .returning();
  return row!;
}

/**
 * The enabled branding that claims `domain` (canonical), with its company's name; null unless
 * exactly one company claims it. A narrow system query on the base connection, outside
 * withTenant: the visitor has no company yet, and only these public columns leave it.
 */
export async function findEnabledBrandingByDomain(db: Db, { domain }: { domain: string }) {
  const rows = await db
    .select({
      companyId: companyBranding.companyId,
      companyName: companies.name,
      logoUrl: companyBranding.logoUrl,
      loginBackgroundUrl: companyBranding.loginBackgroundUrl,
      primaryColor: companyBranding.primaryColor,
      secondaryColor: companyBranding.secondaryColor,
    })
    .from(companyBranding)
    .innerJoin(companies, eq(companies.id, companyBranding.companyId))
    // Canonical on this side too, for rows saved before saving stripped a trailing dot.
    .where(
      and(
        eq(companyBranding.whiteLabelEnabled, true),
        sql`rtrim(lower(btrim(${companyBranding.customDomain})), '.') = ${domain}`,
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

/** Whether another company has already saved `domain` (a system check across companies; only a yes or no leaves it). */
export async function isDomainClaimedByOther(
  db: Db,
  { domain, companyId }: { domain: string; companyId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyBranding.companyId })
    .from(companyBranding)
    .where(
      and(
        ne(companyBranding.companyId, companyId),
        sql`rtrim(lower(btrim(${companyBranding.customDomain})), '.') = ${domain}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
