import { describe, expect, it } from 'vitest';
import { jobRetryNotice } from './jobs';

describe('jobRetryNotice', () => {
  it('says nothing on a first try, a queued first run or a finished job', () => {
    expect(jobRetryNotice({ status: 'running', attempt: 1, maxAttempts: 3 })).toBeNull();
    expect(jobRetryNotice({ status: 'queued', attempt: 0, maxAttempts: 3 })).toBeNull();
    expect(jobRetryNotice({ status: 'completed', attempt: 2, maxAttempts: 3 })).toBeNull();
    expect(jobRetryNotice({ status: 'failed', attempt: 3, maxAttempts: 3 })).toBeNull();
  });

  it('names the try under way, or the one a job queued again waits for', () => {
    expect(jobRetryNotice({ status: 'running', attempt: 2, maxAttempts: 3 })).toBe(
      'Retrying: the previous attempt did not finish (attempt 2 of 3).',
    );
    expect(jobRetryNotice({ status: 'queued', attempt: 2, maxAttempts: 3 })).toBe(
      'Retrying: the previous attempt did not finish (attempt 3 of 3).',
    );
  });
});
