import { IMPERSONATION_RESTRICTED, SUPPORT_MSG } from '#domain/access';
import { ApiError } from './api';

/** A 2xx answer with success false (e.g. 202 while the job still runs) carrying the server's words. */
export class ServerRefusal extends Error {
  override name = 'ServerRefusal';
}

/** A server message worth showing (the server speaks the spec's words); 5xx bodies are generic, so callers fall back. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError)
    return error.status < 500 && typeof error.body?.message === 'string' ? error.message : null;
  if (error instanceof ServerRefusal) return error.message;
  return null;
}

/**
 * The server's words when it refused a request because of the impersonation (write actions off, or a
 * feature closed while impersonating): worth showing instead of a generic "Please try again".
 */
export function impersonationRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  return error.message === SUPPORT_MSG.writesDisabled || error.message === IMPERSONATION_RESTRICTED
    ? error.message
    : null;
}

/** The description a failure toast shows: the impersonation refusal when that is why, else the fallback. */
export const failureDescription = (error: unknown, fallback: string) => impersonationRefusal(error) ?? fallback;
