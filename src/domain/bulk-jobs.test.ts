import { describe, expect, it } from 'vitest';
import { describeBulkProgress } from './bulk-jobs';

describe('describeBulkProgress', () => {
  const job = { action: 'find-contacts', total: 200, processed: 37, produced: 112, stopReason: null };
  it('says where a running job is, in the action’s words', () => {
    expect(describeBulkProgress({ ...job, status: 'running' })).toBe(
      'Finding contacts: 37 of 200 organizations, 112 people found',
    );
  });
  it('says how it ended, with the reason when it stopped', () => {
    expect(describeBulkProgress({ ...job, status: 'cancelled' })).toMatch(/Cancelled\.$/);
    expect(describeBulkProgress({ ...job, status: 'stopped', stopReason: 'No credits.' })).toMatch(
      /organizations, 112 people found\. Stopped: No credits\.$/,
    );
    expect(describeBulkProgress({ ...job, action: 'enrich-accounts', status: 'completed' })).toBe(
      'Enriching: 37 of 200 accounts, 112 fields filled. Finished.',
    );
  });
});
