import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { describeBulkProgress, OUTCOME_LABELS } from '#domain/bulk-jobs';
import { bulkJobKeys, isFinal, useBulkJob, useBulkJobRows, useCancelBulkJob } from '../../lib/bulk-jobs-api';
import { Button } from '../ui/button';
import { Progress } from '../ui/progress';

const PAGE = 50;
const MAX_ROWS = 200;

/**
 * A bulk job as it runs and once it has ended: the progress in words and as a bar, Cancel, and each row's result
 * (done, nothing found, skipped and why, failed and why) with the credit it cost.
 */
export function BulkJobPanel({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const job = useBulkJob(jobId);
  const ended = isFinal(job.data);
  const [limit, setLimit] = useState(PAGE);
  const rows = useBulkJobRows(jobId, limit, !ended);
  const cancel = useCancelBulkJob(jobId);
  const client = useQueryClient();
  // Once it has ended: the table shows what the job changed (new contacts, filled fields), the rows their results.
  useEffect(() => {
    if (!ended) return;
    void client.invalidateQueries({ queryKey: ['table'] });
    // The rows' last poll may predate the last row.
    void client.invalidateQueries({ queryKey: bulkJobKeys.rows(jobId) });
  }, [ended, client, jobId]);
  if (!job.data) return null;
  const data = job.data;
  const percent = data.total === 0 ? 0 : Math.round((data.processed / data.total) * 100);
  return (
    <section
      aria-label="Bulk action progress"
      data-testid="bulk-job-panel"
      className="space-y-3 rounded-lg border bg-card p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium" aria-live="polite" data-testid="bulk-job-progress">
          {describeBulkProgress(data)}
        </p>
        <div className="ml-auto flex items-center gap-2">
          {!ended && (
            <Button
              size="sm"
              variant="outline"
              className="h-8"
              disabled={data.cancelRequested || cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {data.cancelRequested ? 'Cancelling…' : 'Cancel'}
            </Button>
          )}
          {ended && (
            <Button size="sm" variant="ghost" className="h-8 px-2" aria-label="Close the results" onClick={onClose}>
              <X className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <Progress value={percent} aria-label={`${percent}% of the rows run`} />
      <p className="text-muted-foreground" data-testid="bulk-job-counts">
        {OUTCOME_LABELS.done}: {data.done} · {OUTCOME_LABELS.nothing}: {data.nothing} · {OUTCOME_LABELS.skipped}:{' '}
        {data.skipped} · {OUTCOME_LABELS.failed}: {data.failed} · {data.creditsCharged}{' '}
        {data.creditsCharged === 1 ? 'credit' : 'credits'} used
      </p>
      {rows.data && rows.data.rows.length > 0 && (
        <div className="max-h-80 overflow-auto rounded border" tabIndex={0} aria-label="Results by row">
          <table className="w-full text-left" data-testid="bulk-job-results">
            <caption className="sr-only">Result of each row</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">
                  Row
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Result
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  What happened
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Credit
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.data.rows.map((row) => (
                <tr key={row.position} className="border-t align-top">
                  <td className="px-2 py-1">{row.label ?? 'Not available'}</td>
                  <td className="px-2 py-1 whitespace-nowrap">
                    {row.outcome ? OUTCOME_LABELS[row.outcome] : row.state === 'running' ? 'Running…' : 'Waiting'}
                  </td>
                  <td className="px-2 py-1 text-muted-foreground">{row.message ?? ''}</td>
                  <td className="px-2 py-1 text-right">{row.creditCharged}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.data?.nextAfter != null && limit < MAX_ROWS && (
        <Button
          size="sm"
          variant="link"
          className="h-8 px-1"
          onClick={() => setLimit((n) => Math.min(MAX_ROWS, n + PAGE))}
        >
          Show more rows
        </Button>
      )}
    </section>
  );
}
