import { useState } from 'react';
import { Crown, Loader2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SUPER_ADMIN_TOKEN_HINT, SUPER_ADMIN_WARNING } from '../lib/admin-rules';

/**
 * Make Me Super Admin, offered while the platform has no super admin, with the spec's warning and a field
 * for the one-time setup token the server prints in its log at start.
 */
export function SuperAdminCard({ busy, onSubmit }: { busy: boolean; onSubmit: (setupToken: string) => void }) {
  const [token, setToken] = useState('');
  return (
    <Card
      data-testid="super-admin-card"
      className="gap-3 border-amber-300/70 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-950/30"
    >
      <div className="flex min-w-0 items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium">Make Me Super Admin</p>
          <p className="text-sm text-muted-foreground" data-testid="super-admin-warning">
            {SUPER_ADMIN_WARNING}
          </p>
        </div>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(token.trim());
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="super-admin-setup-token">Setup token</Label>
          <Input
            id="super-admin-setup-token"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            aria-describedby="super-admin-setup-token-hint"
          />
          <p id="super-admin-setup-token-hint" className="text-xs text-muted-foreground">
            {SUPER_ADMIN_TOKEN_HINT}
          </p>
        </div>
        <Button type="submit" variant="outline" disabled={busy || !token.trim()}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Crown aria-hidden="true" />}
          Make Me Super Admin
        </Button>
      </form>
    </Card>
  );
}
