import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailboxDto, MailboxInput, SequenceInput, SequenceStep, TemplateField } from '#domain/sequences';
import { api } from '../../../lib/api';

export type SequenceSummary = {
  id: string;
  name: string;
  solutionName: string | null;
  steps: SequenceStep[];
  counts: { active: number; finished: number; replied: number; bounced: number; unsubscribed: number };
  /** Per e-mail step that sent something: messages sent and the replies it drew. */
  stepStats: StepStat[];
};
export type StepStat = { stepIndex: number; sent: number; replied: number };
export type SampleContact = { id: string; name: string; title: string | null; organizationName: string };
export type EnrolmentRow = {
  id: string;
  contactId: string;
  name: string;
  email: string | null;
  state: string;
  stateNote: string | null;
  stepIndex: number;
  nextRunAt: string | null;
  messagesSent: number;
};
export type EnrolCheck = {
  contactId: string;
  name: string;
  email: string | null;
  emailStatus: string;
  refusal: string | null;
  needsConfirmation: string | null;
  preview: { subject: string; text: string } | null;
  blocked: string | null;
};
export type ConnectionTest = { smtp: { ok: boolean; message: string }; imap: { ok: boolean; message: string } };
export type MemberMailbox = { userId: string; name: string; email: string; role: string; connected: boolean };
export type Task = {
  id: string;
  kind: 'call' | 'linkedin';
  note: string;
  dueAt: string;
  contactId: string;
  name: string;
  phone: string | null;
  linkedinUrl: string | null;
  sequenceName: string;
};

export const sequenceKeys = {
  mailbox: ['mailbox'] as const,
  members: ['mailbox', 'members'] as const,
  list: ['sequences'] as const,
  enrolments: (id: string) => ['sequences', id, 'enrolments'] as const,
  tasks: ['tasks'] as const,
  contact: (id: string) => ['sequences', 'contact', id] as const,
  samples: (q: string) => ['sequences', 'samples', q] as const,
  sampleValues: (id: string, solution: string) => ['sequences', 'samples', id, solution] as const,
};

export const useMailbox = () =>
  useQuery({ queryKey: sequenceKeys.mailbox, queryFn: () => api<{ mailbox: MailboxDto | null }>('/mailbox') });
export const useMemberMailboxes = (enabled: boolean) =>
  useQuery({
    queryKey: sequenceKeys.members,
    queryFn: () => api<{ members: MemberMailbox[] }>('/mailbox/members'),
    enabled,
  });
export const saveMailbox = (input: MailboxInput) =>
  api<{ mailbox: MailboxDto }>('/mailbox', { method: 'PUT', body: input });
export const testMailbox = (input: MailboxInput) => api<ConnectionTest>('/mailbox/test', { body: input });

export const useSequences = () =>
  useQuery({
    queryKey: sequenceKeys.list,
    queryFn: () => api<{ sequences: SequenceSummary[]; role: string }>('/sequences'),
  });
export const useEnrolments = (id: string) =>
  useQuery({
    queryKey: sequenceKeys.enrolments(id),
    queryFn: () =>
      api<{ sequence: Omit<SequenceSummary, 'counts'>; enrolments: EnrolmentRow[] }>(`/sequences/${id}/enrolments`),
  });
export const useTasks = () =>
  useQuery({ queryKey: sequenceKeys.tasks, queryFn: () => api<{ tasks: Task[] }>('/tasks') });
export const useContactSequences = (contactId: string) =>
  useQuery({
    queryKey: sequenceKeys.contact(contactId),
    queryFn: () =>
      api<{ enrolments: { id: string; sequenceName: string; state: string; stateNote: string | null }[] }>(
        `/contacts/${contactId}/sequences`,
      ),
  });

/** The editor's contact picker: the company's newest live contacts, by name. */
export const useSampleContacts = (q: string) =>
  useQuery({
    queryKey: sequenceKeys.samples(q),
    queryFn: () =>
      api<{ contacts: SampleContact[] }>(`/sequences/sample-contacts?q=${encodeURIComponent(q)}`).then(
        (r) => r.contacts,
      ),
  });
/** One contact's template fields, as a send for the solution would fill them. */
export const useSampleValues = (contactId: string, solution: string) =>
  useQuery({
    queryKey: sequenceKeys.sampleValues(contactId, solution),
    queryFn: () =>
      api<{ name: string; values: Partial<Record<TemplateField, string>> }>(
        `/sequences/sample-contacts/${contactId}?solution=${encodeURIComponent(solution)}`,
      ),
    enabled: Boolean(contactId),
  });

export const createSequence = (input: SequenceInput) => api<{ id: string }>('/sequences', { body: input });
export const updateSequence = (id: string, input: SequenceInput) =>
  api(`/sequences/${id}`, { method: 'PUT', body: input });
export const previewEnrolment = (sequenceId: string, contactIds: string[]) =>
  api<{ mailbox: { id: string; fromAddress: string } | null; contacts: EnrolCheck[] }>(
    `/sequences/${sequenceId}/preview`,
    { body: { contactIds } },
  );
export const enrolContacts = (sequenceId: string, contactIds: string[], confirmed: string[]) =>
  api<{ enrolled: number; results: { contactId: string; name: string; enrolled: boolean; reason: string | null }[] }>(
    `/sequences/${sequenceId}/enrol`,
    { body: { contactIds, confirmed } },
  );

export function useEnrolmentAction(sequenceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' | 'remove' }) =>
      api(`/enrolments/${id}/${action}`, { method: 'POST', body: {} }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sequenceKeys.enrolments(sequenceId) }),
  });
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/tasks/${id}/done`, { method: 'POST', body: {} }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sequenceKeys.tasks }),
  });
}
