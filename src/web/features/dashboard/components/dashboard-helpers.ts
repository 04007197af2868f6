import { DELETE_ACCOUNT_PHRASE, MSG } from '#domain/messages';
import { formatDate } from '../../../lib/format';

/** 'trial' → 'Trial', 'past_due' → 'Past due'. */
export const humanize = (value: string) => {
  const spaced = value.replace(/[_-]+/g, ' ').trim();
  return spaced ? spaced[0]!.toUpperCase() + spaced.slice(1) : '';
};

/** Active subscriptions get the default badge, every other status the secondary one (administration section 2, Billing). */
export const statusBadgeVariant = (status: string) => (status === 'active' ? 'default' : 'secondary');

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
