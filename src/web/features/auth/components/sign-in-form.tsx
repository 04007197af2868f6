import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { normalizeEmail } from '#domain/email-address';
import { MSG } from '#domain/messages';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { authClient } from '../../../lib/auth-client';
import { logSecurityEvent } from '../../../lib/security-log';
import { passRateLimit, requestSignInLink, resendVerificationEmail } from '../api/auth-functions';
import { isAccountLockMessage, signInErrorMessage } from '../lib/auth-messages';
import { FormError } from './form-error';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

const ERROR_TITLE = 'Sign In Failed';
const RESEND_LABEL = 'Resend verification e-mail';
type Phase = 'idle' | 'waiting' | 'submitting';

export function SignInForm() {
  const { refresh } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    logSecurityEvent('auth_failure', { email: normalizeEmail(email), error_message: message });
    setError(message);
    toast.error(ERROR_TITLE, { description: message });
    setPhase('idle');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = normalizeEmail(email);
    setError(null);
    setPhase('submitting');
    const blocked = await passRateLimit(address, 'auth', (waiting) => setPhase(waiting ? 'waiting' : 'submitting'));
    if (blocked) return fail(blocked);
    try {
      const { error: signInError } = await authClient.signIn.email({ email: address, password });
      if (signInError) return fail(signInErrorMessage(signInError.message));
    } catch (caught) {
      return fail(signInErrorMessage(caught instanceof Error ? caught.message : undefined));
    }
    logSecurityEvent('auth_success', { email: address });
    toast.success(MSG.signInSuccess.title, { description: MSG.signInSuccess.description });
    // The page redirects once the user is known (see AuthPage); navigating here as well raced that
    // redirect and could leave the onboarding page's own redirect to the dashboard unapplied.
    await refresh();
  };

  const [resending, setResending] = useState(false);
  const resend = async () => {
    const address = normalizeEmail(email);
    if (!address) return toast.error(RESEND_LABEL, { description: 'Enter your e-mail address first.' });
    setResending(true);
    try {
      toast.success(RESEND_LABEL, { description: (await resendVerificationEmail(address)).message });
    } catch (caught) {
      toast.error(RESEND_LABEL, { description: caught instanceof Error ? caught.message : MSG.internal });
    } finally {
      setResending(false);
    }
  };

  const [sendingLink, setSendingLink] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const sendSignInLink = async () => {
    setSendingLink(true);
    try {
      const { message } = await requestSignInLink(normalizeEmail(email));
      setLinkSent(message);
      toast.success(MSG.signInLinkButton, { description: message });
    } catch (caught) {
      toast.error(MSG.signInLinkButton, { description: caught instanceof Error ? caught.message : MSG.internal });
    } finally {
      setSendingLink(false);
    }
  };

  const busy = phase !== 'idle';
  const locked = error !== null && isAccountLockMessage(error);
  return (
    <div className="space-y-4">
      <GoogleButton disabled={busy} />
      <OrDivider label="or continue with email" />
      <form className="space-y-4" onSubmit={onSubmit}>
        <div className="space-y-2">
          <Label htmlFor="signin-email">Email</Label>
          <Input
            id="signin-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signin-password">Password</Label>
          <Input
            id="signin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" variant="brand" className="w-full" disabled={busy}>
          {busy && <Loader2 className="animate-spin" />}
          {phase === 'waiting' ? 'Please wait…' : phase === 'submitting' ? 'Signing in…' : 'Sign In'}
        </Button>
        <FormError title={ERROR_TITLE} message={error} />
        {locked && (
          <div className="space-y-2 rounded-md border p-3 text-sm" data-testid="sign-in-link">
            <p>{linkSent ?? MSG.lockedSignInLinkHint}</p>
            {!linkSent && (
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={sendingLink}
                onClick={() => void sendSignInLink()}
              >
                {sendingLink && <Loader2 className="animate-spin" />}
                {MSG.signInLinkButton}
              </Button>
            )}
          </div>
        )}
        <Button
          type="button"
          variant="link"
          size="bare"
          className="w-full"
          disabled={resending}
          onClick={() => void resend()}
        >
          {RESEND_LABEL}
        </Button>
      </form>
    </div>
  );
}
