// Who belongs to which company and which one is current: what every signed-in request resolves.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { companies, companyMemberships, profiles } from '../db/schema/companies';
import type { CompanyRole } from '#domain/roles';

export const companyColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  logoUrl: companies.logoUrl,
  planType: companies.planType,
  creditsRemaining: companies.creditsRemaining,
  maxUsers: companies.maxUsers,
  subscriptionStatus: companies.subscriptionStatus,
  subscriptionExpiresAt: companies.subscriptionExpiresAt,
  createdAt: companies.createdAt,
};

export type CompanyRow = {
  [K in keyof typeof companyColumns]:
    (typeof companyColumns)[K]['_']['data'] | ((typeof companyColumns)[K]['_']['notNull'] extends true ? never : null);
};

export type Membership = {
  id: string;
  userId: string;
  companyId: string;
  role: CompanyRole;
  joinedAt: Date;
  company: CompanyRow;
};

/** The user's memberships with the embedded company, oldest first. */
export async function listMemberships(db: Db | Tx, { userId }: { userId: string }): Promise<Membership[]> {
  const rows = await db
    .select({
      id: companyMemberships.id,
      userId: companyMemberships.userId,
      companyId: companyMemberships.companyId,
      role: companyMemberships.role,
      joinedAt: companyMemberships.joinedAt,
      company: companyColumns,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(asc(companyMemberships.joinedAt), asc(companyMemberships.id));
  return rows as Membership[];
}

export async function getProfile(db: Db | Tx, { userId }: { userId: string }) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/** The current company: the profile's current_company_id when still a membership, else the first membership. */
export async function resolveCurrentMembership(
  db: Db | Tx,
  { userId }: { userId: string },
): Promise<Membership | null> {
  const [memberships, profile] = await Promise.all([listMemberships(db, { userId }), getProfile(db, { userId })]);
  const preferred = profile?.currentCompanyId
    ? memberships.find((m) => m.companyId === profile.currentCompanyId)
    : undefined;
  return preferred ?? memberships[0] ?? null;
}
