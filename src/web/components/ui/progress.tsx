import type { ComponentProps } from 'react';
import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '../../lib/cn';

export type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** 0–100; values outside are clamped. */
  value?: number | null;
  indicatorClassName?: string;
};

export function Progress({ className, value, indicatorClassName, ...props }: ProgressProps) {
  const pct = value == null || Number.isNaN(value) ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={pct}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full w-full flex-1 bg-primary transition-all', indicatorClassName)}
        style={{ transform: `translateX(-${100 - (pct ?? 0)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
