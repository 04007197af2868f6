import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PitchText } from '#domain/pitches';
import type { RecommendedSolution } from '#domain/workflow';
import { api } from '../../../lib/api';
import { errorMessage, toastError, toastSuccess } from './api-helpers';
import { PITCH_DRAFT_MSG } from './messages';

/** What the pitch editor shows for one contact (GET /contacts/:id/pitch). */
export type ContactPitchView = {
  contact: { id: string; name: string; title: string | null };
  organization: { id: string; name: string };
  /** The research's solutions (with `recommended`), the contact's own and any asked for. */
  solutions: { product: string; recommended: RecommendedSolution | null }[];
  solution: string | null;
  generated: (PitchText & { pitchId: string; createdAt: string }) | null;
  draft: (PitchText & { updatedAt: string; updatedBy: string | null }) | null;
  canEdit: boolean;
  reset?: boolean;
};

export const contactPitchKey = (contactId: string, solution: string | null) =>
  ['contact-pitch', contactId, solution ?? ''] as const;

export function contactPitchPath(contactId: string, solution: string | null) {
  return `/contacts/${contactId}/pitch${solution ? `?solution=${encodeURIComponent(solution)}` : ''}`;
}

/** The contact's pitch for a solution (the contact's own when none is chosen yet). */
export function useContactPitch(contactId: string, solution: string | null) {
  return useQuery({
    queryKey: contactPitchKey(contactId, solution),
    queryFn: () => api<ContactPitchView>(contactPitchPath(contactId, solution)),
  });
}

/** Save Draft and Reset to Generated: neither costs a credit; the answer is the editor's new state. */
export function usePitchDraftMutations(contactId: string) {
  const queryClient = useQueryClient();
  const settle = (view: ContactPitchView, asked: string | null) => {
    queryClient.setQueryData(contactPitchKey(contactId, view.solution), view);
    if (asked !== view.solution) queryClient.setQueryData(contactPitchKey(contactId, asked), view);
  };
  const save = useMutation({
    mutationFn: (input: PitchText & { solution: string; asked: string | null }) =>
      api<ContactPitchView>(`/contacts/${contactId}/pitch`, {
        method: 'PUT',
        body: { solution: input.solution, subject: input.subject, body: input.body },
      }),
    onSuccess: (view, input) => {
      settle(view, input.asked);
      toastSuccess(PITCH_DRAFT_MSG.saved(view.contact.name));
    },
    onError: (error) => toastError(PITCH_DRAFT_MSG.saveFailed(errorMessage(error))),
  });
  const reset = useMutation({
    mutationFn: (input: { solution: string; asked: string | null }) =>
      api<ContactPitchView>(contactPitchPath(contactId, input.solution), { method: 'DELETE' }),
    onSuccess: (view, input) => {
      settle(view, input.asked);
      toastSuccess(PITCH_DRAFT_MSG.reset);
    },
    onError: (error) => toastError(PITCH_DRAFT_MSG.resetFailed(errorMessage(error))),
  });
  return { save, reset };
}
