import { useEffect, useState } from 'react';
import type { TableSelection } from '#domain/table-query';
import { errorMessage } from '../../prospecting/shared/api-helpers';
import { previewEnrolment, type EnrolCheck } from '../api/sequences-api';

/** Contacts whose first e-mail a bulk enrolment shows before it starts. */
export const PREVIEW_SAMPLE = 5;

/**
 * The first e-mail (or the reason it would not go) for the first few picked contacts of a bulk enrolment, from the
 * same preview Add to Sequence shows. A selection of "all matching" names no rows here, so it says how each is
 * checked instead of guessing which rows the filter holds.
 */
export function EnrolPreviewSample({ selection, sequenceId }: { selection: TableSelection; sequenceId: string }) {
  const ids = 'ids' in selection ? selection.ids : null;
  // The rows asked about, as a value: a parent that builds its selection anew each render asks once.
  const sample = ids?.slice(0, PREVIEW_SAMPLE).join(',') ?? '';
  const [checks, setChecks] = useState<EnrolCheck[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setChecks(null);
    setError(null);
    if (!sequenceId || !sample) return;
    let current = true;
    previewEnrolment(sequenceId, sample.split(','))
      .then((r) => current && setChecks(r.contacts))
      .catch((e: unknown) => current && setError(errorMessage(e) ?? 'Could not prepare the preview'));
    return () => {
      current = false;
    };
  }, [sequenceId, sample]);

  if (!sequenceId) return null;
  if (!ids)
    return (
      <p className="text-sm text-muted-foreground">
        Every matching contact&apos;s first e-mail is written and checked as it is enrolled; pick contacts one by one to
        read theirs first.
      </p>
    );
  if (error)
    return (
      <p className="text-sm text-destructive" role="alert">
        {error}
      </p>
    );
  if (!checks) return <p className="text-sm text-muted-foreground">Preparing the first e-mails…</p>;
  const more = ids.length - checks.length;
  return (
    <div className="space-y-2 text-sm" data-testid="enrol-preview-sample">
      <ul className="max-h-72 space-y-2 overflow-y-auto">
        {checks.map((c) => (
          <li key={c.contactId} className="rounded-md border p-2">
            <p className="font-medium">
              {c.name} <span className="text-muted-foreground">{c.email ?? 'no e-mail'}</span>
            </p>
            {c.refusal || c.blocked ? (
              <p className="text-destructive">{c.refusal ?? c.blocked}</p>
            ) : (
              c.preview && (
                <div className="mt-1 rounded bg-muted/40 p-2">
                  <p>Subject: {c.preview.subject}</p>
                  <pre className="line-clamp-4 whitespace-pre-wrap font-sans">{c.preview.text}</pre>
                </div>
              )
            )}
            {!c.refusal && c.needsConfirmation && <p className="text-amber-700">{c.needsConfirmation}</p>}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-muted-foreground">
          and {more.toLocaleString('en-US')} more, each written and checked the same way.
        </p>
      )}
    </div>
  );
}
