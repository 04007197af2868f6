import { emailDomain, isFreeEmailDomain } from '#domain/email';
import { PLATFORM_ROLES } from '#domain/roles';
import { formatDateTime } from '../../../lib/format';

/** The platform roles an admin can add (administration spec section 1). */
export const ASSIGNABLE_ROLES = ['user', ...PLATFORM_ROLES] as const;

/** The spec's toasts for User Management (administration spec sections 5 and 8). */
export const ADMIN_TOASTS = {
  fetchFailed: 'Failed to fetch users',
  roleAlreadyAssigned: 'Role already assigned',
  assignFailed: 'Failed to assign role',
  removeFailed: 'Failed to remove role',
  syncFailed: 'Failed to sync emails',
  extractFailed: 'Failed to extract company information',
  superAdminFailed: 'Failed to make super admin',
  deleteFailed: 'Failed to delete account. Please try again.',
  deleteCancelled: 'Deletion cancelled',
  deleteMismatch: 'Confirmation text did not match exactly',
  deleted: 'Account deleted',
  roleAssigned: (role: string) => `Role ${role} assigned successfully`,
  roleRemoved: (role: string) => `Role ${role} removed successfully`,
} as const;

export const SUPER_ADMIN_WARNING = 'Only for initial setup or existing super admins';
/** Where the one-time setup token comes from (issue 10: the first caller no longer simply wins). */
export const SUPER_ADMIN_TOKEN_HINT =
  'The server prints a one-time setup token in its log at start while no super admin exists (or set BOOTSTRAP_SUPER_ADMIN_EMAIL).';
/** Make Me Super Admin reloads the page this long after success (spec section 9). */
export const SUPER_ADMIN_RELOAD_MS = 1000;

/** The phrase the delete prompt asks for: exactly 'DELETE ' and the user's e-mail. */
export const deletionPhrase = (email: string) => `DELETE ${email}`;

/** The prompt's answer: null (cancelled, silent), a mismatch, or confirmed. */
export function deletionAnswer(answer: string | null, email: string): 'cancelled' | 'mismatch' | 'confirmed' {
  if (answer === null) return 'cancelled';
  return answer === deletionPhrase(email) ? 'confirmed' : 'mismatch';
}

/** Extract Company is hidden for a user with a company or a free-provider e-mail domain. */
export function canExtractCompany(user: { email: string; companyName: string | null; companies: unknown[] }): boolean {
  if (user.companies.length > 0 || (user.companyName ?? '').trim() !== '') return false;
  const domain = emailDomain(user.email);
  return domain !== '' && !isFreeEmailDomain(domain);
}

export const formatLastSignIn = (value: string | null) => (value ? formatDateTime(value) : 'Never');
