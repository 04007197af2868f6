import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendedSolution } from '#domain/workflow';
import { useAuth } from '../../../../app/auth-context';
import { errorMessage, isDailyLimitError, toastError, toastInfo, toastSuccess } from '../../shared/api-helpers';
import { RESEARCH_MSG } from '../../shared/messages';
import { discoverContacts, listContacts, prospectingKeys } from '../../shared/prospecting-api';
import type { Contact, Organization } from '../../shared/types';
import { solutionContacts } from '../lib/solution-helpers';

type Outcome = { kind: 'existing' | 'discovered' | 'none' | 'limit'; count: number; summary?: string };

/**
 * Find Contacts for a solution: contacts already found for it are shown without a call;
 * otherwise contact-discovery runs with the solution as context.
 */
export function useFindContacts(onFound: (solution: RecommendedSolution) => void) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const loadContacts = (orgId: string) =>
    queryClient.fetchQuery({ queryKey: prospectingKeys.contacts(orgId, 'newest'), queryFn: () => listContacts(orgId, 'newest'), staleTime: 0 });

  return useMutation({
    mutationFn: async ({ org, solution }: { org: Organization; solution: RecommendedSolution }): Promise<Outcome> => {
      let known: Contact[];
      try {
        known = (await loadContacts(org.id)).contacts;
      } catch (error) {
        if (isDailyLimitError(error)) return { kind: 'limit', count: 0 };
        throw error;
      }
      const existing = solutionContacts(known, solution);
      if (existing.length > 0) return { kind: 'existing', count: existing.length };
      const result = await discoverContacts({ organizationId: org.id, solutionContext: solution });
      void refresh();
      void queryClient.invalidateQueries({ queryKey: prospectingKeys.discoveryRun(org.id) });
      const reloaded = solutionContacts((await loadContacts(org.id)).contacts, solution);
      if (result.skipped) return { kind: 'existing', count: reloaded.length };
      const found = Math.max(result.contactsFound, reloaded.length);
      return found > 0 ? { kind: 'discovered', count: found } : { kind: 'none', count: 0, summary: result.summary };
    },
    onSuccess: (outcome, { solution }) => {
      if (outcome.kind === 'limit') return toastError(RESEARCH_MSG.dailyLimit);
      if (outcome.kind === 'none') return toastInfo(RESEARCH_MSG.noContactsFound(outcome.summary));
      toastSuccess(outcome.kind === 'existing' ? RESEARCH_MSG.contactsAlreadyFound(outcome.count) : RESEARCH_MSG.contactsDiscovered(outcome.count));
      onFound(solution);
    },
    onError: (error) => {
      if (isDailyLimitError(error)) return toastError(RESEARCH_MSG.dailyLimit);
      toastError(RESEARCH_MSG.contactDiscoveryFailed(errorMessage(error)));
    },
  });
}
