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
] as const;
type Credentials = { clientId: string; clientSecret: string; refreshToken: string };
const long = (value: string) => value.trim().length >= 8;

/**
 * Salesforce's connection: the connected app's consumer key and secret, then "Connect with Salesforce" (the OAuth
 * web server flow: Salesforce asks its user to allow Scoutline and sends the browser back to the callback page).
 * Advanced: a refresh token pasted with the key and secret (all three stored encrypted together), tested at once.
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
  const appReady = long(values.clientId) && long(values.clientSecret);
  const app = () => ({ clientId: values.clientId.trim(), clientSecret: values.clientSecret.trim() });
  const connect = (event: FormEvent) => {
    event.preventDefault();
    actions.startSalesforceOauth.mutate(app(), {
      onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
      onError: (error) => toast.error('Could not start the Salesforce sign-in', { description: error.message }),
    });
  };
  const savePasted = () => {
    actions.saveCredentials.mutate(
      { crm: crm.id, ...app(), refreshToken: values.refreshToken },
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
  const callbackUrls = crm.oauthCallbackUrls ?? [];
  const copy = (url: string) =>
    void navigator.clipboard?.writeText(url).then(
      () => toast.success('Callback URL copied'),
      () => undefined,
    );
  return (
    <form onSubmit={connect} className="space-y-2" aria-label="Salesforce connected app">
      <p className="text-muted-foreground">
        In Salesforce Setup, create a connected app with OAuth on, the scopes &quot;Manage user data via APIs
        (api)&quot; and &quot;Perform requests at any time (refresh_token, offline_access)&quot;, and{' '}
        {callbackUrls.length > 1 ? 'these callback URLs (one per line):' : 'this callback URL:'}
      </p>
      {callbackUrls.map((url) => (
        <div key={url} className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-muted px-2 py-1 text-xs" data-testid="salesforce-callback-url">
            {url}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={() => copy(url)} aria-label={`Copy ${url}`}>
            Copy
          </Button>
        </div>
      ))}
      <p className="text-muted-foreground">
        Then give its consumer key and secret and connect: Salesforce asks you to allow Scoutline and sends you back
        here. The instance URL comes from Salesforce&apos;s answer.
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
        <Button type="submit" disabled={!appReady || actions.startSalesforceOauth.isPending}>
          {crm.connected ? 'Reconnect with Salesforce' : 'Connect with Salesforce'}
        </Button>
      </div>
      <details>
        <summary className="cursor-pointer">Advanced: paste a refresh token instead</summary>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div className="space-y-1.5">
            <Label htmlFor="crm-salesforce-refreshToken">Refresh token</Label>
            <Input
              id="crm-salesforce-refreshToken"
              type="password"
              autoComplete="off"
              className="w-56"
              value={values.refreshToken}
              onChange={(e) => setValues((v) => ({ ...v, refreshToken: e.target.value }))}
            />
          </div>
          <Button
            type="button"
            onClick={savePasted}
            disabled={!appReady || !long(values.refreshToken) || actions.saveCredentials.isPending}
          >
            {crm.connected ? 'Replace credentials' : 'Connect'}
          </Button>
        </div>
        <p className="mt-1 text-muted-foreground">
          A refresh token the connected app&apos;s web server flow gave elsewhere; it is kept with the key and secret
          above.
        </p>
      </details>
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
