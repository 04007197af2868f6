import { useState, type FormEvent } from 'react';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { EMAIL_PATTERN, isWorkEmail, normalizeEmail } from '#domain/email';
import { MSG } from '#domain/messages';
import { isStrongPassword } from '#domain/password';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useEmailAvailability } from '../api/use-email-availability';
import { SIGN_UP_ERROR_TITLE, useSignUp } from '../api/use-sign-up';
import { EmailAvailability } from './email-availability';
import { FormError } from './form-error';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SignUpSuccess } from './sign-up-success';

export function SignUpForm() {
  const [website, setWebsite] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { submit, phase, error, sentTo, reset } = useSignUp();
  const availability = useEmailAvailability(email);

  const address = normalizeEmail(email);
  const emailValid = EMAIL_PATTERN.test(address);
  const workEmail = isWorkEmail(address);
  const mismatch = confirm.length > 0 && confirm !== password;
  const busy = phase !== 'idle';
  const canSubmit =
    emailValid && workEmail && availability !== 'exists' && isStrongPassword(password) && confirm === password && !busy;

  if (sentTo) {
    return (
      <SignUpSuccess
        email={sentTo}
        onBack={() => {
          setPassword('');
          setConfirm('');
          reset();
        }}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) void submit({ email, password, website });
  };

  return (
    <div className="space-y-4">
      <GoogleButton disabled={busy} />
      <OrDivider label="or sign up with email" />
      <form className="space-y-4" onSubmit={onSubmit}>
        <div className="space-y-2">
          <Label htmlFor="signup-website">Company Website (optional)</Label>
          <Input
            id="signup-website"
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourcompany.com"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
          <p className="text-xs text-muted-foreground">We'll use it to pre-fill your AI configuration.</p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-email">Work Email</Label>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={availability === 'exists' || (emailValid && !workEmail) || undefined}
            aria-describedby="signup-email-status"
          />
          <div id="signup-email-status" className="space-y-1">
            {emailValid && !workEmail ? (
              <p className="flex items-start gap-1.5 text-xs text-destructive" data-testid="work-email-required">
                <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                {MSG.workEmailRequired}
              </p>
            ) : (
              <EmailAvailability state={availability} />
            )}
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-password">Password</Label>
          <Input
            id="signup-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-confirm">Confirm Password</Label>
          <Input
            id="signup-confirm"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? 'signup-confirm-error' : undefined}
          />
          {mismatch && (
            <p id="signup-confirm-error" className="text-xs text-destructive">
              {MSG.passwordsDontMatch}
            </p>
          )}
        </div>
        <Button type="submit" variant="brand" className="w-full" disabled={!canSubmit}>
          {busy && <Loader2 className="animate-spin" />}
          {phase === 'waiting' ? 'Please wait…' : phase === 'submitting' ? 'Creating account…' : 'Create Account'}
        </Button>
        <FormError title={SIGN_UP_ERROR_TITLE} message={error} />
      </form>
    </div>
  );
}
