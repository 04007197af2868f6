import { eq } from 'drizzle-orm';
import { MSG } from '#domain/messages';
import { TRIAL_CREDITS, TRIAL_MAX_USERS } from '#domain/plans';
import type { Db } from '../../db/client';
import { companies, companyMemberships, profiles } from '../../db/schema/companies';
import { sqlState } from '../../db/sql-state';
import { AppError } from '../../errors';
import { findMembership } from './companies.queries';

/** create_company_with_owner: a trial company, its owner membership and the owner's current company, in one transaction. */
export async function createCompanyWithOwner(
  db: Db,
  input: { name: string; slug: string; ownerUserId: string },
): Promise<string> {
  const [taken] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, input.slug));
  if (taken) throw new AppError('CONFLICT', MSG.slugTaken);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.name,
          slug: input.slug,
          planType: 'trial',
          creditsRemaining: TRIAL_CREDITS,
          maxUsers: TRIAL_MAX_USERS,
          subscriptionStatus: 'trial',
        })
        .returning({ id: companies.id });
      await tx.insert(companyMemberships).values({ companyId: company!.id, userId: input.ownerUserId, role: 'owner' });
      await tx
        .update(profiles)
        .set({ currentCompanyId: company!.id, companyName: input.name, updatedAt: new Date() })
        .where(eq(profiles.userId, input.ownerUserId));
      return company!.id;
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', MSG.slugTaken);
    throw error;
  }
}

/** Switching companies updates the profile's current_company_id; only to a company the user belongs to. */
export async function selectCompany(db: Db, input: { userId: string; companyId: string }) {
  const membership = await findMembership(db, input);
  if (!membership) throw new AppError('NOT_FOUND', MSG.notFound);
  await db
    .update(profiles)
    .set({ currentCompanyId: input.companyId, updatedAt: new Date() })
    .where(eq(profiles.userId, input.userId));
  return membership;
}
