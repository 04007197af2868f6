import { useState } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { getSecurityLog, type SecurityLogEntry } from '../../../lib/security-log';
import { LoadMore } from '../../../components/load-more';
import type { CursorList } from '../../../lib/use-cursor-list';
import type { AuthEvent } from '../api/use-security';

/** The local log shows its newest 20 entries (administration spec section 3). */
export const LOCAL_LOG_SHOWN = 20;

const OPERATION_LABELS: Record<string, string> = { auth: 'Sign in', account_creation: 'Sign up' };
const EVENT_LABELS: Record<SecurityLogEntry['event_type'], string> = {
  auth_success: 'Sign-in success',
  auth_failure: 'Auth failure',
  account_created: 'Account created',
  password_change: 'Password change',
  suspicious_activity: 'Suspicious activity',
};

const Outcome = ({ ok }: { ok: boolean }) =>
  ok ? (
    <Badge className="gap-1 bg-emerald-700 text-white dark:bg-emerald-500">
      <CheckCircle2 aria-hidden="true" />
      Success
    </Badge>
  ) : (
    <Badge variant="destructive" className="gap-1">
      <XCircle aria-hidden="true" />
      Failed
    </Badge>
  );

const Empty = ({ text }: { text: string }) => <p className="px-4 pb-4 text-sm text-muted-foreground">{text}</p>;

/** Auth Events: the server's audit log for the company's members, then this browser's local security log. */
export function AuthEventsList({ list }: { list: CursorList<AuthEvent> }) {
  const events = list.items;
  const loading = list.isPending;
  const [local] = useState(() => getSecurityLog(LOCAL_LOG_SHOWN));
  return (
    <div className="space-y-4">
      <Card className="gap-0 p-0" data-testid="auth-events">
        <CardHeader className="px-4 py-4">
          <CardTitle className="text-base">Sign-in and sign-up attempts</CardTitle>
          <CardDescription>The server's audit log for your company's members, newest first</CardDescription>
        </CardHeader>
        {loading ? (
          <Skeleton className="mx-4 mb-4 h-24" />
        ) : !events || events.length === 0 ? (
          <Empty text="No attempts recorded yet." />
        ) : (
          <ul className="divide-y border-t">
            {events.map((event) => (
              <li
                key={event.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                data-testid="auth-event"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{event.identifier}</p>
                  <p className="text-sm text-muted-foreground">
                    {OPERATION_LABELS[event.operationType] ?? event.operationType}
                    {event.ipAddress ? ` · ${event.ipAddress}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  <span className="text-muted-foreground">{formatDateTime(event.createdAt)}</span>
                  <Outcome ok={event.success} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {events && events.length > 0 ? (
          <LoadMore
            shown={events.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.loadingMore}
            onLoadMore={list.loadMore}
            noun="attempts"
          />
        ) : null}
      </Card>

      <Card className="gap-0 p-0" data-testid="local-security-log">
        <CardHeader className="px-4 py-4">
          <CardTitle className="text-base">This browser</CardTitle>
          <CardDescription>Security events recorded in this browser, newest {LOCAL_LOG_SHOWN}</CardDescription>
        </CardHeader>
        {local.length === 0 ? (
          <Empty text="No events recorded in this browser." />
        ) : (
          <ul className="divide-y border-t">
            {local.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                data-testid="local-event"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium" title={entry.details.email || undefined}>
                    {entry.details.email || 'Unknown user'}
                  </p>
                  {entry.details.error_message && (
                    <p className="text-sm text-muted-foreground">{entry.details.error_message}</p>
                  )}
                </div>
                <div className="flex items-center gap-3 text-sm">
                  <span className="text-muted-foreground">{formatDateTime(entry.timestamp)}</span>
                  <Badge
                    variant={
                      entry.event_type === 'auth_failure' || entry.event_type === 'suspicious_activity'
                        ? 'destructive'
                        : 'secondary'
                    }
                  >
                    {EVENT_LABELS[entry.event_type] ?? entry.event_type}
                  </Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
