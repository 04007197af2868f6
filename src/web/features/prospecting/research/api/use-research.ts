import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecommendedSolution } from '#domain/workflow';
import { useAuth } from '../../../../app/auth-context';
import { errorMessage, toastError, toastSuccess } from '../../shared/api-helpers';
import { RESEARCH_MSG } from '../../shared/messages';
import { generatePitch, getResearch, listPitches, prospectingKeys, runAccountResearch } from '../../shared/prospecting-api';
import type { Organization, Pitch } from '../../shared/types';

export function useResearch(orgId: string | null) {
  return useQuery({ queryKey: prospectingKeys.research(orgId ?? ''), queryFn: () => getResearch(orgId!), enabled: Boolean(orgId) });
}

/** account-research: the research replaces what the page shows; one credit is spent. */
export function useRunResearch() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (org: Organization) => runAccountResearch(org.id),
    onSuccess: (research, org) => {
      queryClient.setQueryData(prospectingKeys.research(org.id), research);
      const done = RESEARCH_MSG.researchComplete(org.name);
      toastSuccess(research?.sourceNote ? { ...done, description: research.sourceNote } : done);
    },
    onError: (error) => toastError(RESEARCH_MSG.researchFailed(errorMessage(error))),
    onSettled: () => void refresh(),
  });
}

export function usePitches(orgId: string | null) {
  return useQuery({ queryKey: prospectingKeys.pitches(orgId ?? ''), queryFn: () => listPitches(orgId!), enabled: Boolean(orgId) });
}

/** generate-pitch: written once per solution; the server returns the existing one otherwise. */
export function useGeneratePitch(onReady: (pitch: Pitch) => void) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: ({ org, solution }: { org: Organization; solution: RecommendedSolution }) => generatePitch(org.id, solution),
    onSuccess: ({ pitch, created }, { org, solution }) => {
      queryClient.setQueryData<Pitch[]>(prospectingKeys.pitches(org.id), (old = []) => [pitch, ...old.filter((p) => p.id !== pitch.id)]);
      if (created) toastSuccess(RESEARCH_MSG.pitchGenerated(solution.product));
      onReady(pitch);
    },
    onError: (error) => toastError(RESEARCH_MSG.pitchFailed(errorMessage(error))),
    onSettled: () => void refresh(),
  });
}
