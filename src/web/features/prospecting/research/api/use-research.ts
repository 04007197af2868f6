import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecommendedSolution } from '#domain/workflow';
import { useAuth } from '../../../../app/auth-context';
import { errorMessage, toastError, toastInfo, toastSuccess } from '../../shared/api-helpers';
import { RESEARCH_MSG } from '../../shared/messages';
import {
  generatePitch,
  getResearch,
  listPitches,
  prospectingKeys,
  runAccountResearch,
} from '../../shared/prospecting-api';
import type { Organization, Pitch } from '../../shared/types';
import { pitchProducts } from '../lib/solution-helpers';

export function useResearch(orgId: string | null) {
  return useQuery({
    queryKey: prospectingKeys.research(orgId ?? ''),
    queryFn: () => getResearch(orgId!),
    enabled: Boolean(orgId),
  });
}

/** account-research: the research replaces what the page shows; one credit is spent. */
export function useRunResearch() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (org: Organization) => runAccountResearch(org.id),
    onSuccess: (research, org) => {
      queryClient.setQueryData(prospectingKeys.research(org.id), research);
      // A research that read nothing is not announced as complete (issue 22): it says what happened instead.
      if (research?.sourceNote) toastInfo(RESEARCH_MSG.researchUnread(research.sourceNote));
      else toastSuccess(RESEARCH_MSG.researchComplete(org.name));
    },
    onError: (error) => toastError(RESEARCH_MSG.researchFailed(errorMessage(error))),
    onSettled: () => void refresh(),
  });
}

/**
 * The pitches already written for the solutions a research shows: the server picks them (one per solution), so none
 * falls off the first page however many pitches the organization has.
 */
export function usePitches(orgId: string | null, solutions: RecommendedSolution[]) {
  const products = pitchProducts(solutions);
  return useQuery({
    queryKey: prospectingKeys.pitches(orgId ?? '', products),
    queryFn: () => listPitches(orgId!, products),
    enabled: Boolean(orgId) && products.length > 0,
  });
}

/** generate-pitch: written once per solution; the server returns the existing one otherwise. */
export function useGeneratePitch(onReady: (pitch: Pitch) => void) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: ({ org, solution }: { org: Organization; solution: RecommendedSolution }) =>
      generatePitch(org.id, solution),
    onSuccess: ({ pitch, created }, { org, solution }) => {
      queryClient.setQueriesData<Pitch[]>({ queryKey: prospectingKeys.pitches(org.id) }, (old = []) => [
        pitch,
        ...old.filter((p) => p.id !== pitch.id),
      ]);
      if (created) toastSuccess(RESEARCH_MSG.pitchGenerated(solution.product));
      onReady(pitch);
    },
    onError: (error) => toastError(RESEARCH_MSG.pitchFailed(errorMessage(error))),
    onSettled: () => void refresh(),
  });
}
