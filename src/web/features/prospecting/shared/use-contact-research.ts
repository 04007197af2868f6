import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth-context';
import { ApiError } from '../../../lib/api';
import { impersonationRefusal } from '../../../lib/server-message';
import { toastError } from './api-helpers';
import { RESEARCH_MSG } from './messages';
import { startDeepResearch } from './prospecting-api';
import type { Contact } from './types';
import { announceResearchStarted } from './research-started-toast';
import { storeContact } from './use-live-contacts';

/** Starts deep research: the contact shows researching at once; live updates move it on. */
export function useStartContactResearch() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (contact: Contact) => startDeepResearch(contact.id),
    onMutate: (contact) => {
      const optimistic: Contact = { ...contact, enrichmentStatus: 'researching', updatedAt: new Date().toISOString() };
      storeContact(queryClient, optimistic);
      return { previous: contact };
    },
    onSuccess: (_result, contact) => {
      announceResearchStarted(queryClient, contact);
      void refresh();
    },
    onError: (error, _contact, context) => {
      if (context) storeContact(queryClient, context.previous);
      const credits = error instanceof ApiError && error.status === 402;
      const reason = credits ? error.message : impersonationRefusal(error);
      toastError(
        reason
          ? { ...RESEARCH_MSG.contactResearchStartFailed, description: reason }
          : RESEARCH_MSG.contactResearchStartFailed,
      );
    },
  });
}
