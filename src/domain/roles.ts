export const COMPANY_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_RANK: Record<CompanyRole, number> = { owner: 4, admin: 3, member: 2, viewer: 1 };

export const INVITABLE_ROLES = ['viewer', 'member', 'admin'] as const;

export const PLATFORM_ROLES = ['admin', 'super_admin', 'manager', 'tech_support'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const isCompanyRole = (value: unknown): value is CompanyRole => COMPANY_ROLES.includes(value as CompanyRole);

/** A role gate: either an exact list of roles or a minimum rank. */
export type RoleRequirement = { roles: readonly CompanyRole[] } | { minRole: CompanyRole };

export function roleSatisfies(role: CompanyRole | null | undefined, requirement: RoleRequirement): boolean {
  if (!role) return false;
  if ('roles' in requirement) return requirement.roles.includes(role);
  return COMPANY_ROLE_RANK[role] >= COMPANY_ROLE_RANK[requirement.minRole];
}

/** The roles a requirement accepts, for the denial message. */
export function requiredRolesList(requirement: RoleRequirement): CompanyRole[] {
  if ('roles' in requirement) return [...requirement.roles];
  return COMPANY_ROLES.filter((r) => COMPANY_ROLE_RANK[r] >= COMPANY_ROLE_RANK[requirement.minRole]);
}

export const isAdmin = (roles: readonly string[]) => roles.includes('admin') || roles.includes('super_admin');
export const isManager = (roles: readonly string[]) => roles.includes('manager') || isAdmin(roles);
export const isSuperAdmin = (roles: readonly string[]) => roles.includes('super_admin');
export const isTechSupport = (roles: readonly string[]) =>
  roles.includes('tech_support') || roles.includes('super_admin');
