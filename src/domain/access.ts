import type { PlatformRole } from './roles';

/** Platform-role access guard (administration spec section 6), shared by the SPA guard and the server. */
export type AccessMode = 'any' | 'all';

export const ACCESS_MSG = {
  impersonationTitle: 'Access Restricted During Impersonation',
  impersonationDescription: 'This feature is not available during user impersonation for security reasons.',
  deniedTitle: 'Access Restricted',
  deniedAny: (roles: readonly string[]) => `You need one of these roles: ${roles.join(', ')}`,
  deniedAll: (roles: readonly string[]) => `You need all of these roles: ${roles.join(', ')}`,
} as const;

/** The one-line form the server answers with (title and description joined). */
export const IMPERSONATION_RESTRICTED = `${ACCESS_MSG.impersonationTitle}: ${ACCESS_MSG.impersonationDescription}`;

export type AccessDecision =
  { allowed: true } | { allowed: false; reason: 'impersonation' | 'roles'; title: string; message: string };

// super_admin stands in for every role, which also covers "tech_support means tech_support or super_admin".
const holds = (roles: readonly string[], required: PlatformRole | string) =>
  roles.includes('super_admin') || roles.includes(required);

/**
 * Super admin always passes; a tech_support requirement passes for tech_support or super_admin.
 * While impersonating, anything that does not require tech_support is refused.
 */
export function decideAccess(input: {
  roles: readonly string[];
  required: readonly string[];
  mode?: AccessMode;
  impersonating?: boolean;
}): AccessDecision {
  const { roles, required, mode = 'any', impersonating = false } = input;
  if (impersonating && !required.includes('tech_support')) {
    return {
      allowed: false,
      reason: 'impersonation',
      title: ACCESS_MSG.impersonationTitle,
      message: ACCESS_MSG.impersonationDescription,
    };
  }
  if (required.length === 0 || roles.includes('super_admin')) return { allowed: true };
  const passes = mode === 'all' ? required.every((r) => holds(roles, r)) : required.some((r) => holds(roles, r));
  if (passes) return { allowed: true };
  return {
    allowed: false,
    reason: 'roles',
    title: ACCESS_MSG.deniedTitle,
    message: (mode === 'all' ? ACCESS_MSG.deniedAll : ACCESS_MSG.deniedAny)(required),
  };
}

/** The spec's words for impersonation, the back office and the demo page. */
export const SUPPORT_MSG = {
  impersonateDenied: "You don't have permission to impersonate users.",
  targetNotFound: 'Target user not found',
  noActiveSession: 'No active session found',
  cannotImpersonateSelf: 'You cannot impersonate yourself.',
  protectedAccount: 'This account is protected and cannot be impersonated.',
  noActiveImpersonation: 'No active impersonation for this session.',
  auditMismatch: 'The audit record does not match the active impersonation.',
  writesDisabled: 'Write actions are disabled while impersonating. Turn on write actions to make changes.',
  superAdminRequired: 'Super admin access required to manage subscriptions.',
  userNotFound: 'User Not Found',
  demoNameRequired: 'Please enter a name for the item.',
} as const;

export { IMPERSONATION_CHANGED_EVENT } from './impersonation-event';
