import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { normalizeEmail } from '#domain/email';
import { MSG } from '#domain/messages';
import { authClient } from '../../../lib/auth-client';
import { logSecurityEvent } from '../../../lib/security-log';
import { nameFromEmail, signUpErrorMessage, signUpSuccessDescription } from '../lib/auth-messages';
import { checkEmailExists, passRateLimit } from './auth-functions';

export const SIGN_UP_ERROR_TITLE = 'Sign Up Failed';
export type SignUpInput = { email: string; password: string; website: string };
export type SignUpPhase = 'idle' | 'waiting' | 'submitting';

/** The sign-up sequence: rate limit, existence re-check, then better-auth's e-mail sign-up. */
export function useSignUp() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SignUpPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const attempted = useRef('');

  const fail = (message: string) => {
    logSecurityEvent('auth_failure', { email: attempted.current, error_message: message });
    setError(message);
    toast.error(SIGN_UP_ERROR_TITLE, { description: message });
    setPhase('idle');
  };

  const submit = async (input: SignUpInput) => {
    const email = normalizeEmail(input.email);
    const website = input.website.trim();
    attempted.current = email;
    setError(null);
    setPhase('submitting');
    const blocked = await passRateLimit(email, 'account_creation', (waiting) =>
      setPhase(waiting ? 'waiting' : 'submitting'),
    );
    if (blocked) return fail(blocked);
    try {
      const existing = await checkEmailExists(email);
      if (existing.exists || existing.emailExists) return fail(MSG.emailExists);
      // signupCompanyUrl is a server-side additional field the client's types do not infer; a variable skips the excess-property check.
      const body = {
        email,
        password: input.password,
        name: nameFromEmail(email),
        signupCompanyUrl: website || undefined,
        callbackURL: '/company-onboarding',
      };
      const { error: signUpError } = await authClient.signUp.email(body);
      if (signUpError) return fail(signUpErrorMessage(signUpError.message));
    } catch (caught) {
      return fail(signUpErrorMessage(caught instanceof Error ? caught.message : undefined));
    }
    await queryClient.invalidateQueries({ queryKey: ['email-exists'] });
    logSecurityEvent('account_created', { email });
    toast.success(MSG.signUpSuccess.title, { description: signUpSuccessDescription(website) });
    setPhase('idle');
    setSentTo(email);
  };

  const reset = () => {
    setSentTo(null);
    setError(null);
  };

  return { submit, phase, error, sentTo, reset };
}
