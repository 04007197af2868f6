import type { LucideIcon } from 'lucide-react';

/** A statistic tile's label with its icon badge on the right. */
export function TileHeader({ label, Icon }: { label: string; Icon: LucideIcon }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <p className="text-sm leading-snug font-medium text-muted-foreground">{label}</p>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
    </div>
  );
}
