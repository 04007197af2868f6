import { useState } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import type { CrmPushResult } from '#domain/crm';
import { useConnectedCrms, usePushRun, useStartPush, type PushRequest } from '../../lib/crm-api';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Progress } from '../ui/progress';

const OUTCOME_WORDS: Record<CrmPushResult['outcome'], string> = {
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
};

type Props = { request: PushRequest; size?: 'sm' | 'default'; onDone?: () => void };
type ConnectedCrm = ReturnType<typeof useConnectedCrms>[number];

/**
 * Send to CRM, one button per connected CRM ("Send to HubSpot", "Send to Salesforce"), so a team with two never
 * sends to the one it did not mean. Nothing is shown when no CRM is connected.
 */
export function SendToCrmButton(props: Props) {
  const crms = useConnectedCrms();
  return (
    <>
      {crms.map((crm) => (
        <SendToOneCrm key={crm.id} crm={crm} {...props} />
      ))}
    </>
  );
}

/**
 * Queues the push to one CRM, then shows its progress and a result per record (created, updated, skipped or
 * failed, and why).
 */
function SendToOneCrm({ crm, request, size = 'sm', onDone }: Props & { crm: ConnectedCrm }) {
  const start = useStartPush();
  const [runId, setRunId] = useState<string | null>(null);
  const run = usePushRun(runId);
  const send = () =>
    start.mutate(
      { crm: crm.id, ...request },
      {
        onSuccess: ({ runId: id }) => {
          setRunId(id);
          onDone?.();
        },
        onError: (error) => toast.error(`Not sent to ${crm.label}`, { description: error.message }),
      },
    );
  const data = run.data;
  const finished = data?.status === 'completed' || data?.status === 'failed';
  return (
    <>
      <Button size={size} variant="outline" onClick={send} disabled={start.isPending} data-testid="send-to-crm">
        <Send aria-hidden="true" />
        {`Send to ${crm.label}`}
      </Button>
      <Dialog open={runId !== null} onOpenChange={(open) => !open && setRunId(null)}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl" data-testid="crm-push-dialog">
          <DialogHeader>
            <DialogTitle>{finished ? `Sent to ${crm.label}` : `Sending to ${crm.label}…`}</DialogTitle>
            <DialogDescription>
              {data
                ? `${data.done} of ${data.total} records · ${data.counts.created} created, ${data.counts.updated} updated, ${data.counts.skipped} skipped, ${data.counts.failed} failed`
                : 'Starting…'}
            </DialogDescription>
          </DialogHeader>
          <Progress value={data && data.total > 0 ? (100 * data.done) / data.total : 0} aria-label="Progress" />
          {data?.status === 'failed' && (
            <p className="text-sm text-destructive" role="alert">
              {data.error}
            </p>
          )}
          {data && data.results.length > 0 && (
            <ul className="space-y-1 text-sm" data-testid="crm-push-results">
              {data.results.map((r) => (
                <li key={`${r.kind}-${r.id}`} data-outcome={r.outcome}>
                  <span className="font-medium">{r.name}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {r.kind === 'organization' ? 'organization' : 'contact'} · {OUTCOME_WORDS[r.outcome]}
                    {r.reason ? `: ${r.reason}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
