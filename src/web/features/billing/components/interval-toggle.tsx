import { BILLING_INTERVALS, YEARLY_SAVING_LABEL, type BillingInterval } from '#domain/plans';
import { cn } from '../../../lib/cn';

const LABELS: Record<BillingInterval, string> = { monthly: 'Monthly', yearly: 'Yearly' };

export type IntervalToggleProps = { value: BillingInterval; onChange: (value: BillingInterval) => void };

/** The Monthly/Yearly switch; Yearly carries the 'Save 17%' label. */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-flex w-fit self-start rounded-lg border bg-muted p-1 sm:self-auto"
      data-testid="interval-toggle"
    >
      {BILLING_INTERVALS.map((interval) => {
        const selected = value === interval;
        return (
          <button
            key={interval}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(interval)}
            className={cn(
              'inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {LABELS[interval]}
            {interval === 'yearly' && (
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                {YEARLY_SAVING_LABEL}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
