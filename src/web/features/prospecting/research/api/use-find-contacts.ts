import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendedSolution } from '#domain/workflow';
import { useAuth } from '../../../../app/auth-context';
import { errorMessage, isDailyLimitError, toastError, toastInfo, toastSuccess } from '../../shared/api-helpers';
import { RESEARCH_MSG } from '../../shared/messages';
import { discoverContacts, listContacts, prospectingKeys } from '../../shared/prospecting-api';
import type { Organization } from '../../shared/types';

type Outcome = { kind: 'existing' | 'discovered' | 'none' | 'limit'; count: number; summary?: string };

/**
 * Find Contacts for a solution: contacts already found for it are shown without a call;
 * otherwise contact-discovery runs with the solution as context.
 */
export function useFindContacts(onFound: (solution: RecommendedSolution) => void) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  // How many contacts the solution has (the server's total); one row is read, so only it counts as a view.
  const countContacts = async (orgId: string, solution: RecommendedSolution) =>
    (await listContacts(orgId, 'newest', { solution }, 1)).total;

  return useMutation({
    mutationFn: async ({ org, solution }: { org: Organization; solution: RecommendedSolution }): Promise<Outcome> => {
      let existing: number;
      try {
        existing = await countContacts(org.id, solution);
      } catch (error) {
        if (isDailyLimitError(error)) return { kind: 'limit', count: 0 };
        throw error;
      }
      if (existing > 0) return { kind: 'existing', count: existing };
      const result = await discoverContacts({ organizationId: org.id, solutionContext: solution });
      void refresh();
      void queryClient.invalidateQueries({ queryKey: prospectingKeys.discoveryRun(org.id) });
      void queryClient.invalidateQueries({ queryKey: prospectingKeys.contactLists(org.id) });
      const reloaded = await countContacts(org.id, solution);
      if (result.skipped) return { kind: 'existing', count: reloaded };
      const found = Math.max(result.contactsFound, reloaded);
      return found > 0 ? { kind: 'discovered', count: found } : { kind: 'none', count: 0, summary: result.summary };
    },
    onSuccess: (outcome, { solution }) => {
      if (outcome.kind === 'limit') return toastError(RESEARCH_MSG.dailyLimit);
      if (outcome.kind === 'none') return toastInfo(RESEARCH_MSG.noContactsFound(outcome.summary));
      toastSuccess(
        outcome.kind === 'existing'
          ? RESEARCH_MSG.contactsAlreadyFound(outcome.count)
          : RESEARCH_MSG.contactsDiscovered(outcome.count),
      );
      onFound(solution);
    },
    onError: (error) => {
      if (isDailyLimitError(error)) return toastError(RESEARCH_MSG.dailyLimit);
      toastError(RESEARCH_MSG.contactDiscoveryFailed(errorMessage(error)));
    },
  });
}
