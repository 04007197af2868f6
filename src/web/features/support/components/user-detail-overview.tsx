import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import type { ImpersonationRecord, UserDetail } from '../api/support-types';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function ImpersonationHistory({ records }: { records: ImpersonationRecord[] }) {
  if (records.length === 0) return <p className="text-sm text-muted-foreground">Nobody has impersonated this user.</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Impersonation history">
      {records.map((record) => (
        <li key={record.id} data-testid="impersonation-record" className="space-y-1 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{record.realUserEmail ?? record.realUserId}</span>
            <Badge variant={record.endedAt ? 'secondary' : 'default'}>{record.endedAt ? 'Ended' : 'Active'}</Badge>
            <span className="text-xs text-muted-foreground" data-testid="audited-count">
              {record.actions.length} audited write{record.actions.length === 1 ? '' : 's'}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">
            Started {formatDateTime(record.startedAt)}
            {record.endedAt ? ` · Ended ${formatDateTime(record.endedAt)}` : ''}
          </p>
          {record.actions.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5 pt-1">
              {record.actions.map((action, index) => (
                <li key={index}>
                  <Badge variant="outline" className="font-mono">
                    {action.action} {action.tableName}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Overview: the profile, account, memberships, counts and who impersonated the user. */
export function UserOverview({ detail }: { detail: UserDetail }) {
  const { profile, account, memberships } = detail;
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="User ID">
          <span className="font-mono text-xs">{profile.userId}</span>
        </Field>
        <Field label="Name">{account.name ?? 'Not available'}</Field>
        <Field label="Created">{formatDateTime(profile.createdAt)}</Field>
        <Field label="Last sign-in">{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</Field>
        <Field label="Profile updated">{formatDateTime(profile.updatedAt)}</Field>
        <Field label="Data">
          {[
            count(detail.totals.configs, 'config'),
            count(detail.totals.organizations, 'organization'),
            count(detail.totals.contacts, 'contact'),
            count(detail.totals.pitches, 'pitch', 'pitches'),
            `${detail.totals.research} research`,
          ].join(' · ')}
        </Field>
      </dl>
      <section className="space-y-2">
        <h4 className="text-sm font-semibold">Companies</h4>
        {memberships.length === 0 ? (
          <p className="text-sm text-muted-foreground">No company memberships.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {memberships.map((m) => (
              <li key={m.companyId} className="rounded-md border px-3 py-1.5 text-sm">
                <span className="font-medium">{m.companyName}</span>{' '}
                <span className="text-muted-foreground">
                  · {m.role} · {m.planType}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2">
        <h4 className="text-sm font-semibold">Impersonation history</h4>
        <ImpersonationHistory records={detail.impersonations} />
      </section>
    </div>
  );
}
