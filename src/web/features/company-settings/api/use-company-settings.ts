import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitableRole,
  InvitationCounts,
  InvitationDto,
  InvitationStatus,
  InvitationSummary,
  MemberDto,
} from '#domain/invitations';
import { useAuth } from '../../../app/auth-context';
import { api, ApiError, invokeFunction } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';

export type MembersResponse = { members: MemberDto[]; used: number; maxUsers: number };
export type SendInput = { email: string; role: InvitableRole };

const invitationsKey = (companyId: string | null) => ['invitations', companyId] as const;
const membersKey = (companyId: string | null) => ['company-members', companyId] as const;

/** The server's message when it sent one, else the spec's fallback wording. */
export const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 500 ? error.message : fallback;

export function useMembers() {
  const { currentCompany } = useAuth();
  return useQuery({
    queryKey: membersKey(currentCompany?.id ?? null),
    queryFn: () => api<MembersResponse>('/companies/current/members'),
    enabled: Boolean(currentCompany),
  });
}

/**
 * The company's invitations of one status, newest first, 50 a page ("Load more" for the next), with server-derived
 * statuses; every page carries the counts of all statuses (`first.counts`).
 */
export function useInvitations(status: InvitationStatus) {
  const { currentCompany } = useAuth();
  return useCursorList<'invitations', InvitationDto, { counts: InvitationCounts }>({
    queryKey: [...invitationsKey(currentCompany?.id ?? null), status],
    path: `/invitations?status=${status}`,
    itemsKey: 'invitations',
    enabled: Boolean(currentCompany),
  });
}

/** The analytics tab's figures, summed up on the server. */
export function useInvitationSummary() {
  const { currentCompany } = useAuth();
  return useQuery({
    queryKey: [...invitationsKey(currentCompany?.id ?? null), 'analytics'],
    queryFn: () => api<InvitationSummary>('/invitations/analytics'),
    enabled: Boolean(currentCompany),
  });
}

/** The spec's send-company-invitation call (send, bulk and resend all use it); refresh with `refresh()` after. */
export function useInvitationActions() {
  const { currentCompany } = useAuth();
  const queryClient = useQueryClient();
  const companyId = currentCompany?.id ?? null;
  const send = ({ email, role }: SendInput) =>
    invokeFunction<{ success: boolean; invitation: InvitationDto }>('send-company-invitation', {
      email: email.trim().toLowerCase(),
      companyId,
      role,
    });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
      queryClient.invalidateQueries({ queryKey: membersKey(companyId) }),
    ]);
  const remove = useMutation({
    mutationFn: (id: string) => api<{ success: boolean }>(`/invitations/${id}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { send, refresh, remove };
}

/** Downloads the CSV export (Email, Role, Status, Created, Expires) through the browser. */
export async function downloadInvitationsCsv() {
  const response = await fetch('/api/invitations/export.csv', { credentials: 'include' });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'invitations.csv';
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
