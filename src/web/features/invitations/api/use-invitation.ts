import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvitationLookup } from '#domain/invitations';
import { api } from '../../../lib/api';

/** The public lookup by token (company, role, e-mail, expiry, status). */
export function useInvitationLookup(token: string | null) {
  return useQuery({
    queryKey: ['invitation-by-token', token],
    queryFn: () => api<InvitationLookup>(`/invitations/by-token/${encodeURIComponent(token!)}`),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (token: string) => api<{ success: boolean; role: string }>('/invitations/accept', { body: { token } }),
  });
}
