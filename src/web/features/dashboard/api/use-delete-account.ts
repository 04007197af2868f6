import { useMutation } from '@tanstack/react-query';
import { invokeFunction } from '../../../lib/api';

export type DeleteAccountInput = { userEmail: string; confirmation: string };

/** delete-user-account: the server revokes the sessions and deletes the user and what they own. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => {
      const result = await invokeFunction<{ success?: boolean }>('delete-user-account', input);
      if (result?.success !== true) throw new Error('Account deletion was not confirmed by the server');
      return result;
    },
  });
}
