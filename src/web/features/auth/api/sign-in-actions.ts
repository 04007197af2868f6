import { normalizeEmail } from '#domain/email-address';
import { MSG } from '#domain/messages';
import { authClient } from '../../../lib/auth-client';
import { logSecurityEvent } from '../../../lib/security-log';
import { signInErrorMessage } from '../lib/auth-messages';
import { passRateLimit, requestSignInLink, resendVerificationEmail } from './auth-functions';

/**
 * What the sign-in form's buttons do, loaded when the visitor starts typing (or on the first click) rather than
 * with the page: the rate-limit check, better-auth's sign-in, the security log.
 */
export async function signInWithPassword(
  rawEmail: string,
  password: string,
  onWaiting: (waiting: boolean) => void,
): Promise<{ error: string | null }> {
  const email = normalizeEmail(rawEmail);
  const fail = (message: string) => {
    logSecurityEvent('auth_failure', { email, error_message: message });
    return { error: message };
  };
  const blocked = await passRateLimit(email, 'auth', onWaiting);
  if (blocked) return fail(blocked);
  try {
    const { error } = await authClient.signIn.email({ email, password });
    if (error) return fail(signInErrorMessage(error.message));
  } catch (caught) {
    return fail(signInErrorMessage(caught instanceof Error ? caught.message : undefined));
  }
  logSecurityEvent('auth_success', { email });
  return { error: null };
}

/** The server's answer, or the failure in words. */
const answer = async (request: Promise<{ message: string }>) => {
  try {
    return { ok: true, message: (await request).message };
  } catch (caught) {
    return { ok: false, message: caught instanceof Error ? caught.message : MSG.internal };
  }
};

export const resendVerification = (rawEmail: string) => answer(resendVerificationEmail(normalizeEmail(rawEmail)));
export const sendSignInLink = (rawEmail: string) => answer(requestSignInLink(normalizeEmail(rawEmail)));
