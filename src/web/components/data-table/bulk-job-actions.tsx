import { useState } from 'react';
import { Send, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { BULK_ACTIONS_BY_KIND, type BulkJobDto } from '#domain/bulk-jobs';
import { TABLE_KIND_LABELS, type TableKind } from '#domain/table-columns';
import type { TableSelection } from '#domain/table-query';
import { startBulkJob } from '../../lib/bulk-jobs-api';
import { useListMutations, useLists } from '../../lib/lists-api';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';

type Props = {
  kind: TableKind;
  selection: TableSelection;
  count: number;
  clear: () => void;
  onStarted: (job: BulkJobDto) => void;
};

/**
 * The bulk bar's engine and provider actions for a kind (Find contacts, Enrich, Research): each asks once, then
 * runs as one background job; on contacts, Add to outreach (instant: the outreach list is a list).
 */
export function BulkJobActions({ kind, selection, count, clear, onStarted }: Props) {
  const [asking, setAsking] = useState<(typeof BULK_ACTIONS_BY_KIND)[TableKind][number] | null>(null);
  const [starting, setStarting] = useState(false);
  const words = TABLE_KIND_LABELS[kind];
  const start = async () => {
    if (!asking) return;
    setStarting(true);
    try {
      const job = await startBulkJob(asking.action, selection);
      onStarted(job);
      clear();
    } catch (error) {
      toast.error(`${asking.label} could not start`, {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setStarting(false);
      setAsking(null);
    }
  };
  return (
    <>
      {kind === 'contacts' && <AddToOutreachButton selection={selection} clear={clear} />}
      {BULK_ACTIONS_BY_KIND[kind].map((entry) => (
        <Button key={entry.action} size="sm" variant="outline" className="h-8 gap-1.5" onClick={() => setAsking(entry)}>
          <Sparkles className="size-4" aria-hidden />
          {entry.label}
        </Button>
      ))}
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {asking?.label} on {count.toLocaleString('en-US')} {count === 1 ? words.one : words.many}?
            </AlertDialogTitle>
            <AlertDialogDescription>
              {asking?.cost} It runs in the background: you can follow it here, cancel it, and read what happened to
              each row.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction disabled={starting} onClick={() => void start()}>
              {asking?.label}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** Adds the chosen contacts to the outreach list at once (do-not-contact people are left off and named). */
function AddToOutreachButton({ selection, clear }: { selection: TableSelection; clear: () => void }) {
  const lists = useLists('contacts');
  const { addItems } = useListMutations();
  const outreach = lists.data?.find((list) => list.systemKey === 'outreach');
  if (!outreach) return null;
  const add = async () => {
    try {
      const result = await addItems.mutateAsync({ id: outreach.id, selection });
      const left = result.skipped.length;
      toast.success(`Added ${result.added} to the ${outreach.name}`, {
        description: [
          result.alreadyListed > 0 && `${result.alreadyListed} already there`,
          left > 0 && `${left} left off: ${result.skipped.map((s) => `${s.name} (${s.reason})`).join(', ')}`,
        ]
          .filter(Boolean)
          .join(' · '),
      });
      clear();
    } catch (error) {
      toast.error('Add to outreach failed', { description: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      className="h-8 gap-1.5"
      disabled={addItems.isPending}
      onClick={() => void add()}
    >
      <Send className="size-4" aria-hidden />
      Add to outreach
    </Button>
  );
}
