import type { SequenceStep } from '#domain/sequences';
import { ChartTable } from '../../../components/charts/bar-list';
import type { StepStat } from '../api/sequences-api';

const percent = (s: StepStat) => (s.sent === 0 ? 0 : Math.round((s.replied / s.sent) * 100));

/**
 * Reply rate per e-mail step as small bars (decision 030: no chart library): the share of the step's messages
 * whose contact replied before the next one went out, with the same figures as a table for screen readers.
 */
export function StepReplyChart({ name, steps, stats }: { name: string; steps: SequenceStep[]; stats: StepStat[] }) {
  if (stats.length === 0) return <span className="text-xs text-muted-foreground">Nothing sent yet</span>;
  const emailNumber = (stepIndex: number) => steps.slice(0, stepIndex + 1).filter((s) => s.kind === 'email').length;
  const label = (s: StepStat) => `E-mail ${emailNumber(s.stepIndex)}`;
  return (
    <div data-testid="step-reply-chart">
      <ul className="min-w-44 space-y-1" aria-hidden="true">
        {stats.map((s) => (
          <li key={s.stepIndex} className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-2 text-xs">
            <span className="text-muted-foreground">{label(s)}</span>
            <span className="h-2 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${percent(s)}%` }} />
            </span>
            <span className="tabular-nums" title={`${s.replied} of ${s.sent} replied`}>
              {percent(s)}% ({s.replied}/{s.sent})
            </span>
          </li>
        ))}
      </ul>
      <ChartTable
        caption={`${name}: reply rate per e-mail step, in percent`}
        header={['Step', 'Reply rate (%)']}
        rows={stats.map((s) => [label(s), percent(s)])}
      />
    </div>
  );
}
