/** Tries an AI job gets before it fails for good (the first run and two retries). */
export const AI_JOB_ATTEMPTS = 3;

/** The reason shown on a job the queue gave up on (its worker died or hung on every try). */
export const AI_JOB_INTERRUPTED =
  'The AI operation was interrupted and could not finish. Your credit has been refunded; please try again.';

export type JobAttempts = { status: string; attempt: number; maxAttempts: number };

/**
 * What a progress card adds while the queue retries a job whose earlier try did not finish: the try
 * under way (status running) or the one it waits for (queued again after a failed try). Null otherwise.
 */
export function jobRetryNotice({ status, attempt, maxAttempts }: JobAttempts): string | null {
  const next = status === 'running' ? attempt : status === 'queued' ? attempt + 1 : 0;
  if (next < 2) return null;
  return `Retrying: the previous attempt did not finish (attempt ${Math.min(next, maxAttempts)} of ${maxAttempts}).`;
}

/** The AI job types, as the server queues them and the pages match their live events. */
export const AI_JOB_TYPES = {
  extractConfig: 'extract-config',
  targeting: 'organization-targeting',
  research: 'account-research',
  pitch: 'generate-pitch',
  discovery: 'contact-discovery',
  deepResearch: 'deep-contact-research',
} as const;
