import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
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
import { enrolContacts, previewEnrolment, useSequences, type EnrolCheck } from '../api/sequences-api';

type Result = Awaited<ReturnType<typeof enrolContacts>>;

/**
 * Add to Sequence: choose the sequence (messages go from your own mailbox), see the first e-mail for each
 * contact and why any is refused, confirm role addresses and risky or unknown ones, and enrol.
 */
export function AddToSequenceDialog({
  contactIds,
  open,
  onOpenChange,
  extraAction,
}: {
  contactIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Another way out shown next to Enrol (the contact card's Save to Outreach List). */
  extraAction?: ReactNode;
}) {
  const sequences = useSequences();
  const [sequenceId, setSequenceId] = useState('');
  const [checks, setChecks] = useState<EnrolCheck[] | null>(null);
  const [mailbox, setMailbox] = useState<string | null | undefined>(undefined);
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setChecks(null);
    setResult(null);
    setError(null);
    if (!open || !sequenceId) return;
    previewEnrolment(sequenceId, contactIds)
      .then((r) => {
        setChecks(r.contacts);
        setMailbox(r.mailbox?.fromAddress ?? null);
      })
      .catch((e: unknown) => setError(errorMessage(e) ?? 'Could not prepare the preview'));
  }, [open, sequenceId, contactIds]);

  const enrol = () => {
    setBusy(true);
    enrolContacts(sequenceId, contactIds, [...confirmed])
      .then(setResult)
      .catch((e: unknown) => setError(errorMessage(e) ?? 'Could not enrol'))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="add-to-sequence-dialog">
        <DialogHeader>
          <DialogTitle>Add to Sequence</DialogTitle>
          <DialogDescription>
            {mailbox === null ? (
              <>
                Connect your mailbox first: <Link to="/dashboard/mailbox">Mailbox</Link>.
              </>
            ) : mailbox ? (
              `E-mails go from your mailbox, ${mailbox}.`
            ) : (
              'Choose a sequence to see the first e-mail for each contact.'
            )}
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
        {checks && !result && (
          <ul className="space-y-3 text-sm" data-testid="enrol-preview">
            {checks.map((c) => (
              <li key={c.contactId} className="rounded-md border p-3">
                <p className="font-medium">
                  {c.name} <span className="text-muted-foreground">{c.email ?? 'no e-mail'}</span>
                </p>
                {c.refusal ? (
                  <p className="text-destructive">{c.refusal}</p>
                ) : c.blocked ? (
                  <p className="text-destructive">{c.blocked}</p>
                ) : (
                  c.preview && (
                    <div className="mt-1 rounded bg-muted/40 p-2">
                      <p>Subject: {c.preview.subject}</p>
                      <pre className="whitespace-pre-wrap font-sans">{c.preview.text}</pre>
                    </div>
                  )
                )}
                {!c.refusal && c.needsConfirmation && (
                  <label className="mt-1 flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={confirmed.has(c.contactId)}
                      onChange={(e) =>
                        setConfirmed((s) => {
                          const next = new Set(s);
                          if (e.target.checked) next.add(c.contactId);
                          else next.delete(c.contactId);
                          return next;
                        })
                      }
                    />
                    {c.needsConfirmation.replace(/: confirm to enrol$/, '')}: enrol anyway
                  </label>
                )}
              </li>
            ))}
          </ul>
        )}
        {result && (
          <div className="text-sm" role="status" data-testid="enrol-result">
            <p className="font-medium">
              {result.enrolled} {result.enrolled === 1 ? 'contact' : 'contacts'} enrolled.
            </p>
            <ul>
              {result.results
                .filter((r) => !r.enrolled)
                .map((r) => (
                  <li key={r.contactId}>
                    {r.name}: {r.reason}
                  </li>
                ))}
            </ul>
          </div>
        )}
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <DialogFooter>
          {result ? (
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          ) : (
            <>
              {extraAction}
              <Button onClick={enrol} disabled={busy || !checks || !mailbox}>
                Enrol
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
