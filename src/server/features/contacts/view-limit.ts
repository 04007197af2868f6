import { DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';

export const DAILY_LIMIT_MESSAGE = `You have reached your daily access limit of ${DAILY_CONTACT_VIEW_LIMIT} contact views. Please try again tomorrow.`;

/** Start of the current UTC day. */
export const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Applies the daily limit of distinct contact views: contacts already viewed today stay visible;
 * new ones are shown while the allowance lasts. `blocked` when nothing new can be shown.
 */
export function applyViewLimit<T extends { id: string }>(contacts: T[], viewedToday: Set<string>, limit = DAILY_CONTACT_VIEW_LIMIT) {
  let remaining = Math.max(0, limit - viewedToday.size);
  const visible: T[] = [];
  const newlyViewed: string[] = [];
  let hidden = 0;
  for (const contact of contacts) {
    if (viewedToday.has(contact.id)) {
      visible.push(contact);
    } else if (remaining > 0) {
      remaining -= 1;
      visible.push(contact);
      newlyViewed.push(contact.id);
    } else {
      hidden += 1;
    }
  }
  return { visible, newlyViewed, hidden, blocked: hidden > 0 && visible.length === 0 };
}
