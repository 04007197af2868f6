import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn';

export type LabelProps = ComponentProps<'label'>;

/**
 * A label that, like Radix's (which the sign-in page no longer downloads), does not select its text on a double
 * click.
 */
export function Label({ className, onMouseDown, ...props }: LabelProps) {
  const keepSelection = (event: MouseEvent<HTMLLabelElement>) => {
    // Clicks meant for a control inside the label are left alone.
    if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return (
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      onMouseDown={keepSelection}
      {...props}
    />
  );
}
