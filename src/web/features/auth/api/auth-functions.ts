import { api, invokeFunction } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import {
  rateLimitVerdict,
  type AuthOperation,
  type RateLimitResult,
  type RateLimitVerdict,
} from '../lib/auth-messages';

export type EmailExistsResult = { success: boolean; exists: boolean; emailExists: boolean };

export const checkEmailExists = (email: string) => invokeFunction<EmailExistsResult>('check-email-exists', { email });

/** check-auth-rate-limit; a failing check is only warned about so the attempt proceeds (spec section 8). */
export async function checkAuthRateLimit(email: string, operationType: AuthOperation): Promise<RateLimitVerdict> {
  try {
    const result = await invokeFunction<RateLimitResult>('check-auth-rate-limit', {
      identifier: email,
      identifierType: 'email',
      operationType,
    });
    return rateLimitVerdict(result, operationType, formatDateTime);
  } catch (error) {
    console.warn('Rate limit check failed; proceeding', error);
    return { blocked: false, waitSeconds: 0 };
  }
}

export const sleep = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * The rate-limit gate before a sign-in or sign-up attempt: the lock message when the attempt is blocked
 * (null otherwise), after waiting out any delay the server asks for (`onWaiting` brackets the wait).
 */
export async function passRateLimit(
  email: string,
  operationType: AuthOperation,
  onWaiting: (waiting: boolean) => void,
): Promise<string | null> {
  const verdict = await checkAuthRateLimit(email, operationType);
  if (verdict.blocked) return verdict.message;
  if (verdict.waitSeconds > 0) {
    onWaiting(true);
    await sleep(verdict.waitSeconds);
    onWaiting(false);
  }
  return null;
}

/** Resend verification e-mail (rate-limited on the server: once a minute, five times an hour per address). */
export const resendVerificationEmail = (email: string) =>
  api<{ success: boolean; message: string }>('/auth/send-verification-email', { method: 'POST', body: { email } });

/** A one-time sign-in link to the address (the way in during a lock; rate-limited on the server like the resend). */
export const requestSignInLink = (email: string) =>
  api<{ success: boolean; message: string }>('/auth/sign-in/magic-link', { method: 'POST', body: { email } });
