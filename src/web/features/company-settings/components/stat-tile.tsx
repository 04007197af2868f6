import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';

/** A labelled number (the invitation counters). */
export function StatTile({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: number | string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Card className="py-4" data-testid={testId}>
      <CardContent className="flex items-center justify-between gap-3 px-4">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid="stat-value">
            {value}
          </p>
        </div>
        <span
          className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4"
          aria-hidden="true"
        >
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}
