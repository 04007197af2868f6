import { MailCheck } from 'lucide-react';
import { MSG } from '#domain/messages';
import { Button } from '../../../components/ui/button';
import { useAuthConfig } from '../api/use-auth-config';

/**
 * Shown on the Sign Up tab once the verification e-mail is on its way, or, on a server without SMTP, once the
 * link has been written to the server log (where the screen says to look).
 */
export function SignUpSuccess({ email, onBack }: { email: string; onBack: () => void }) {
  const { mailConfigured } = useAuthConfig();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" data-testid="signup-success">
      <div className="brand-gradient flex size-14 items-center justify-center rounded-full text-white shadow-md">
        <MailCheck className="size-7" aria-hidden="true" />
      </div>
      <div className="space-y-1.5">
        <h3 className="text-lg font-semibold">{mailConfigured ? 'Check your inbox' : MSG.mailNotConfigured}</h3>
        <p className="text-sm text-muted-foreground">
          {mailConfigured ? 'We sent a verification link to ' : 'The verification link for '}
          <span className="font-medium break-all text-foreground">{email}</span>
          {mailConfigured ? '. ' : ' was written to the server log instead of being sent. '}
          Open it to verify your account and continue to company setup.
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onBack}>
        Use a different email
      </Button>
    </div>
  );
}
