// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_CONFIGURATION } from '../../../configuration/configuration.test-fixtures';
import {
  cards,
  fakeTargetingApi,
  FakeEventSource,
  org,
  ORGS,
  renderTargetingPage,
} from './targeting-page.test-support';

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

describe('TargetingPage: what a finished analysis shows', () => {
  beforeEach(() => {
    mocks.targeting = { configured: CONFIG, completed: null, organizations: [] };
    fakeTargetingApi(mocks.api, () => mocks.targeting);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows a friendly empty state when the analysis found nothing', async () => {
    mocks.targeting = {
      configured: CONFIG,
      completed: { ...CONFIG, id: 'done', status: 'completed' },
      organizations: [],
    };
    renderTargetingPage();
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
    renderTargetingPage();
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
    renderTargetingPage();
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
    renderTargetingPage();
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
    renderTargetingPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start AI Analysis' }));
    await waitFor(() =>
      expect(mocks.toast.info).toHaveBeenCalledWith('No good fits found', { description: 'No credit was charged.' }),
    );
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });
});
