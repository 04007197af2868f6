// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api';
import { TargetingPage } from './targeting-page';
import { SAVED_CONFIGURATION } from '../../../configuration/configuration.test-fixtures';

const CONFIG = SAVED_CONFIGURATION;
const org = (id: string, name: string, fitScore: number, fitCategory: string, source = 'directory') => ({
  id,
  analysisSessionId: 'done',
  name,
  industry: 'Software',
  sizeRange: '51-200',
  employeeCount: null,
  location: 'Berlin, Germany',
  revenueRange: null,
  website: `https://${id}.example`,
  founded: null,
  description: null,
  source,
  aiReasoning: `Why ${name}`,
  fitScore,
  fitCategory,
  createdAt: '2026-01-02T00:00:00.000Z',
});
const ORGS = [
  org('b', 'Beta', 62, 'good'),
  org('a', 'Alpha', 91, 'great', 'import'),
  org('c', 'Gamma', 80, 'great'),
  org('d', 'Delta', 20, 'poor'),
];

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

/** The page's live-event stream (/api/events), driven by the test. */
const streams: FakeEventSource[] = [];
class FakeEventSource {
  readyState = 1;
  onerror = null;
  private listeners: Record<string, ((e: { data: string }) => void)[]> = {};
  constructor() {
    streams.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  close() {}
  emit(type: string, data: unknown) {
    act(() => this.listeners[type]?.forEach((fn) => fn({ data: JSON.stringify(data) })));
  }
}
vi.stubGlobal('EventSource', FakeEventSource);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TargetingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const RUN_CHARTS = {
  fit: [
    { label: 'Great Fit', count: 1 },
    { label: 'Good Fit', count: 1 },
    { label: 'Okay Fit', count: 1 },
    { label: 'Poor Fit', count: 1 },
  ],
  industries: [{ label: 'Software', count: 4 }],
  sizes: [{ label: 'Not available', count: 4 }],
};

const cards = () => screen.queryAllByTestId('organization-card').map((c) => within(c).getByRole('heading').textContent);

describe('TargetingPage', () => {
  beforeEach(() => {
    mocks.targeting = { configured: CONFIG, completed: null, organizations: [] };
    mocks.api.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/targeting'
          ? mocks.targeting
          : path.startsWith('/dashboard/charts?session=')
            ? RUN_CHARTS
            : { accounts: [], total: 0 },
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks for the configuration first', async () => {
    mocks.targeting = { configured: null, completed: null, organizations: [] };
    renderPage();
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
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start AI Analysis' }));
    expect(mocks.toast.error).toHaveBeenCalledWith('Incomplete Configuration', {
      description: 'Please fill in Product URL and Target Market in the AI configuration on the dashboard.',
    });
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
  });

  it('offers only the directory without imported accounts', async () => {
    renderPage();
    expect(((await screen.findByLabelText(/^Directory/)) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^My imported accounts/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Both/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Import accounts' }).getAttribute('href')).toBe('/dashboard/accounts');
    expect(screen.getByTestId('targeting-empty').textContent).toContain('No analysis yet');
  });

  it('runs the analysis with a progress bar at 75, then lists, counts and filters the organizations', async () => {
    let finish: (value: unknown) => void = () => {};
    mocks.invokeFunction.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage();
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
    streams.at(-1)!.emit('job', { ...job, attempt: 1 });
    expect(within(progress).queryByTestId('job-retry-notice')).toBeNull();
    streams.at(-1)!.emit('job', { ...job, attempt: 2 });
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
    renderPage();
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

  it('shows a friendly empty state when the analysis found nothing', async () => {
    mocks.targeting = {
      configured: CONFIG,
      completed: { ...CONFIG, id: 'done', status: 'completed' },
      organizations: [],
    };
    renderPage();
    expect((await screen.findByTestId('targeting-empty')).textContent).toContain('No good fits found');
  });

  it('says why no good fit was found, in the words the analysis stored', async () => {
    const note =
      'No good fits found: none of the 710 organizations ranked reached 45% with a word of your configuration in its own description or keywords.';
    mocks.targeting = {
      configured: CONFIG,
      completed: { ...CONFIG, id: 'done', status: 'completed', resultNote: note },
      organizations: [],
    };
    renderPage();
    const empty = await screen.findByTestId('targeting-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('No good fits found');
    expect(empty.textContent).toContain(note);
  });

  it('labels a competitor with a badge, after the buyers', async () => {
    const rival = {
      ...org('r', 'Rival Docs', 30, 'poor'),
      competitor: true,
      aiReasoning: 'Competitor: named in your Competitors, so not recommended as a buyer.',
    };
    mocks.targeting = {
      configured: CONFIG,
      completed: { ...CONFIG, id: 'done', status: 'completed' },
      organizations: [...ORGS, rival],
    };
    renderPage();
    await screen.findAllByTestId('organization-card');
    const badges = screen.getAllByTestId('competitor-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.textContent).toBe('Competitor');
    expect(badges[0]!.closest('[data-testid="organization-card"]')!.getAttribute('data-competitor')).toBe('true');
    expect(cards()[cards().length - 1]).toBe('Rival Docs');
  });
  it('says what discovery announced, the toast and the screen alike, and shows those under the fit floor apart', async () => {
    const discovery = {
      summary: '3 new organizations discovered (Apollo 3).',
      cached: false,
      announced: 3,
      shown: 2,
      belowFloor: 1,
      leftOut: 0,
      note: '2 are in the list; 1 fell under the fit floor (45%) and is listed under “Under the fit floor”.',
    };
    const found = [org('p1', 'Fernhill One', 70, 'good', 'apollo'), org('p2', 'Fernhill Two', 66, 'good', 'apollo')];
    const under = { ...org('p3', 'Crumb Bakery', 12, 'poor', 'apollo'), belowFloor: true };
    mocks.invokeFunction.mockResolvedValue({ success: true, sessionId: 'done', organizationsFound: 2, discovery });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start AI Analysis' }));
    mocks.targeting = {
      configured: CONFIG,
      completed: { ...CONFIG, id: 'done', status: 'completed', discovery },
      organizations: [...found, under],
    };
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith('Analysis Complete', {
        description: `Found 2 organizations. ${discovery.summary} ${discovery.note}`,
      }),
    );
    expect((await screen.findByTestId('discovery-note')).textContent).toBe(`${discovery.summary} ${discovery.note}`);
    expect(screen.getByTestId('results-summary').textContent).toContain('Showing 2 of 2 organizations');
    const apart = screen.getByTestId('under-the-floor');
    expect(apart.textContent).toContain('Under the fit floor (1)');
    expect(within(apart).getByRole('heading').textContent).toBe('Crumb Bakery');
  });

  it('a run with no good fit is not announced as a success, and says no credit was charged', async () => {
    mocks.invokeFunction.mockResolvedValue({
      success: true,
      sessionId: 'done',
      organizationsFound: 0,
      resultNote: 'x',
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start AI Analysis' }));
    await waitFor(() =>
      expect(mocks.toast.info).toHaveBeenCalledWith('No good fits found', { description: 'No credit was charged.' }),
    );
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });
});
