import { useParams } from 'react-router';
import { ENROLMENT_STATE_LABELS, type EnrolmentState } from '#domain/sequences';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { PageHeader } from '../../prospecting/shared/page-header';
import { useEnrolmentAction, useEnrolments } from '../api/sequences-api';

/** One sequence (/dashboard/sequences/:id): its enrolment table with state, next send, pause, resume, remove. */
export function SequencePage() {
  const { id = '' } = useParams();
  const data = useEnrolments(id);
  const action = useEnrolmentAction(id);
  if (data.isPending) return <Skeleton className="m-6 h-40" />;
  if (data.isError) return <p className="p-6">Sequence not found.</p>;
  const { sequence, enrolments } = data.data;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <PageHeader title={sequence.name} description={`${sequence.steps.length} steps`} />
      {enrolments.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nobody is enrolled yet: use Add to Sequence on a contact card, on the Outreach List or on selected contacts.
        </p>
      ) : (
        <table className="w-full text-sm" data-testid="enrolments-table">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-2">Contact</th>
              <th>State</th>
              <th>Step</th>
              <th>Sent</th>
              <th>Next send</th>
              <th />
            </tr>
          </thead>
          <tbody className="divide-y">
            {enrolments.map((e) => (
              <tr key={e.id} data-testid="enrolment-row">
                <td className="py-2">
                  {e.name}
                  <p className="text-xs text-muted-foreground">{e.email}</p>
                </td>
                <td data-testid="enrolment-state">
                  {ENROLMENT_STATE_LABELS[e.state as EnrolmentState] ?? e.state}
                  {e.stateNote && <p className="text-xs text-muted-foreground">{e.stateNote}</p>}
                </td>
                <td>{Math.min(e.stepIndex + 1, sequence.steps.length)}</td>
                <td>{e.messagesSent}</td>
                <td>{e.nextRunAt ? formatDateTime(e.nextRunAt) : '—'}</td>
                <td className="space-x-1 text-right">
                  {e.state === 'active' && (
                    <Button size="sm" variant="outline" onClick={() => action.mutate({ id: e.id, action: 'pause' })}>
                      Pause
                    </Button>
                  )}
                  {e.state === 'paused' && (
                    <Button size="sm" variant="outline" onClick={() => action.mutate({ id: e.id, action: 'resume' })}>
                      Resume
                    </Button>
                  )}
                  {['active', 'paused', 'blocked'].includes(e.state) && (
                    <Button size="sm" variant="ghost" onClick={() => action.mutate({ id: e.id, action: 'remove' })}>
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
