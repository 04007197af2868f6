import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { MSG } from '#domain/messages';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isAccountLockMessage } from '../lib/auth-messages';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

const ERROR_TITLE = 'Sign In Failed';
const RESEND_LABEL = 'Resend verification e-mail';
type Phase = 'idle' | 'waiting' | 'submitting';

// The buttons' work loads once the visitor starts on the form, not with the page (see sign-in-actions.ts).
const loadActions = () => import('../api/sign-in-actions');
// So does the error box, drawn only after a failed attempt.
const FormError = lazy(() => import('./form-error').then((m) => ({ default: m.FormError })));

export function SignInForm() {
  const { refresh } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPhase('submitting');
    const { signInWithPassword } = await loadActions();
    const { error: failure } = await signInWithPassword(email, password, (waiting) =>
      setPhase(waiting ? 'waiting' : 'submitting'),
    );
    setPhase('idle');
    if (failure) {
      setError(failure);
      toast.error(ERROR_TITLE, { description: failure });
      return;
    }
    toast.success(MSG.signInSuccess.title, { description: MSG.signInSuccess.description });
    // The page redirects once the user is known (see AuthPage); navigating here as well raced that
    // redirect and could leave the onboarding page's own redirect to the dashboard unapplied.
    await refresh();
  };

  const [resending, setResending] = useState(false);
  const resend = async () => {
    if (!email.trim()) return toast.error(RESEND_LABEL, { description: 'Enter your e-mail address first.' });
    setResending(true);
    const { ok, message } = await (await loadActions()).resendVerification(email);
    if (ok) toast.success(RESEND_LABEL, { description: message });
    else toast.error(RESEND_LABEL, { description: message });
    setResending(false);
  };

  const [sendingLink, setSendingLink] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const sendSignInLink = async () => {
    setSendingLink(true);
    const { ok, message } = await (await loadActions()).sendSignInLink(email);
    if (ok) {
      setLinkSent(message);
      toast.success(MSG.signInLinkButton, { description: message });
    } else toast.error(MSG.signInLinkButton, { description: message });
    setSendingLink(false);
  };

  const busy = phase !== 'idle';
  const locked = error !== null && isAccountLockMessage(error);
  return (
    <div className="space-y-4">
      <GoogleButton disabled={busy} />
      <OrDivider label="or continue with email" />
      <form className="space-y-4" onSubmit={onSubmit} onFocus={() => void loadActions()}>
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
        {error && (
          <Suspense fallback={null}>
            <FormError title={ERROR_TITLE} message={error} />
          </Suspense>
        )}
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
