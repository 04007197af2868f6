import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  LoadAPIKeyError,
  NoContentGeneratedError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai';
import { AppError } from '../../errors';

/** User-facing messages for AI provider failures. */
export const LLM_MESSAGES = {
  auth: 'The AI provider rejected the request (check AI_API_KEY).',
  rateLimited: 'The AI provider is rate limiting requests. Please try again shortly.',
  unavailable: 'The AI provider is unavailable right now. Please try again.',
  timeout: 'The AI provider did not answer in time. Please try again.',
  unusable: 'The AI provider returned an unusable answer. Please try again.',
  rejected: 'The AI provider could not process the request (check AI_MODEL and AI_BASE_URL).',
} as const;

const isTimeout = (e: unknown) => e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

const isUnusable = (e: unknown) =>
  NoObjectGeneratedError.isInstance(e) ||
  NoOutputGeneratedError.isInstance(e) ||
  NoContentGeneratedError.isInstance(e) ||
  JSONParseError.isInstance(e) ||
  TypeValidationError.isInstance(e) ||
  InvalidResponseDataError.isInstance(e) ||
  EmptyResponseBodyError.isInstance(e) ||
  e instanceof SyntaxError;

function fromStatus(status: number | undefined, cause: string): AppError {
  const details = { provider: { status: status ?? null, cause } };
  if (status === 401 || status === 403) return new AppError('INTERNAL', LLM_MESSAGES.auth, details);
  if (status === 429) return new AppError('UNAVAILABLE', LLM_MESSAGES.rateLimited, details);
  if (status === undefined || status >= 500 || status === 408)
    return new AppError('UNAVAILABLE', LLM_MESSAGES.unavailable, details);
  if (status >= 200 && status < 300) return new AppError('UNAVAILABLE', LLM_MESSAGES.unusable, details);
  return new AppError('INTERNAL', LLM_MESSAGES.rejected, details);
}

/** Maps any AI SDK / network failure to an AppError with a message a user can act on. */
export function toLlmError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = RetryError.isInstance(error) ? (error.lastError ?? error) : error;
  const cause = e instanceof Error ? e.message : String(e);
  // No key configured (the SDK found neither AI_API_KEY nor its own env variable): retrying cannot help.
  if (LoadAPIKeyError.isInstance(e)) return new AppError('INTERNAL', LLM_MESSAGES.auth, { provider: { cause } });
  if (isTimeout(e)) return new AppError('UNAVAILABLE', LLM_MESSAGES.timeout, { provider: { cause } });
  if (isUnusable(e)) return new AppError('UNAVAILABLE', LLM_MESSAGES.unusable, { provider: { cause } });
  if (APICallError.isInstance(e)) return fromStatus(e.statusCode, cause);
  return new AppError('UNAVAILABLE', LLM_MESSAGES.unavailable, { provider: { cause } });
}
