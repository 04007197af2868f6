import { eq } from 'drizzle-orm';
import type { BrandingDto, BrandingSettings } from '#domain/branding';
import type { Tx } from '../../db/client';
import { companyBranding } from '../../db/schema/companies';

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
export async function upsertBranding(tx: Tx, { companyId, settings, now }: { companyId: string; settings: BrandingSettings; now: Date }): Promise<BrandingRow> {
  const values = { ...settings, updatedAt: now };
  const [row] = await tx
    .insert(companyBranding)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyBranding.companyId, set: values })
    .returning();
  return row!;
}
