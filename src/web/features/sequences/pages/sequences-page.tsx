import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../prospecting/shared/api-helpers';
import { PageHeader } from '../../prospecting/shared/page-header';
import { createSequence, sequenceKeys, updateSequence, useSequences, type SequenceSummary } from '../api/sequences-api';
import { SequenceEditor } from '../components/sequence-editor';
import { StepReplyChart } from '../components/step-reply-chart';

const COUNT_LABELS = [
  ['active', 'Active'],
  ['finished', 'Finished'],
  ['replied', 'Replied'],
  ['bounced', 'Bounced'],
  ['unsubscribed', 'Unsubscribed'],
] as const;

/** Sequences (/dashboard/sequences): the company's sequences with their enrolments counted by state. */
export function SequencesPage() {
  const sequences = useSequences();
  const queryClient = useQueryClient();
  // 'new', or the sequence being edited.
  const [editing, setEditing] = useState<'new' | SequenceSummary | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canManage = sequences.data?.role === 'owner' || sequences.data?.role === 'admin';
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title="Sequences"
        description="Personal e-mails from your own mailbox that stop when a contact replies."
      >
        {canManage && !editing && <Button onClick={() => setEditing('new')}>New sequence</Button>}
      </PageHeader>
      {editing && (
        <Card>
          <CardContent className="pt-6">
            <SequenceEditor
              key={editing === 'new' ? 'new' : editing.id}
              initial={editing === 'new' ? undefined : editing}
              saving={saving}
              onCancel={() => setEditing(null)}
              onSave={(input) => {
                setSaving(true);
                setError(null);
                (editing === 'new' ? createSequence(input) : updateSequence(editing.id, input))
                  .then(async () => {
                    setEditing(null);
                    await queryClient.invalidateQueries({ queryKey: sequenceKeys.list });
                  })
                  .catch((e: unknown) => setError(errorMessage(e) ?? 'Could not save the sequence'))
                  .finally(() => setSaving(false));
              }}
            />
            {error && (
              <p className="mt-2 text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {sequences.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : sequences.isError ? (
        <p>Failed to load the sequences. Please reload the page.</p>
      ) : sequences.data.sequences.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sequences yet.</p>
      ) : (
        <table className="w-full text-sm" data-testid="sequences-table">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-2">Sequence</th>
              <th>Steps</th>
              {COUNT_LABELS.map(([, label]) => (
                <th key={label}>{label}</th>
              ))}
              <th>Reply rate by step</th>
              {canManage && <th />}
            </tr>
          </thead>
          <tbody className="divide-y">
            {sequences.data.sequences.map((s) => (
              <tr key={s.id} data-testid="sequence-row">
                <td className="py-2">
                  <Link className="font-medium hover:underline" to={`/dashboard/sequences/${s.id}`}>
                    {s.name}
                  </Link>
                  {s.solutionName && <p className="text-xs text-muted-foreground">{s.solutionName}</p>}
                </td>
                <td>{s.steps.length}</td>
                {COUNT_LABELS.map(([key]) => (
                  <td key={key} data-testid={`count-${key}`}>
                    {s.counts[key]}
                  </td>
                ))}
                <td className="py-2">
                  <StepReplyChart name={s.name} steps={s.steps} stats={s.stepStats} />
                </td>
                {canManage && (
                  <td className="text-right">
                    <Button size="sm" variant="outline" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                      Edit
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
