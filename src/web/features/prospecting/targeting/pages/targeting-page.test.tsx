// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { SAVED_CONFIGURATION } from '../../../configuration/configuration.test-fixtures';
import { cards, fakeTargetingApi, FakeEventSource, ORGS, renderTargetingPage } from './targeting-page.test-support';

const CONFIG = SAVED_CONFIGURATION;

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invokeFunction: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  refresh: vi.fn(),
  targeting: {} as unknown,
}));
vi.mock('../../../../lib/api', async (original) => ({
  ...(await original<object>()),
  api: mocks.api,
  invokeFunction: mocks.invokeFunction,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../../app/auth-context', () => ({
  useAuth: () => ({ currentCompany: { id: 'c1', creditsRemaining: 100 }, refresh: mocks.refresh }),
}));

vi.stubGlobal('EventSource', FakeEventSource);

describe('TargetingPage', () => {
  beforeEach(() => {
    mocks.targeting = { configured: CONFIG, completed: null, organizations: [] };
    fakeTargetingApi(mocks.api, () => mocks.targeting);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks for the configuration first', async () => {
    mocks.targeting = { configured: null, completed: null, organizations: [] };
    renderTargetingPage();
    expect((await screen.findByTestId('configuration-required')).textContent).toContain('Configuration Required');
    expect(screen.getByRole('link', { name: /AI configuration/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Start AI Analysis' })).toBeNull();
  });

  it('does not call the server with an incomplete configuration', async () => {
    mocks.targeting = {
      configured: { ...CONFIG, productUrl: '', targetMarket: ' ' },
      completed: null,
      organizations: [],
    };
    renderTargetingPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start AI Analysis' }));
    expect(mocks.toast.error).toHaveBeenCalledWith('Incomplete Configuration', {
      description: 'Please fill in Product URL and Target Market in the AI configuration on the dashboard.',
    });
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
  });

  it('offers only the directory without imported accounts', async () => {
    renderTargetingPage();
    expect(((await screen.findByLabelText(/^Directory/)) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^My imported accounts/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Both/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Import accounts' }).getAttribute('href')).toBe('/dashboard/accounts');
    expect(screen.getByTestId('targeting-empty').textContent).toContain('No analysis yet');
  });

  it('runs the analysis with a progress bar at 75, then lists, counts and filters the organizations', async () => {
    let finish: (value: unknown) => void = () => {};
    mocks.invokeFunction.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderTargetingPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start AI Analysis' }));
    const progress = await screen.findByTestId('analysis-progress');
    expect(progress.textContent).toContain('Analyzing organizations…');
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(mocks.invokeFunction).toHaveBeenCalledWith(
      'organization-targeting',
      expect.objectContaining({ source: 'directory', productName: 'DocuFlow' }),
    );
    // Its worker died: the queue retries the job, and the card says so.
    const job = { jobId: 'j1', type: 'organization-targeting', status: 'running', progress: 5, maxAttempts: 3 };
    FakeEventSource.opened.at(-1)!.emit('job', { ...job, attempt: 1 });
    expect(within(progress).queryByTestId('job-retry-notice')).toBeNull();
    FakeEventSource.opened.at(-1)!.emit('job', { ...job, attempt: 2 });
    const notice = within(progress).getByTestId('job-retry-notice');
    expect(notice.textContent).toBe('Retrying: the previous attempt did not finish (attempt 2 of 3).');

    mocks.targeting = {
      configured: CONFIG,
      completed: { ...CONFIG, id: 'done', status: 'completed' },
      organizations: ORGS,
    };
    finish({ success: true, organizations: ORGS, sessionId: 'done', organizationsFound: 4 });
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith('Analysis Complete', { description: 'Found 4 organizations.' }),
    );
    expect(mocks.refresh).toHaveBeenCalled();
    await waitFor(() => expect(cards()).toEqual(['Alpha', 'Gamma', 'Beta', 'Delta']));
    expect(screen.queryByTestId('analysis-progress')).toBeNull();
    // The run's charts, asked for this session, with their figures in a table for screen readers.
    const charts = await screen.findByTestId('run-charts');
    expect(mocks.api).toHaveBeenCalledWith('/dashboard/charts?session=done');
    expect(
      within(charts).getByRole('table', { name: "This analysis's organizations by industry" }).textContent,
    ).toContain('Software4');

    const great = screen.getByTestId('fit-tile-great');
    expect(within(great).getByTestId('fit-tile-count').textContent).toBe('2');
    expect(within(screen.getByTestId('fit-tile-okay')).getByTestId('fit-tile-count').textContent).toBe('0');
    expect(screen.getByTestId('fit-filter-all').textContent).toBe('All4');

    fireEvent.click(great);
    expect(great.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('fit-filter-great').getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toEqual(['Alpha', 'Gamma']);
    fireEvent.click(great);
    expect(great.getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toHaveLength(4);

    fireEvent.click(screen.getByTestId('fit-filter-poor'));
    expect(cards()).toEqual(['Delta']);

    expect(within(screen.getByTestId('organization-card')).getByTestId('org-source').textContent).toBe('Directory');
    fireEvent.click(screen.getByTestId('fit-filter-all'));
    const first = screen.getAllByTestId('organization-card')[0]!;
    expect(within(first).getByTestId('fit-score').textContent).toBe('91%');
    expect(within(first).getByTestId('fit-badge').textContent).toBe('Great Fit');
    expect(within(first).getByTestId('org-source').textContent).toBe('Imported');
    expect(
      within(first)
        .getByRole('link', { name: /Research/ })
        .getAttribute('href'),
    ).toBe('/dashboard/research?org=a');
    expect(
      within(first)
        .getByRole('link', { name: /Find Contacts/ })
        .getAttribute('href'),
    ).toBe('/dashboard/contacts?org=a');
  });

  it('shows the server message, or the fallback, when the analysis fails', async () => {
    mocks.invokeFunction.mockRejectedValueOnce(
      new ApiError(402, 'Insufficient credits: none left.', { message: 'Insufficient credits: none left.' }),
    );
    renderTargetingPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start AI Analysis' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Analysis Failed', {
        description: 'Insufficient credits: none left.',
      }),
    );

    mocks.invokeFunction.mockRejectedValueOnce(
      new ApiError(500, 'Something went wrong.', { message: 'Something went wrong.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start AI Analysis' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenLastCalledWith('Analysis Failed', {
        description: 'Failed to analyze organizations. Please try again.',
      }),
    );
  });
});
