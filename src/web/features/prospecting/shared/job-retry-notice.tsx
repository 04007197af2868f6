import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { jobRetryNotice } from '#domain/jobs';
import { cn } from '../../../lib/cn';
import type { JobEvent } from './types';
import { useJobEvents } from './use-live-events';

type Props = { type: string; subjectId?: string | null; active: boolean };

/** The retry line for the user's running job of this type (and subject), from its live events; null otherwise. */
export function useJobRetryNotice({ type, subjectId, active }: Props): string | null {
  const [latest, setLatest] = useState<JobEvent | null>(null);
  const [wasActive, setWasActive] = useState(active);
  // Each run starts clean: a retry seen in an earlier run says nothing about this one.
  if (wasActive !== active) {
    setWasActive(active);
    setLatest(null);
  }
  useJobEvents((event) => {
    if (event.type === type && (!subjectId || event.subjectId === subjectId)) setLatest(event);
  }, active);
  return active && latest ? jobRetryNotice(latest) : null;
}

/** Says, beside a job's progress, that the queue is retrying it after a try that did not finish. */
export function JobRetryNotice({ className, ...props }: Props & { className?: string }) {
  const notice = useJobRetryNotice(props);
  if (!notice) return null;
  return (
    <p
      role="status"
      data-testid="job-retry-notice"
      className={cn('flex items-center gap-1.5 text-xs font-medium text-amber-700 dark:text-amber-400', className)}
    >
      <RotateCw className="size-3.5 shrink-0" aria-hidden="true" />
      {notice}
    </p>
  );
}
