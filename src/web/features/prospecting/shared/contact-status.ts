import { RESEARCH_MSG } from './messages';
import type { Contact } from './types';

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  researching: 'Researching',
  completed: 'Completed',
  failed: 'Failed',
};

/** pending is the default when unset; anything else unknown shows Unknown. */
export const normalizeStatus = (status: string | null | undefined) => status || 'pending';
export const statusLabel = (status: string | null | undefined) => STATUS_LABELS[normalizeStatus(status)] ?? 'Unknown';

/** Which research action a contact offers: Research Contact only when not completed/researching/failed; Retry when failed. */
export function researchAction(status: string | null | undefined): 'start' | 'retry' | null {
  const s = normalizeStatus(status);
  if (s === 'failed') return 'retry';
  if (s === 'completed' || s === 'researching') return null;
  return 'start';
}

/** The id of a contact's "Deep Research Started" toast, closed when the research finishes. */
export const startedToastId = (contactId: string) => `contact-research-started-${contactId}`;

export type StatusToast = { kind: 'success' | 'error' | 'info'; title: string; description?: string };

/** The toast for a status change seen live (none when nothing changed). */
export function transitionToast(previous: string | null | undefined, next: string, name: string): StatusToast | null {
  if (normalizeStatus(previous) === normalizeStatus(next)) return null;
  if (next === 'completed') return { kind: 'success', ...RESEARCH_MSG.contactResearchComplete(name) };
  if (next === 'failed') return { kind: 'error', ...RESEARCH_MSG.contactResearchFailed(name) };
  if (next === 'researching') return { kind: 'info', ...RESEARCH_MSG.researchStarted };
  return null;
}

/** Replaces a contact in a list, keeping the list's order. */
export const mergeContactInto = (list: Contact[], contact: Contact) =>
  list.map((c) => (c.id === contact.id ? { ...c, ...contact } : c));

/** Seconds a researching contact has been researching (from its last status change). */
export const researchElapsedSeconds = (contact: Pick<Contact, 'updatedAt'>, now: number) =>
  Math.max(0, Math.floor((now - new Date(contact.updatedAt).getTime()) / 1000));
