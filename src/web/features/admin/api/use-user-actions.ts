import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { ADMIN_TOASTS, deletionAnswer, deletionPhrase, SUPER_ADMIN_RELOAD_MS } from '../lib/admin-rules';
import {
  ADMIN_USERS_KEY,
  assignRole,
  deleteUser,
  extractCompanyInfo,
  makeSuperAdmin,
  removeRole,
  syncUserEmails,
  VERIFICATION_KEY,
  type AdminUser,
} from './use-admin-users';

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/** User Management's actions with the spec's toasts; `pending` names the action in flight (e.g. "role:<id>"). */
export function useUserActions() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY }),
    ]);
  const run = async (key: string, work: () => Promise<void>) => {
    setPending(key);
    try {
      await work();
    } finally {
      setPending(null);
    }
  };

  const addRole = (user: AdminUser, role: string) =>
    run(`role:${user.id}`, async () => {
      try {
        await assignRole(user.id, role);
        toast.success(ADMIN_TOASTS.roleAssigned(role));
        await refresh();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409)
          toast.error(ADMIN_TOASTS.roleAlreadyAssigned, { description: error.message });
        else toast.error(ADMIN_TOASTS.assignFailed, { description: serverMessage(error) });
      }
    });

  const dropRole = (user: AdminUser, role: string) =>
    run(`role:${user.id}`, async () => {
      try {
        await removeRole(user.id, role);
        toast.success(ADMIN_TOASTS.roleRemoved(role));
        await refresh();
      } catch (error) {
        toast.error(ADMIN_TOASTS.removeFailed, { description: serverMessage(error) });
      }
    });

  const extractCompany = (user: AdminUser) =>
    run(`extract:${user.id}`, async () => {
      try {
        const result = await extractCompanyInfo(user.id, user.email);
        if (!result.success) return void toast.error(ADMIN_TOASTS.extractFailed, { description: result.message });
        toast.success(result.message);
        await refresh();
      } catch (error) {
        toast.error(ADMIN_TOASTS.extractFailed, { description: serverMessage(error) });
      }
    });

  /** Asks for 'DELETE <email>' in a prompt: cancelling is silent, a mismatch is refused. */
  const deleteAccount = (user: AdminUser): Promise<void> => {
    const answer = window.prompt(
      `This permanently deletes ${user.email} and all data they own.\nType ${deletionPhrase(user.email)} to confirm.`,
    );
    const verdict = deletionAnswer(answer, user.email);
    if (verdict === 'cancelled') return Promise.resolve();
    if (verdict === 'mismatch') {
      toast.error(ADMIN_TOASTS.deleteCancelled, { description: ADMIN_TOASTS.deleteMismatch });
      return Promise.resolve();
    }
    return run(`delete:${user.id}`, async () => {
      try {
        await deleteUser(user.id);
        toast.success(ADMIN_TOASTS.deleted);
        await refresh();
      } catch (error) {
        toast.error(ADMIN_TOASTS.deleteFailed, { description: serverMessage(error) });
      }
    });
  };

  const syncEmails = () =>
    run('sync', async () => {
      try {
        const result = await syncUserEmails();
        toast.success(result.message);
        await refresh();
      } catch (error) {
        toast.error(ADMIN_TOASTS.syncFailed, { description: serverMessage(error) });
      }
    });

  const becomeSuperAdmin = (setupToken: string) =>
    run('super-admin', async () => {
      try {
        const result = await makeSuperAdmin(setupToken);
        toast.success(result.message);
        setTimeout(() => window.location.reload(), SUPER_ADMIN_RELOAD_MS);
      } catch (error) {
        toast.error(ADMIN_TOASTS.superAdminFailed, { description: serverMessage(error) });
      }
    });

  return { pending, addRole, dropRole, extractCompany, deleteAccount, syncEmails, becomeSuperAdmin };
}
