import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useIntegrationActions, useIntegrations } from '../api/use-integrations';
import { CrmCards } from './crm-card';
import { ProviderRow } from './provider-row';

/** Company Settings → Integrations: data providers, their keys (owners and admins), order, budget and usage. */
export function IntegrationsTab() {
  const query = useIntegrations();
  const actions = useIntegrationActions();
  const [cap, setCap] = useState('');
  useEffect(() => {
    if (query.data) setCap(String(query.data.monthlyCallCap));
  }, [query.data]);
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading integrations…</p>;
  if (query.isError) return <p className="text-sm text-destructive">{query.error.message}</p>;
  const { providers, canManage, monthlyCallCap, callsThisMonth } = query.data;

  const move = (index: number, direction: -1 | 1) => {
    const order = [...providers];
    const [moved] = order.splice(index, 1);
    order.splice(index + direction, 0, moved!);
    order.forEach((p, position) => {
      if (p.position !== position) actions.update.mutate({ id: p.id, position });
    });
  };
  const saveCap = (event: FormEvent) => {
    event.preventDefault();
    actions.saveCap.mutate(Number(cap), {
      onSuccess: () => toast.success('Settings saved'),
      onError: (error) => toast.error('Save failed', { description: error.message }),
    });
  };

  return (
    <div className="space-y-4" data-testid="integrations-tab">
      <CrmCards />
      <Card>
        <CardHeader>
          <CardTitle>Data providers</CardTitle>
          <CardDescription>
            Providers bring organizations you do not have yet, each with its source. They are asked in this order; a key
            saved here wins over the server&apos;s key. Keys are stored encrypted and never shown again.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {providers.map((p, i) => (
              <ProviderRow
                key={p.id}
                provider={p}
                canManage={canManage}
                first={i === 0}
                last={i === providers.length - 1}
                onMove={(direction) => move(i, direction)}
              />
            ))}
          </ul>
          {!canManage && (
            <p className="mt-3 text-xs text-muted-foreground">
              Owners and admins connect providers and manage their keys.
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Monthly provider budget</CardTitle>
          <CardDescription>
            {callsThisMonth} of {monthlyCallCap} provider calls used this month. Discovery stops at the cap; cached
            answers (30 days) cost no call.
          </CardDescription>
        </CardHeader>
        {canManage && (
          <CardContent>
            <form onSubmit={saveCap} className="flex items-end gap-2">
              <div className="space-y-1.5">
                <Label htmlFor="monthly-call-cap">Monthly cap (provider calls)</Label>
                <Input
                  id="monthly-call-cap"
                  type="number"
                  min={0}
                  className="w-36"
                  value={cap}
                  onChange={(e) => setCap(e.target.value)}
                />
              </div>
              <Button type="submit" disabled={actions.saveCap.isPending || cap === ''}>
                Save
              </Button>
            </form>
          </CardContent>
        )}
      </Card>
    </div>
  );
}
