import { Loader2 } from 'lucide-react';
import { formatElapsed, researchProgress } from '#domain/contacts';
import { AI_JOB_TYPES } from '#domain/jobs';
import { Progress } from '../../../components/ui/progress';
import { researchElapsedSeconds } from './contact-status';
import { JobRetryNotice } from './job-retry-notice';
import type { Contact } from './types';
import { useNow } from './use-now';

/** The progress card of a researching contact: elapsed m:ss, up to 90 % over 600 s, time remaining. */
export function ContactResearchProgress({ contact }: { contact: Contact }) {
  const now = useNow(true);
  const elapsed = researchElapsedSeconds(contact, now);
  const { percent, remainingSeconds } = researchProgress(elapsed, contact.enrichmentStatus);
  return (
    <div className="space-y-3 rounded-lg border border-blue-600/30 bg-blue-600/5 p-4" data-testid="research-progress">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <Loader2 className="size-4 animate-spin text-blue-600" aria-hidden="true" />
          Deep research in progress
        </span>
        <span className="font-mono tabular-nums text-muted-foreground" data-testid="research-elapsed">
          {formatElapsed(elapsed)}
        </span>
      </div>
      <Progress value={percent} aria-label="Deep research progress" />
      <div className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{Math.round(percent)}%</span>
        <span>~{remainingSeconds} seconds remaining</span>
      </div>
      <JobRetryNotice type={AI_JOB_TYPES.deepResearch} subjectId={contact.id} active />
      <p className="text-xs text-muted-foreground">
        Deep research takes 5-10 minutes. You can keep working; this page updates live.
      </p>
    </div>
  );
}
