import { useState, type FormEvent } from 'react';
import { renderTemplate, type SequenceInput, type SequenceStep } from '#domain/sequences';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { StepEditor } from './step-editor';

const PREVIEW_VALUES = { first_name: 'Ann', name: 'Ann Lee', organization: 'Example Labs' };

/**
 * The sequence editor: name, solution, ordered steps. The preview fills the first e-mail with a sample contact
 * (the enrolment dialog shows it again for each real contact, with their own fields).
 */
export function SequenceEditor({
  initial,
  onSave,
  saving,
}: {
  initial?: SequenceInput;
  onSave: (input: SequenceInput) => void;
  saving: boolean;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [solutionName, setSolutionName] = useState(initial?.solutionName ?? '');
  const [steps, setSteps] = useState<SequenceStep[]>(
    initial?.steps ?? [
      { kind: 'email', subject: 'Quick question, {{first_name|there}}', body: 'Hi {{first_name|there}},\n\n' },
    ],
  );
  const first = steps.find((s) => s.kind === 'email');
  const preview =
    first?.kind === 'email'
      ? [renderTemplate(first.subject, PREVIEW_VALUES), renderTemplate(first.body, PREVIEW_VALUES)]
      : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name, solutionName: solutionName.trim() || null, steps });
  };
  const add = (step: SequenceStep) => setSteps((s) => [...s, step]);
  return (
    <form onSubmit={submit} className="space-y-4" data-testid="sequence-editor">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="sequence-name">Name</Label>
          <Input id="sequence-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="sequence-solution">Solution</Label>
          <Input id="sequence-solution" value={solutionName} onChange={(e) => setSolutionName(e.target.value)} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Fields: {'{{first_name}}'}, {'{{organization}}'}, {'{{pitch}}'}, {'{{reason}}'}, {'{{title}}'}; add a fallback
        with {'{{first_name|there}}'}. A field with no value and no fallback blocks that contact's e-mail.
      </p>
      <ol className="space-y-3">
        {steps.map((step, i) => (
          <StepEditor
            key={i}
            step={step}
            index={i}
            onChange={(next) => setSteps((s) => s.map((x, j) => (j === i ? next : x)))}
            onRemove={() => setSteps((s) => s.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => add({ kind: 'wait', days: 3 })}>
          Add wait
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => add({ kind: 'email', subject: 'Following up', body: 'Hi {{first_name|there}},\n\n' })}
        >
          Add e-mail
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => add({ kind: 'task', task: 'call', note: '' })}>
          Add task
        </Button>
      </div>
      {preview.length === 2 && (
        <div className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="sequence-preview">
          <p className="font-medium">Preview (sample contact)</p>
          {preview.every((p) => p.ok) ? (
            <>
              <p>Subject: {preview[0]!.ok && preview[0]!.text}</p>
              <pre className="whitespace-pre-wrap font-sans">{preview[1]!.ok && preview[1]!.text}</pre>
            </>
          ) : (
            <p className="text-destructive">
              No value for{' '}
              {preview
                .flatMap((p) => (p.ok ? [] : p.missing))
                .map((m) => `{{${m}}}`)
                .join(', ')}{' '}
              in the sample: contacts without it are blocked unless you add a fallback.
            </p>
          )}
        </div>
      )}
      <Button type="submit" disabled={saving}>
        Save sequence
      </Button>
    </form>
  );
}
