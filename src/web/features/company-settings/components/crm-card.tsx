import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CONTACT_FIELDS,
  CRM_TOKEN_LABELS,
  FIELD_LABELS,
  ORGANIZATION_FIELDS,
  type CrmConnectionDto,
  type CrmFieldMapping,
} from '#domain/crm';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { formatDateTime } from '../../../lib/format';
import { useCrmActions, useCrmConnections, useOauthResult } from '../../../lib/crm-api';
import { ApiLimitLine, SalesforceCredentialsForm } from './salesforce-credentials-form';

/** Company Settings → Integrations → CRM: token, Test connection, sync state, Sync now, exclusion and field mapping. */
export function CrmCards() {
  const { data } = useCrmConnections();
  if (!data || !Array.isArray(data.crms)) return null;
  return (
    <>
      {data.crms.map((crm) => (
        <CrmCard key={crm.id} crm={crm} canManage={data.canManage} />
      ))}
    </>
  );
}

function CrmCard({ crm, canManage }: { crm: CrmConnectionDto; canManage: boolean }) {
  const actions = useCrmActions();
  const [token, setToken] = useState('');
  const [tested, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // Back from Salesforce's sign-in: what the callback page found (connected and tested, or why not).
  const signIn = useOauthResult(crm.id);
  const result = tested ?? signIn ?? null;
  const fail = (title: string) => (error: Error) => toast.error(title, { description: error.message });
  const save = (event: FormEvent) => {
    event.preventDefault();
    actions.saveToken.mutate(
      { crm: crm.id, token: token.trim() },
      {
        onSuccess: () => {
          setToken('');
          toast.success(`${crm.label} token saved`);
          actions.test.mutate(crm.id, { onSuccess: setResult });
        },
        onError: fail('Token not saved'),
      },
    );
  };
  return (
    <Card data-testid={`crm-card-${crm.id}`}>
      <CardHeader>
        <CardTitle>CRM: {crm.label}</CardTitle>
        <CardDescription>
          Send organizations and contacts to {crm.label} with where they came from, and leave out the companies you
          already sell to. The token is stored encrypted and never shown again.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p data-testid="crm-status">
          {crm.connected
            ? `Connected${crm.accountLabel ? ` to ${crm.accountLabel}` : ''}${crm.tokenLast4 ? ` · token ending ${crm.tokenLast4}` : ''}`
            : 'Not connected'}
        </p>
        {crm.connected && (
          <p className="text-muted-foreground" data-testid="crm-sync-state">
            {crm.lastSyncAt
              ? `Last sync ${formatDateTime(crm.lastSyncAt)} · ${crm.lastSyncRecords ?? 0} records pulled · ${crm.companiesPulled} companies and ${crm.contactsPulled} contacts known`
              : 'Not synced yet: the first sync pulls every company and contact.'}
          </p>
        )}
        <ApiLimitLine limit={crm.apiLimit} />
        {crm.lastSyncError && (
          <p className="text-destructive" role="alert" data-testid="crm-sync-error">
            Last sync failed: {crm.lastSyncError}
          </p>
        )}
        {result && (
          <p className={result.ok ? 'text-emerald-700' : 'text-destructive'} data-testid="crm-test-result">
            {result.message}
          </p>
        )}
        {canManage && (
          <>
            {crm.id === 'salesforce' ? (
              <SalesforceCredentialsForm crm={crm} onTested={setResult} />
            ) : (
              <form onSubmit={save} className="flex flex-wrap items-end gap-2">
                <div className="space-y-1.5">
                  <Label htmlFor={`crm-token-${crm.id}`}>{CRM_TOKEN_LABELS[crm.id]}</Label>
                  <Input
                    id={`crm-token-${crm.id}`}
                    type="password"
                    autoComplete="off"
                    className="w-72"
                    value={token}
                    onChange={(e) => setToken(e.target.value)}
                  />
                </div>
                <Button type="submit" disabled={token.trim().length < 8 || actions.saveToken.isPending}>
                  {crm.connected ? 'Replace token' : 'Connect'}
                </Button>
              </form>
            )}
            {crm.connected && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => actions.test.mutate(crm.id, { onSuccess: setResult, onError: fail('Test failed') })}
                >
                  Test connection
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    actions.syncNow.mutate(crm.id, {
                      onSuccess: () => toast.success('Sync started'),
                      onError: fail('Sync not started'),
                    })
                  }
                >
                  Sync now
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => actions.removeToken.mutate(crm.id, { onError: fail('Not disconnected') })}
                >
                  Disconnect
                </Button>
              </div>
            )}
            <div className="flex items-center gap-2">
              <Switch
                id={`crm-exclude-${crm.id}`}
                checked={crm.excludeCustomers}
                onCheckedChange={(excludeCustomers) => actions.update.mutate({ crm: crm.id, excludeCustomers })}
              />
              <Label htmlFor={`crm-exclude-${crm.id}`}>
                Leave customers and organizations with open deals out of analyses
              </Label>
            </div>
            <FieldMapping crm={crm} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FieldMapping({ crm }: { crm: CrmConnectionDto }) {
  const actions = useCrmActions();
  const [mapping, setMapping] = useState<CrmFieldMapping>(crm.fieldMapping);
  const set = (side: keyof CrmFieldMapping, field: string, value: string) =>
    setMapping((m) => ({ ...m, [side]: { ...m[side], [field]: value } }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    actions.update.mutate(
      { crm: crm.id, fieldMapping: mapping },
      {
        onSuccess: () => toast.success('Field mapping saved'),
        onError: (error) => toast.error('Field mapping not saved', { description: error.message }),
      },
    );
  };
  const rows = (side: keyof CrmFieldMapping, fields: readonly string[], fixed: string) =>
    fields.map((field) => (
      <div key={`${side}-${field}`} className="flex items-center gap-2">
        <Label htmlFor={`map-${side}-${field}`} className="w-28 shrink-0">
          {FIELD_LABELS[field as keyof typeof FIELD_LABELS]}
        </Label>
        <Input
          id={`map-${side}-${field}`}
          className="h-8 w-56"
          placeholder="not sent"
          disabled={field === fixed}
          value={(mapping[side] as Record<string, string | undefined>)[field] ?? ''}
          onChange={(e) => set(side, field, e.target.value)}
        />
      </div>
    ));
  return (
    <details>
      <summary className="cursor-pointer font-medium">Field mapping</summary>
      <form onSubmit={save} className="mt-3 space-y-3">
        <p className="text-muted-foreground">
          The {crm.label} property each field is sent to; leave one empty to not send it. Companies are matched by
          domain and contacts by e-mail. A value someone edited in {crm.label} is never overwritten.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <h4 className="font-medium">Organization → company</h4>
            {rows('organization', ORGANIZATION_FIELDS, 'domain')}
          </div>
          <div className="space-y-2">
            <h4 className="font-medium">Person → contact</h4>
            {rows('contact', CONTACT_FIELDS, 'email')}
          </div>
        </div>
        <Button type="submit" size="sm" disabled={actions.update.isPending}>
          Save mapping
        </Button>
      </form>
    </details>
  );
}
