/** The documented API limits (administration: Documentation Hub), enforced by the server. */
export const API_REQUESTS_PER_USER_HOUR = 1000;
export const API_REQUESTS_PER_COMPANY_HOUR = 10_000;
export const DAILY_DISCOVERY_LIMIT = 100;

export const userRateLimitMessage = (minutes: number) =>
  `Too many requests: the limit is ${API_REQUESTS_PER_USER_HOUR.toLocaleString('en-US')} requests per hour per user. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const companyRateLimitMessage = (minutes: number) =>
  `Too many requests: your company's limit is ${API_REQUESTS_PER_COMPANY_HOUR.toLocaleString('en-US')} requests per hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const DAILY_DISCOVERY_LIMIT_MESSAGE = `You have reached your daily limit of ${DAILY_DISCOVERY_LIMIT} contact discoveries. Please try again tomorrow.`;
