import type { ReactNode } from 'react';
import { Card, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type Tone = 'neutral' | 'success' | 'danger';
const TONE: Record<Tone, string> = {
  neutral: 'bg-primary/10 text-primary',
  success: 'bg-emerald-500/10 text-emerald-600',
  danger: 'bg-destructive/10 text-destructive',
};

/** One state of the acceptance page: an icon, a title, a message and its actions. */
export function StatusCard({
  icon,
  tone = 'neutral',
  title,
  description,
  children,
  testId,
}: {
  icon: ReactNode;
  tone?: Tone;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card className="w-full max-w-md text-center" data-testid={testId}>
      <CardHeader className="justify-items-center gap-3">
        <span
          className={cn('flex size-12 items-center justify-center rounded-full [&_svg]:size-6', TONE[tone])}
          aria-hidden="true"
        >
          {icon}
        </span>
        <h1 className="text-xl leading-tight font-semibold">{title}</h1>
        <CardDescription className="text-balance">{description}</CardDescription>
      </CardHeader>
      {children ? <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">{children}</CardFooter> : null}
    </Card>
  );
}
