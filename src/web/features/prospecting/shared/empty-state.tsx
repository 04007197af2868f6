import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';

/** A centred empty state: icon, title (the spec's words), explanation and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="border-dashed shadow-none" data-testid={testId}>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <span
          className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary"
          aria-hidden="true"
        >
          <Icon className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">{title}</h2>
        {children && <div className="max-w-md text-sm text-balance text-muted-foreground">{children}</div>}
        {action}
      </CardContent>
    </Card>
  );
}
