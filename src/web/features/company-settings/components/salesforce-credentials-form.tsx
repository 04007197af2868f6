import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CrmApiLimit, CrmConnectionDto } from '#domain/crm';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatDateTime } from '../../../lib/format';
import { useCrmActions } from '../../../lib/crm-api';

const FIELDS = [
  { name: 'clientId', label: 'Consumer key', type: 'text' },
  { name: 'clientSecret', label: 'Consumer secret', type: 'password' },
  { name: 'refreshToken', label: 'Refresh token', type: 'password' },
] as const;
type Credentials = Record<(typeof FIELDS)[number]['name'], string>;

/**
 * Salesforce's connection: the connected app's consumer key and secret and a refresh token from its web-server
 * flow (all three stored encrypted together); saving tests the connection at once.
 */
export function SalesforceCredentialsForm({
  crm,
  onTested,
}: {
  crm: CrmConnectionDto;
  onTested: (result: { ok: boolean; message: string }) => void;
}) {
  const actions = useCrmActions();
  const empty: Credentials = { clientId: '', clientSecret: '', refreshToken: '' };
  const [values, setValues] = useState<Credentials>(empty);
  const ready = FIELDS.every((f) => values[f.name].trim().length >= 8);
  const save = (event: FormEvent) => {
    event.preventDefault();
    actions.saveCredentials.mutate(
      {
        crm: crm.id,
        clientId: values.clientId.trim(),
        clientSecret: values.clientSecret,
        refreshToken: values.refreshToken,
      },
      {
        onSuccess: () => {
          setValues(empty);
          toast.success('Salesforce credentials saved');
          actions.test.mutate(crm.id, { onSuccess: onTested });
        },
        onError: (error) => toast.error('Credentials not saved', { description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={save} className="space-y-2" aria-label="Salesforce connected app">
      <p className="text-muted-foreground">
        From a connected app with the api and refresh_token scopes: its consumer key and secret, and a refresh token its
        web-server flow gave. The instance URL comes from Salesforce&apos;s answer.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {FIELDS.map((f) => (
          <div key={f.name} className="space-y-1.5">
            <Label htmlFor={`crm-salesforce-${f.name}`}>{f.label}</Label>
            <Input
              id={`crm-salesforce-${f.name}`}
              type={f.type}
              autoComplete="off"
              className="w-56"
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          </div>
        ))}
        <Button type="submit" disabled={!ready || actions.saveCredentials.isPending}>
          {crm.connected ? 'Replace credentials' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}

/** "Daily API requests: 1,204 used of 15,000 (13,796 left), as of …": Salesforce's own count from its last answer. */
export function ApiLimitLine({ limit }: { limit: CrmApiLimit | null | undefined }) {
  if (!limit) return null;
  const n = (value: number) => value.toLocaleString('en-US');
  return (
    <p className="text-muted-foreground" data-testid="crm-api-limit">
      Daily API requests: {n(limit.used)} used of {n(limit.max)} ({n(Math.max(0, limit.max - limit.used))} left), as of{' '}
      {formatDateTime(limit.at)}
    </p>
  );
}
