import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0–100; values outside are clamped. */
  value?: number | null;
  indicatorClassName?: string;
};

const MAX = 100;

/**
 * A progress bar with the attributes Radix's Progress gives (role, aria-valuemin/max/now/text, data-state,
 * data-value, data-max), in a few lines: the dashboard's credits bar draws with it on the first paint.
 */
export function Progress({ className, value, indicatorClassName, ...props }: ProgressProps) {
  const pct = value == null || Number.isNaN(value) ? null : Math.min(MAX, Math.max(0, value));
  const state = pct === null ? 'indeterminate' : pct === MAX ? 'complete' : 'loading';
  const data = { 'data-state': state, 'data-value': pct ?? undefined, 'data-max': MAX };
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={MAX}
      aria-valuenow={pct ?? undefined}
      aria-valuetext={pct === null ? undefined : `${Math.round(pct)}%`}
      data-slot="progress"
      {...data}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        {...data}
        className={cn('h-full w-full flex-1 bg-primary transition-all', indicatorClassName)}
        style={{ transform: `translateX(-${MAX - (pct ?? 0)}%)` }}
      />
    </div>
  );
}
