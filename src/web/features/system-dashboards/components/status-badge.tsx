import { CircleAlert, CircleCheck, CircleDashed, CircleX, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** Every status the three dashboards show (administration spec, section 4). */
export type SystemStatus =
  'passed' | 'failed' | 'running' | 'pending' | 'healthy' | 'degraded' | 'down' | 'good' | 'warning' | 'critical';

const TONE = {
  ok: 'border-emerald-600/30 bg-emerald-50 text-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300',
  warn: 'border-amber-500/40 bg-amber-50 text-amber-800 dark:bg-amber-950/40 dark:text-amber-300',
  bad: 'border-red-600/30 bg-red-50 text-red-700 dark:bg-red-950/40 dark:text-red-300',
  idle: 'border-border bg-muted text-muted-foreground',
  busy: 'border-primary/30 bg-primary/10 text-primary',
} as const;

const LOOK: Record<SystemStatus, { tone: keyof typeof TONE; Icon: typeof CircleCheck }> = {
  passed: { tone: 'ok', Icon: CircleCheck },
  healthy: { tone: 'ok', Icon: CircleCheck },
  good: { tone: 'ok', Icon: CircleCheck },
  degraded: { tone: 'warn', Icon: TriangleAlert },
  warning: { tone: 'warn', Icon: TriangleAlert },
  failed: { tone: 'bad', Icon: CircleX },
  down: { tone: 'bad', Icon: CircleX },
  critical: { tone: 'bad', Icon: CircleAlert },
  pending: { tone: 'idle', Icon: CircleDashed },
  running: { tone: 'busy', Icon: LoaderCircle },
};

/** A status word with a colour and an icon, so it reads without relying on colour alone. */
export function StatusBadge({ status, className }: { status: SystemStatus; className?: string }) {
  const { tone, Icon } = LOOK[status];
  return (
    <Badge
      variant="outline"
      data-testid="status-badge"
      data-status={status}
      className={cn('capitalize', TONE[tone], className)}
    >
      <Icon className={cn(status === 'running' && 'animate-spin')} aria-hidden="true" />
      {status}
    </Badge>
  );
}
