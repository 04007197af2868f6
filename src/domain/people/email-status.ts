/** The deliverability of a contact's e-mail, whichever verifier judged it. */
export const EMAIL_STATUSES = ['verified', 'accept-all', 'risky', 'invalid', 'unknown'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  verified: 'Verified',
  'accept-all': 'Accept-all',
  risky: 'Risky',
  invalid: 'Invalid',
  unknown: 'Unknown',
};

/** How the address was obtained: printed by a source, or guessed from a name pattern (a finder's result). */
export type EmailOrigin = 'found' | 'pattern';

/**
 * One verifier's judgement of one address. `verifier`/`label` name who judged it ('scoutline' for the
 * built-in checks, a provider id such as 'hunter'); `score` is a provider's confidence (0–100) when it gives one.
 */
export type EmailCheck = {
  status: EmailStatus;
  reason: string;
  verifier: string;
  label: string;
  checkedAt: string;
  origin: EmailOrigin;
  score?: number | null;
};

export const isEmailStatus = (value: unknown): value is EmailStatus => EMAIL_STATUSES.includes(value as EmailStatus);

/** An address may be offered as a way to reach someone (mailto, export) only when it is not invalid. */
export const isReachableEmail = (email: string | null | undefined, status: string | null | undefined) =>
  Boolean(email) && status !== 'invalid';

const SEVERITY: Record<EmailStatus, number> = { invalid: 4, risky: 3, 'accept-all': 2, unknown: 1, verified: 0 };

/** The stricter of two statuses (a definite problem outweighs a lack of evidence). */
export const stricterStatus = (a: EmailStatus, b: EmailStatus): EmailStatus => (SEVERITY[a] >= SEVERITY[b] ? a : b);
