import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { LoadMore } from '../../../components/load-more';
import type { CursorList } from '../../../lib/use-cursor-list';
import type { AccessLog } from '../api/use-security';

const ACCESS_LABELS: Record<string, string> = {
  view: 'View',
  profile_view: 'Profile view',
  email_action: 'E-mail action',
  linkedin_action: 'LinkedIn action',
  linkedin_view: 'LinkedIn view',
  phone_action: 'Phone action',
  forget: 'Erasure (forgotten)',
};

export const accessLabel = (type: string) => ACCESS_LABELS[type] ?? type.replace(/_/g, ' ');

/** Contact Access: the latest 50 access logs with the contact they concern, more on "Load more". */
export function AccessLogList({ list }: { list: CursorList<AccessLog> }) {
  const logs = list.items;
  if (list.isPending) return <Skeleton className="h-48 w-full" />;
  if (!logs || logs.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        No contact access has been recorded yet.
      </p>
    );
  }
  return (
    <Card className="gap-0 divide-y p-0" data-testid="access-logs">
      <p className="px-4 py-3 text-sm text-muted-foreground">Contact accesses, newest first</p>
      <ul className="divide-y">
        {logs.map((log) => (
          <li
            key={log.id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3"
            data-testid="access-log"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">
                {log.contact?.name ?? (log.erased ? 'Erased person' : 'Deleted contact')}
              </p>
              <p className="truncate text-sm text-muted-foreground">
                {[log.contact?.title, log.contact?.organizationName].filter(Boolean).join(' · ') || '—'}
              </p>
            </div>
            <div className="flex flex-col items-start gap-1 text-sm sm:items-end">
              <Badge variant="outline">{accessLabel(log.accessType)}</Badge>
              <span className="text-muted-foreground">
                {formatDateTime(log.accessedAt)}
                {log.userEmail ? ` · ${log.userEmail}` : ''}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        shown={logs.length}
        total={list.total}
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        noun="contact accesses"
      />
    </Card>
  );
}
