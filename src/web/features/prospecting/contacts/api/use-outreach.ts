import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../../app/auth-context';
import { errorMessage, toastError, toastSuccess } from '../../shared/api-helpers';
import { listOutreach, prospectingKeys, removeFromOutreach, type OutreachEntry } from '../../shared/prospecting-api';

export function useOutreach() {
  const { currentCompany } = useAuth();
  return useQuery({ queryKey: prospectingKeys.outreach(currentCompany?.id), queryFn: listOutreach, enabled: Boolean(currentCompany) });
}

export function useRemoveFromOutreach() {
  const queryClient = useQueryClient();
  const { currentCompany } = useAuth();
  const key = prospectingKeys.outreach(currentCompany?.id);
  return useMutation({
    mutationFn: (entry: OutreachEntry) => removeFromOutreach(entry.id),
    onSuccess: (_r, entry) => {
      queryClient.setQueryData<OutreachEntry[]>(key, (old) => old?.filter((e) => e.id !== entry.id));
      toastSuccess({ title: 'Removed from Sequence', description: `${entry.name} is no longer on your outreach list.` });
    },
    onError: (error) => toastError({ title: 'Could not remove', description: errorMessage(error) ?? 'Please try again.' }),
  });
}
