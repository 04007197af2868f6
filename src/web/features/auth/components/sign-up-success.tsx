import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Shown on the Sign Up tab once the verification e-mail is on its way. */
export function SignUpSuccess({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" data-testid="signup-success">
      <div className="brand-gradient flex size-14 items-center justify-center rounded-full text-white shadow-md">
        <MailCheck className="size-7" aria-hidden="true" />
      </div>
      <div className="space-y-1.5">
        <h3 className="text-lg font-semibold">Check your inbox</h3>
        <p className="text-sm text-muted-foreground">
          We sent a verification link to <span className="font-medium break-all text-foreground">{email}</span>. Open it
          to verify your account and continue to company setup.
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onBack}>
        Use a different email
      </Button>
    </div>
  );
}
