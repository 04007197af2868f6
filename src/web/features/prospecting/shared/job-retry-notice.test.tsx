// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobRetryNotice } from './job-retry-notice';

/** The page's /api/events stream, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: object) {
    act(() => this.listeners.get(type)?.forEach((fn) => fn({ data: JSON.stringify(data) } as MessageEvent)));
  }
}

const job = (patch: object) => ({
  jobId: 'j1',
  type: 'account-research',
  status: 'running',
  progress: 5,
  attempt: 1,
  maxAttempts: 3,
  subjectId: 'org-1',
  ...patch,
});

describe('JobRetryNotice', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the job is being retried once its live events show a second try, and only for its type and subject', () => {
    const { rerender } = render(<JobRetryNotice type="account-research" subjectId="org-1" active />);
    const stream = FakeEventSource.last!;
    stream.emit('job', job({}));
    expect(screen.queryByTestId('job-retry-notice')).toBeNull();
    stream.emit('job', job({ attempt: 2, subjectId: 'org-2' }));
    stream.emit('job', job({ attempt: 2, type: 'generate-pitch' }));
    expect(screen.queryByTestId('job-retry-notice')).toBeNull();

    stream.emit('job', job({ status: 'queued', attempt: 1 }));
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      'Retrying: the previous attempt did not finish (attempt 2 of 3).',
    );
    stream.emit('job', job({ attempt: 2 }));
    expect(screen.getByTestId('job-retry-notice').textContent).toBe(
      'Retrying: the previous attempt did not finish (attempt 2 of 3).',
    );
    stream.emit('job', job({ status: 'completed', attempt: 2, progress: 100 }));
    expect(screen.queryByTestId('job-retry-notice')).toBeNull();

    // A new run starts clean, whatever the last one saw.
    stream.emit('job', job({ attempt: 3 }));
    rerender(<JobRetryNotice type="account-research" subjectId="org-1" active={false} />);
    rerender(<JobRetryNotice type="account-research" subjectId="org-1" active />);
    expect(screen.queryByTestId('job-retry-notice')).toBeNull();
  });
});
