import { z } from 'zod';
import { tableSelectionSchema } from './table-query';
import type { TableKind } from './table-columns';

/**
 * Bulk actions as jobs: what the web app and the API share (the action names, a job's progress and its rows).
 * Features add actions on the server (src/server/jobs/bulk-actions.ts); the words for each live here.
 */
export const BULK_ROW_OUTCOMES = ['done', 'nothing', 'skipped', 'failed'] as const;
export type BulkRowOutcome = (typeof BULK_ROW_OUTCOMES)[number];
export const BULK_JOB_STATUSES = ['queued', 'running', 'completed', 'cancelled', 'stopped', 'failed'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];
export const BULK_JOB_FINAL: readonly BulkJobStatus[] = ['completed', 'cancelled', 'stopped', 'failed'];

/** The most rows one bulk job takes (a larger selection is refused before anything runs). */
export const BULK_JOB_MAX_ROWS = 5000;

/** The words a progress bar and a results table use for an action. */
export type BulkActionWords = {
  /** "Finding contacts" */
  running: string;
  /** "organizations" */
  rows: string;
  /** "people found" (what a done row produced, summed) */
  produced: string;
};

export const BULK_ACTION_WORDS: Record<string, BulkActionWords> = {
  'find-contacts': { running: 'Finding contacts', rows: 'organizations', produced: 'people found' },
  enrich: { running: 'Enriching', rows: 'organizations', produced: 'fields filled' },
  'enrich-accounts': { running: 'Enriching', rows: 'accounts', produced: 'fields filled' },
  research: { running: 'Researching', rows: 'organizations', produced: 'researched' },
  'enrol-in-sequence': { running: 'Enrolling in the sequence', rows: 'contacts', produced: 'enrolled' },
};
const FALLBACK_WORDS: BulkActionWords = { running: 'Working', rows: 'rows', produced: 'done' };
export const bulkActionWords = (action: string) => BULK_ACTION_WORDS[action] ?? FALLBACK_WORDS;

export const OUTCOME_LABELS: Record<BulkRowOutcome, string> = {
  done: 'Done',
  nothing: 'Nothing found',
  skipped: 'Skipped',
  failed: 'Failed',
};

export const startBulkJobSchema = z.strictObject({
  action: z.string().min(1).max(64),
  selection: tableSelectionSchema,
  /** The action's own settings (Enrol in sequence: which sequence); checked by the action's schema. */
  params: z.record(z.string(), z.unknown()).optional(),
});
export type StartBulkJob = z.output<typeof startBulkJobSchema>;

export type BulkJobDto = {
  id: string;
  action: string;
  kind: TableKind;
  status: BulkJobStatus;
  total: number;
  processed: number;
  done: number;
  nothing: number;
  skipped: number;
  failed: number;
  produced: number;
  creditsCharged: number;
  cancelRequested: boolean;
  stopReason: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type BulkJobRowDto = {
  position: number;
  rowId: string;
  label: string | null;
  state: 'pending' | 'running' | 'finished';
  outcome: BulkRowOutcome | null;
  message: string | null;
  produced: number;
  creditCharged: number;
};

/** "Finding contacts: 37 of 200 organizations, 112 people found" (and what ended it, once it has). */
export function describeBulkProgress(
  job: Pick<BulkJobDto, 'action' | 'status' | 'total' | 'processed' | 'produced' | 'stopReason'>,
) {
  const words = bulkActionWords(job.action);
  const line = `${words.running}: ${job.processed} of ${job.total} ${words.rows}, ${job.produced} ${words.produced}`;
  if (job.status === 'completed') return `${line}. Finished.`;
  if (job.status === 'cancelled') return `${line}. Cancelled.`;
  if (job.status === 'stopped' || job.status === 'failed')
    return `${line}. Stopped: ${job.stopReason ?? 'unknown reason'}`;
  return line;
}

export const BULK_MSG = {
  unknownAction: (action: string) => `There is no bulk action called "${action}".`,
  wrongKind: (action: string, kind: string) => `"${action}" does not work on ${kind.replace('_', ' ')}.`,
  empty: 'The selection has no rows.',
  tooMany: (n: number) =>
    `A bulk action takes at most ${BULK_JOB_MAX_ROWS} rows; this selection has ${n}. Narrow the filters.`,
  noCredits:
    'Stopped: your company has no credits left. Upgrade your plan or wait for the next billing period; the rows not yet run are listed as skipped.',
  notRun: 'Not run: the job stopped before this row.',
  cancelledRow: 'Not run: the job was cancelled.',
  interrupted: 'Interrupted by a worker restart before it finished; not repeated and not charged.',
  notFound: 'Bulk job not found',
} as const;

/** The bulk actions a table offers for its kind, with the words of their button and of their confirmation. */
export const BULK_ACTIONS_BY_KIND: Record<TableKind, { action: string; label: string; cost: string }[]> = {
  organizations: [
    {
      action: 'find-contacts',
      label: 'Find contacts',
      cost: 'One credit per organization where new people are found; nothing for the rest.',
    },
    { action: 'enrich', label: 'Enrich', cost: 'One credit per organization whose empty fields get filled.' },
    { action: 'research', label: 'Research', cost: 'One credit per organization whose site could be read.' },
  ],
  imported_accounts: [
    { action: 'enrich-accounts', label: 'Enrich', cost: 'One credit per account whose empty fields get filled.' },
  ],
  contacts: [],
};
