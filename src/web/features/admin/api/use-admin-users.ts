import { useQuery } from '@tanstack/react-query';
import { api, invokeFunction } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';

export type AdminUser = {
  id: string;
  email: string;
  name: string;
  username: string | null;
  profileEmail: string | null;
  companyName: string | null;
  isProtected: boolean;
  emailVerified: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  roles: string[];
  companies: { id: string; name: string; role: string }[];
};

export type VerificationStatus = {
  user_id: string;
  email_verified: boolean;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
};

export const ADMIN_USERS_KEY = ['admin-users'] as const;
export const VERIFICATION_KEY = ['admin-users-verification'] as const;

/**
 * The platform's users with roles and companies, newest first, 50 at a time, searched on the server (e-mail,
 * username or company); platform admins only (the server refuses others).
 */
export function useAdminUsers(enabled: boolean, search: string) {
  const q = search.trim();
  return useCursorList<'users', AdminUser>({
    queryKey: [...ADMIN_USERS_KEY, q],
    path: q ? `/admin/users?q=${encodeURIComponent(q)}` : '/admin/users',
    itemsKey: 'users',
    enabled,
    keepPrevious: true,
  });
}

/** get-users-verification-status; a failure is only logged and everyone then reads as Unverified (spec section 8). */
export function useVerificationStatus(enabled: boolean) {
  return useQuery({
    queryKey: VERIFICATION_KEY,
    queryFn: async () => {
      try {
        const result = await invokeFunction<{ success: boolean; data: VerificationStatus[] }>(
          'get-users-verification-status',
        );
        return new Map(result.data.map((row) => [row.user_id, row]));
      } catch (error) {
        console.error('Failed to load verification status', error);
        return new Map<string, VerificationStatus>();
      }
    },
    enabled,
    staleTime: 0,
  });
}

export const assignRole = (userId: string, role: string) =>
  api<{ message: string }>(`/admin/users/${userId}/roles`, { method: 'POST', body: { role } });
export const removeRole = (userId: string, role: string) =>
  api<{ message: string }>(`/admin/users/${userId}/roles/${role}`, { method: 'DELETE' });
export const deleteUser = (userId: string) => api<{ success: boolean }>(`/admin/users/${userId}`, { method: 'DELETE' });
export const syncUserEmails = () => invokeFunction<{ message: string; count: number }>('sync-user-emails');
export const makeSuperAdmin = (setupToken: string) =>
  invokeFunction<{ message: string }>('make-super-admin', { setupToken });

/** Whether Make Me Super Admin is offered: only while the platform has no super admin. */
export function useSuperAdminSetup(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'super-admin-setup'],
    queryFn: async () => (await api<{ available: boolean }>('/admin/super-admin-setup')).available,
    enabled,
  });
}
export const extractCompanyInfo = (userId: string, email: string) =>
  invokeFunction<{ success: boolean; companyName: string | null; message: string }>('extract-company-info', {
    userId,
    email,
  });
