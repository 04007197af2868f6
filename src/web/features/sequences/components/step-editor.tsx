import type { SequenceStep } from '#domain/sequences';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

/** One step of the sequence editor: an e-mail (subject, body), a wait (days) or a manual task. */
export function StepEditor({
  step,
  index,
  onChange,
  onRemove,
}: {
  step: SequenceStep;
  index: number;
  onChange: (step: SequenceStep) => void;
  onRemove: () => void;
}) {
  const id = `step-${index}`;
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="sequence-step">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium">
          Step {index + 1}: {step.kind === 'email' ? 'E-mail' : step.kind === 'wait' ? 'Wait' : 'Task'}
        </p>
        {index > 0 && (
          <Button type="button" size="sm" variant="ghost" onClick={onRemove}>
            Remove step
          </Button>
        )}
      </div>
      {step.kind === 'email' && (
        <>
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input
            id={`${id}-subject`}
            value={step.subject}
            onChange={(e) => onChange({ ...step, subject: e.target.value })}
          />
          <Label htmlFor={`${id}-body`}>Body</Label>
          <Textarea
            id={`${id}-body`}
            rows={6}
            value={step.body}
            onChange={(e) => onChange({ ...step, body: e.target.value })}
          />
        </>
      )}
      {step.kind === 'wait' && (
        <>
          <Label htmlFor={`${id}-days`}>Wait (days)</Label>
          <Input
            id={`${id}-days`}
            type="number"
            min={1}
            value={step.days}
            onChange={(e) => onChange({ ...step, days: Number(e.target.value) })}
          />
        </>
      )}
      {step.kind === 'task' && (
        <>
          <Label htmlFor={`${id}-task`}>Task</Label>
          <select
            id={`${id}-task`}
            className="h-9 rounded-md border px-2 text-sm"
            value={step.task}
            onChange={(e) => onChange({ ...step, task: e.target.value as 'call' | 'linkedin' })}
          >
            <option value="call">Call</option>
            <option value="linkedin">LinkedIn message</option>
          </select>
          <Label htmlFor={`${id}-note`}>Note</Label>
          <Input id={`${id}-note`} value={step.note} onChange={(e) => onChange({ ...step, note: e.target.value })} />
        </>
      )}
    </li>
  );
}
