import { useState } from 'react';
import { ListChecks } from 'lucide-react';
import type { BulkJobDto } from '#domain/bulk-jobs';
import type { TableSelection } from '#domain/table-query';
import { startBulkJob } from '../../../lib/bulk-jobs-api';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../prospecting/shared/api-helpers';
import { useSequences } from '../api/sequences-api';
import { EnrolPreviewSample } from './enrol-preview-sample';

type Props = {
  selection: TableSelection;
  count: number;
  clear: () => void;
  onStarted: (job: BulkJobDto) => void;
};

/**
 * Bulk "Enrol in sequence" on the selected contacts: choose the sequence, read the first e-mail of the first few
 * picked contacts, say whether role addresses and risky or unknown statuses go in too, and start a background job
 * whose rows say who was enrolled and why the rest were not.
 */
export function EnrolSelectionButton({ selection, count, clear, onStarted }: Props) {
  const [open, setOpen] = useState(false);
  const sequences = useSequences();
  const [sequenceId, setSequenceId] = useState('');
  const [confirmRisky, setConfirmRisky] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      onStarted(await startBulkJob('enrol-in-sequence', selection, { sequenceId, confirmRisky }));
      clear();
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e) ?? 'Could not start the enrolment');
    } finally {
      setStarting(false);
    }
  };
  const people = `${count.toLocaleString('en-US')} ${count === 1 ? 'contact' : 'contacts'}`;
  return (
    <>
      <Button size="sm" variant="outline" className="h-8 gap-1.5" onClick={() => setOpen(true)}>
        <ListChecks className="size-4" aria-hidden />
        Enrol in sequence
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="enrol-selection-dialog">
          <DialogHeader>
            <DialogTitle>Enrol {people} in a sequence?</DialogTitle>
            <DialogDescription>
              E-mails go from your own mailbox. Each contact is checked as Add to Sequence checks it; those refused are
              listed with the reason. Sending costs no credit.
            </DialogDescription>
          </DialogHeader>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">Sequence</span>
            <select
              aria-label="Sequence"
              className="h-9 w-full rounded-md border px-2"
              value={sequenceId}
              onChange={(e) => setSequenceId(e.target.value)}
            >
              <option value="">Choose a sequence…</option>
              {sequences.data?.sequences.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <EnrolPreviewSample selection={selection} sequenceId={sequenceId} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={confirmRisky} onChange={(e) => setConfirmRisky(e.target.checked)} />
            Also enrol role addresses (info@, sales@…) and risky or unknown e-mail statuses
          </label>
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button disabled={!sequenceId || starting} onClick={() => void start()}>
              Enrol
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
