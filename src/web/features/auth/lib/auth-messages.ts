import { MSG, DEFAULT_RATE_LIMIT_WAIT_SECONDS } from '#domain/messages';

export type RateLimitResult = {
  is_rate_limited: boolean;
  locked_until_timestamp: string | null;
  delay_seconds: number;
};
export type AuthOperation = 'auth' | 'account_creation';

/** What the client does after check-auth-rate-limit: stop with a message, or go on after an optional wait. */
export type RateLimitVerdict = { blocked: true; message: string } | { blocked: false; waitSeconds: number };

export function rateLimitVerdict(
  result: RateLimitResult,
  operation: AuthOperation,
  formatTime: (iso: string) => string,
): RateLimitVerdict {
  if (result.is_rate_limited) {
    if (result.locked_until_timestamp) {
      const locked = operation === 'auth' ? MSG.accountLocked : MSG.accountCreationLocked;
      return { blocked: true, message: locked(formatTime(result.locked_until_timestamp)) };
    }
    return { blocked: true, message: MSG.tooManyAttempts(result.delay_seconds || DEFAULT_RATE_LIMIT_WAIT_SECONDS) };
  }
  return { blocked: false, waitSeconds: result.delay_seconds > 0 ? result.delay_seconds : 0 };
}

/** True for the sign-in lock message (the form then offers a one-time sign-in link). */
export const isAccountLockMessage = (message: string) => message.startsWith(MSG.accountLocked(''));

const INVALID_CREDENTIALS = ['Invalid login credentials', 'Invalid email or password'];

export function signInErrorMessage(message: string | undefined): string {
  if (!message) return MSG.internal;
  return INVALID_CREDENTIALS.some((text) => message.includes(text)) ? MSG.invalidCredentials : message;
}

export function signUpErrorMessage(message: string | undefined): string {
  if (!message) return MSG.internal;
  return message.toLowerCase().includes('already registered') ? MSG.emailExistsSignIn : message;
}

export function signUpSuccessDescription(website: string): string {
  return website.trim() ? `${MSG.signUpSuccess.description} ${MSG.signUpPreconfigure}` : MSG.signUpSuccess.description;
}

/** The display name better-auth requires: the e-mail's local part. */
export const nameFromEmail = (email: string) => email.split('@')[0] ?? email;
