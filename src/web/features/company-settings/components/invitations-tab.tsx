import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Download, Loader2 } from 'lucide-react';
import { INVITATION_STATUSES, INVITE_MSG, type InvitationCounts, type InvitationStatus } from '#domain/invitations';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadMore } from '../../../components/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { downloadInvitationsCsv, useInvitations } from '../api/use-company-settings';
import { BulkInviteDialog } from './bulk-invite-dialog';
import { InvitationCounters } from './invitation-counters';
import { InvitationRow } from './invitation-row';

const LABEL: Record<InvitationStatus, string> = { pending: 'Pending', accepted: 'Accepted', expired: 'Expired' };
const EMPTY: Record<InvitationStatus, string> = {
  pending: 'No pending invitations',
  accepted: 'No accepted invitations yet',
  expired: 'No expired invitations',
};

const NO_COUNTS: InvitationCounts = { total: 0, accepted: 0, pending: 0, expired: 0 };

/**
 * Export (CSV), Bulk Invite, the four counters, and the Pending / Accepted / Expired tabs: the open tab's list comes
 * from the server 50 at a time (Load more), the counts of every status with each page.
 */
export function InvitationsTab() {
  const { currentRole } = useAuth();
  const [tab, setTab] = useState<InvitationStatus>('pending');
  const invitations = useInvitations(tab);
  const [exporting, setExporting] = useState(false);
  // The counts stay on screen while another tab's first page loads.
  const [counts, setCounts] = useState<InvitationCounts>(NO_COUNTS);
  const canManage = currentRole === 'owner' || currentRole === 'admin';
  const latestCounts = invitations.first?.counts;

  useEffect(() => {
    if (latestCounts) setCounts(latestCounts);
  }, [latestCounts]);

  useEffect(() => {
    if (invitations.isError) toast.error(INVITE_MSG.loadListFailed);
  }, [invitations.isError]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInvitationsCsv();
    } catch {
      toast.error('Export failed', { description: 'The invitations could not be exported. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Invitation Management</h2>
          <p className="text-sm text-muted-foreground">Track, resend and clean up the invitations you sent.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportCsv} disabled={exporting || invitations.isPending}>
            {exporting ? <Loader2 className="size-4 animate-spin" /> : <Download className="size-4" />} Export
          </Button>
          {canManage ? <BulkInviteDialog /> : null}
        </div>
      </div>
      <InvitationCounters counts={counts} />
      <Card>
        <CardHeader>
          <CardTitle>Invitations</CardTitle>
          <CardDescription>Pending invitations expire 7 days after they are sent.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as InvitationStatus)}>
            <TabsList className="w-full sm:w-fit">
              {INVITATION_STATUSES.map((s) => (
                <TabsTrigger key={s} value={s}>
                  {LABEL[s]} ({counts[s]})
                </TabsTrigger>
              ))}
            </TabsList>
            {INVITATION_STATUSES.map((s) => (
              <TabsContent key={s} value={s}>
                {s !== tab ? null : invitations.isPending ? (
                  <Skeleton className="h-24 w-full" />
                ) : !invitations.items?.length ? (
                  <p className="py-6 text-center text-sm text-muted-foreground">{EMPTY[s]}</p>
                ) : (
                  <>
                    <ul className="divide-y" aria-label={`${LABEL[s]} invitations`}>
                      {invitations.items.map((i) => (
                        <InvitationRow key={i.id} invitation={i} canManage={canManage} />
                      ))}
                    </ul>
                    <LoadMore
                      shown={invitations.items.length}
                      total={invitations.total}
                      hasMore={invitations.hasMore}
                      loading={invitations.loadingMore}
                      onLoadMore={invitations.loadMore}
                      noun={`${LABEL[s].toLowerCase()} invitations`}
                    />
                  </>
                )}
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
