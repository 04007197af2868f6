import { DELETE_ACCOUNT_PHRASE, MSG } from '#domain/messages';
import { formatDate } from '../../../lib/format';

export { statusLabel as humanize, statusBadgeVariant } from '../../../lib/subscription-view';

/** 'Renews on …' or, for a canceled subscription, 'Ends on …'; null without an end date. */
export function renewalLabel(status: string, end: string | null): string | null {
  if (!end || Number.isNaN(new Date(end).getTime())) return null;
  return `${status === 'canceled' ? 'Ends on' : 'Renews on'} ${formatDate(end)}`;
}

export const isDeleteConfirmation = (text: string) => text === DELETE_ACCOUNT_PHRASE;

export type ToastMessage = { title: string; description?: string };

/** Why account deletion cannot go ahead yet, or null when it can (core-workflow sections 5 and 8). */
export function deleteAccountProblem(email: string | null | undefined, confirmation: string): ToastMessage | null {
  if (!email) return { title: MSG.deleteUnidentified };
  if (!isDeleteConfirmation(confirmation)) return MSG.deleteConfirmRequired;
  return null;
}
