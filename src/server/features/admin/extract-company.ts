import { eq } from 'drizzle-orm';
import { emailDomain, isFreeEmailDomain } from '#domain/email';
import type { Deps } from '../../context';
import { profiles } from '../../db/schema/companies';
import { AppError } from '../../errors';
import { countMemberships, findUserForAdmin } from './admin.queries';

export type ExtractCompanyResult = { success: boolean; companyName: string | null; message: string };

export const EXTRACT_MESSAGES = {
  freeProvider: 'Company extraction is not available for free email providers.',
  hasCompany: 'This user already belongs to a company.',
  noDomain: 'The user has no e-mail domain to read.',
  unreadable: (url: string) => `Could not read ${url}.`,
  noName: (url: string) => `No company name was found on ${url}.`,
  saved: (name: string) => `Company name set to ${name}.`,
} as const;

/**
 * extract-company-info: reads the website at the user's e-mail domain and stores the company name it
 * names (og:site_name, titles, "X is a…" statements) as the profile's company_name. The web fetch
 * happens outside any transaction (PGlite is one connection).
 */
export async function extractCompanyInfo(deps: Deps, { userId }: { userId: string }): Promise<ExtractCompanyResult> {
  const { db } = deps.database;
  const user = await findUserForAdmin(db, { userId });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const domain = emailDomain(user.email);
  if (!domain) throw new AppError('BAD_REQUEST', EXTRACT_MESSAGES.noDomain);
  if (isFreeEmailDomain(domain)) throw new AppError('BAD_REQUEST', EXTRACT_MESSAGES.freeProvider);
  if ((await countMemberships(db, { userId })) > 0) throw new AppError('CONFLICT', EXTRACT_MESSAGES.hasCompany);

  const url = `https://${domain}`;
  let companyName: string;
  try {
    const { extractProductName } = await import('../../ai/builtin/site/product-name');
    companyName = extractProductName(await deps.readSite(url));
  } catch (error) {
    deps.logger.warn('extract-company-info: site unreadable', {
      url,
      error: error instanceof Error ? error.message : String(error),
    });
    return { success: false, companyName: null, message: EXTRACT_MESSAGES.unreadable(url) };
  }
  if (!companyName) return { success: false, companyName: null, message: EXTRACT_MESSAGES.noName(url) };
  await db.update(profiles).set({ companyName, updatedAt: deps.clock.now() }).where(eq(profiles.userId, userId));
  return { success: true, companyName, message: EXTRACT_MESSAGES.saved(companyName) };
}
