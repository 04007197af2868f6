import { Crown, Loader2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SUPER_ADMIN_WARNING } from '../lib/admin-rules';

/** Make Me Super Admin, offered to everyone who is not a super admin yet, with the spec's warning. */
export function SuperAdminCard({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Card data-testid="super-admin-card" className="flex-row flex-wrap items-center justify-between gap-3 border-amber-300/70 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-950/30">
      <div className="flex min-w-0 items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium">Make Me Super Admin</p>
          <p className="text-sm text-muted-foreground" data-testid="super-admin-warning">
            {SUPER_ADMIN_WARNING}
          </p>
        </div>
      </div>
      <Button variant="outline" disabled={busy} onClick={onClick}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Crown aria-hidden="true" />}
        Make Me Super Admin
      </Button>
    </Card>
  );
}
