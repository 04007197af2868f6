import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { MSG } from '#domain/messages';
import type { EmailAvailability as Availability } from '../lib/email-availability';

/** The live message under the sign-up e-mail. */
export function EmailAvailability({ state }: { state: Availability }) {
  return (
    <div aria-live="polite" className="min-h-4 text-xs" data-testid="email-availability" data-state={state}>
      {state === 'checking' && (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
          Checking availability…
        </span>
      )}
      {state === 'exists' && (
        <span className="flex items-center gap-1.5 text-destructive">
          <XCircle className="size-3.5" aria-hidden="true" />
          {MSG.emailExists}
        </span>
      )}
      {state === 'available' && (
        <span className="flex items-center gap-1.5 text-emerald-600 dark:text-emerald-400">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          {MSG.emailAvailable}
        </span>
      )}
    </div>
  );
}
