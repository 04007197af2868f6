import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MSG, WORK_EMAIL_REQUIRED } from '#domain/messages';

/**
 * What to tell someone sent back from Google with ?error=: the server refused to create an account
 * for a free e-mail provider, or the sign-in failed for another reason.
 */
export function oauthErrorMessage(code: string): string {
  return code === WORK_EMAIL_REQUIRED ? MSG.workEmailRequired : MSG.googleFailed;
}

/** A used or expired one-time sign-in link comes back with ?error=INVALID_TOKEN (better-auth's magic link). */
const SIGN_IN_LINK_ERRORS = new Set(['INVALID_TOKEN']);

/** Shows the Google sign-in failure once and removes ?error= from the address. */
export function useOAuthErrorToast() {
  const [params, setParams] = useSearchParams();
  const code = params.get('error');
  useEffect(() => {
    if (!code) return;
    if (SIGN_IN_LINK_ERRORS.has(code)) toast.error('Sign In Failed', { description: MSG.signInLinkInvalid });
    else toast.error('Google Sign-In Failed', { description: oauthErrorMessage(code) });
    const next = new URLSearchParams(params);
    next.delete('error');
    next.delete('error_description');
    setParams(next, { replace: true });
  }, [code, params, setParams]);
}
