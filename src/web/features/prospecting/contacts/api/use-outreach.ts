import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useAuth } from '../../../../app/auth-context';
import { useCursorList } from '../../../../lib/use-cursor-list';
import { errorMessage, toastError, toastSuccess } from '../../shared/api-helpers';
import { OUTREACH_PATH, prospectingKeys, removeFromOutreach, type OutreachEntry } from '../../shared/prospecting-api';

/** The company's outreach list, newest first, 50 at a time. */
export function useOutreach() {
  const { currentCompany } = useAuth();
  return useCursorList<'entries', OutreachEntry>({
    queryKey: prospectingKeys.outreach(currentCompany?.id),
    path: OUTREACH_PATH,
    itemsKey: 'entries',
    enabled: Boolean(currentCompany),
  });
}

type OutreachPage = { entries: OutreachEntry[]; total: number; nextCursor: string | null };

/** Remove from Sequence: the entry leaves the loaded pages and the total (the cursors stay valid). */
export function useRemoveFromOutreach() {
  const queryClient = useQueryClient();
  const { currentCompany } = useAuth();
  const key = prospectingKeys.outreach(currentCompany?.id);
  return useMutation({
    mutationFn: (entry: OutreachEntry) => removeFromOutreach(entry.id),
    onSuccess: (_r, entry) => {
      queryClient.setQueryData<InfiniteData<OutreachPage>>(key, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                entries: page.entries.filter((e) => e.id !== entry.id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : old,
      );
      toastSuccess({
        title: 'Removed from Sequence',
        description: `${entry.name} is no longer on your outreach list.`,
      });
    },
    onError: (error) =>
      toastError({ title: 'Could not remove', description: errorMessage(error) ?? 'Please try again.' }),
  });
}
