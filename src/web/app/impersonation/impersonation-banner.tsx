import { useState } from 'react';
import { LogOut, TriangleAlert, UserRoundCog } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { useAuth } from '../auth-context';
import { useImpersonationActions } from './use-impersonation-actions';

/**
 * While impersonating: a banner (who is being viewed, Exit Impersonation) and a panel (the
 * impersonated and the original user, the write-actions switch, a warning when it is on).
 */
export function ImpersonationBanner() {
  const { impersonating, impersonation } = useAuth();
  const { exit, setWrites } = useImpersonationActions();
  const [busy, setBusy] = useState(false);
  if (!impersonating || !impersonation) return null;
  const { user, realUser, writeEnabled } = impersonation;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Impersonation"
      data-testid="impersonation-banner"
      className="border-b border-amber-300/70 bg-amber-50 text-amber-950 dark:border-amber-500/40 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 md:px-4">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          <UserRoundCog className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          <div className="min-w-0 text-sm" data-testid="impersonation-panel">
            <p className="font-semibold">
              Viewing as{' '}
              <span data-testid="impersonated-user" className="break-all">
                {user.email}
              </span>
            </p>
            <p className="text-xs text-amber-900/75 dark:text-amber-100/70">
              Signed in as{' '}
              <span data-testid="original-user" className="break-all">
                {realUser.email}
              </span>
            </p>
          </div>
        </div>
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:justify-end">
          <Label htmlFor="impersonation-write-actions" className="cursor-pointer text-xs font-medium">
            <Switch
              id="impersonation-write-actions"
              checked={writeEnabled}
              disabled={busy}
              onCheckedChange={(on) => void run(() => setWrites(on))}
            />
            Write actions
          </Label>
          <Button
            size="sm"
            variant="outline"
            className="border-amber-400/70 bg-white/70 hover:bg-white dark:bg-transparent"
            disabled={busy}
            onClick={() => void run(exit)}
          >
            <LogOut aria-hidden="true" />
            Exit Impersonation
          </Button>
        </div>
      </div>
      {writeEnabled ? (
        <p
          role="alert"
          data-testid="write-actions-warning"
          className="flex items-start gap-2 border-t border-amber-300/70 bg-amber-100/80 px-3 py-1.5 text-xs font-medium text-amber-900 md:px-4 dark:border-amber-500/40 dark:bg-amber-900/40 dark:text-amber-100"
        >
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            Write actions are on: changes are saved to {user.email}&apos;s account and recorded in the audit log under
            your name.
          </span>
        </p>
      ) : null}
    </section>
  );
}
