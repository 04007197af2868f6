import { useState, type FormEvent } from 'react';
import type { SequenceInput, SequenceStep } from '#domain/sequences';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SequencePreview } from './sequence-preview';
import { StepEditor } from './step-editor';

/**
 * The sequence editor (new or existing): name, solution, ordered steps, and a live preview of every e-mail on a
 * real contact of the company (the enrolment dialog shows the first one again for each contact enrolled).
 */
export function SequenceEditor({
  initial,
  onSave,
  saving,
  onCancel,
}: {
  initial?: SequenceInput;
  onSave: (input: SequenceInput) => void;
  saving: boolean;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [solutionName, setSolutionName] = useState(initial?.solutionName ?? '');
  const [steps, setSteps] = useState<SequenceStep[]>(
    initial?.steps ?? [
      { kind: 'email', subject: 'Quick question, {{first_name|there}}', body: 'Hi {{first_name|there}},\n\n' },
    ],
  );
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
      {steps.some((s) => s.kind === 'email') && <SequencePreview steps={steps} solutionName={solutionName} />}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          Save sequence
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
