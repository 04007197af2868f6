import { DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';

export const DAILY_LIMIT_MESSAGE = `You have reached your daily access limit of ${DAILY_CONTACT_VIEW_LIMIT} contact views. Please try again tomorrow.`;

/** Start of the current UTC day. */
export const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
