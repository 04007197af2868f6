import { Radar } from 'lucide-react';
import { cn } from '../../../lib/cn';

export function ScoutlineLogo({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <span className="brand-gradient flex size-9 items-center justify-center rounded-xl text-white shadow-md shadow-primary/25">
        <Radar className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg font-bold tracking-tight">Scoutline</span>
    </span>
  );
}
