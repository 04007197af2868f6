// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactsPageFor } from '../../shared/contact-pages.test-support';
import { ResearchPage } from './research-page';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invokeFunction: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  refresh: vi.fn(),
}));
vi.mock('../../../../lib/api', async (original) => ({
  ...(await original<object>()),
  api: mocks.api,
  invokeFunction: mocks.invokeFunction,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../../app/auth-context', () => ({
  useAuth: () => ({ currentCompany: { id: 'c1' }, refresh: mocks.refresh }),
}));
vi.mock('../../shared/use-live-events', () => ({
  useContactEvents: vi.fn(),
  useJobEvents: vi.fn(),
  useLiveResync: vi.fn(),
  useLiveCompany: vi.fn(),
}));

const org = (id: string, name: string, fitScore: number, fitCategory: string, createdAt = '2026-01-02T00:00:00Z') => ({
  id,
  name,
  fitScore,
  fitCategory,
  createdAt,
  industry: 'Software',
  location: 'Berlin',
  website: `https://${id}.example`,
  aiReasoning: `Because ${name} fits`,
  source: 'directory',
});
const ORGS = [org('o1', 'Acme', 88, 'great'), org('o2', 'acme', 40, 'okay'), org('o3', 'Globex', 60, 'good')];
const SOLUTION = {
  id: 's1',
  product: 'Docs Hosting',
  reasoning: 'They publish docs',
  priority: 'High',
  opportunity: 'Large',
};
const RESEARCH = {
  id: 'r1',
  organizationId: 'o1',
  createdAt: '2026-01-03T00:00:00Z',
  overviewData: {
    revenue: null,
    employees: null,
    founded: { value: '1999', provenance: { source: 'directory' } },
    industry: { value: 'Software', provenance: { source: 'web', url: 'https://acme.example/about' } },
    headquarters: null,
    website: null,
  },
  whyTarget: ['Growing docs team'],
  recommendedSolutions: [SOLUTION],
  keyInsights: [{ type: 'pain points', content: 'Slow builds', relevance: 'High', provenance: { source: 'ai' } }],
};
const PITCH = {
  id: 'p1',
  organizationId: 'o1',
  solutionProduct: 'Docs Hosting',
  solutionPriority: 'High',
  pitchContent: 'Dear Acme, ...',
  createdAt: '2026-01-04T00:00:00Z',
};

type PitchRow = typeof PITCH;
/** The server's answer: the pitches of the asked solutions (by product, any case), newest first, 50 a page. */
function pitchesPageFor(pitches: PitchRow[], path: string) {
  const products = new URL(path, 'http://x').searchParams.getAll('solution').map((p) => p.toLowerCase());
  const matching = pitches.filter((p) => products.length === 0 || products.includes(p.solutionProduct.toLowerCase()));
  return { pitches: matching.slice(0, 50), total: matching.length, nextCursor: matching.length > 50 ? 'next' : null };
}

let state: { research: unknown; pitches: PitchRow[]; contacts: unknown[] };
function Location() {
  return <span data-testid="location">{useLocation().search}</span>;
}
function renderPage(url = '/dashboard/research') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ResearchPage />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function clickWhenEnabled(name: string) {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('ResearchPage', () => {
  beforeEach(() => {
    state = { research: null, pitches: [], contacts: [] };
    mocks.api.mockImplementation(async (path: string) => {
      if (path.startsWith('/organizations?')) return { organizations: ORGS, total: ORGS.length, nextCursor: null };
      if (path.endsWith('/research')) return { research: state.research };
      if (path.includes('/pitches?')) return pitchesPageFor(state.pitches, path);
      if (path.includes('/contacts?sort='))
        return contactsPageFor(state.contacts as Parameters<typeof contactsPageFor>[0], path);
      return {};
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows No Organizations Found when targeting has not run', async () => {
    mocks.api.mockResolvedValue({ organizations: [] });
    renderPage();
    expect(await screen.findByText('No Organizations Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Organization Targeting/ }).getAttribute('href')).toBe(
      '/dashboard/targeting',
    );
  });

  it('needs a selected organization', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Research Organization' }));
    expect(mocks.toast.error).toHaveBeenCalledWith('No organization selected', expect.anything());
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
  });

  it('picks from deduplicated companies and keeps the choice in ?org=', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Company' }));
    const options = await screen.findAllByTestId('organization-option');
    expect(options.map((o) => o.textContent)).toEqual(['Acme88% FitGreat Fit', 'Globex60% FitGood Fit']);
    fireEvent.click(options[1]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?org=o3'));
    expect(screen.getByRole('combobox', { name: 'Company' }).textContent).toContain('Globex');
  });

  it('says on screen and in the toast when the site could not be read', async () => {
    const note =
      'Could not read acme.example: the site did not answer in time. This research uses only the directory record; no credit was charged.';
    mocks.invokeFunction.mockResolvedValue({ success: true, research: { ...RESEARCH, sourceNote: note } });
    renderPage('/dashboard/research?org=o1');
    await clickWhenEnabled('Research Organization');
    expect(await screen.findByText(note)).toBeTruthy();
    // Not a green "Research Complete": the toast says the site was not read.
    expect(mocks.toast).toHaveBeenCalledWith('Website Not Read', expect.objectContaining({ description: note }));
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('researches the organization and shows the sections with sources and Not available', async () => {
    mocks.invokeFunction.mockResolvedValue({ success: true, research: RESEARCH });
    renderPage('/dashboard/research?org=o1');
    await clickWhenEnabled('Research Organization');
    expect(await screen.findByRole('button', { name: 'View Research' })).toBeTruthy();
    expect(mocks.invokeFunction).toHaveBeenCalledWith('account-research', { organizationId: 'o1' });
    expect(mocks.toast.success).toHaveBeenCalledWith('Research Complete', expect.anything());
    expect(mocks.refresh).toHaveBeenCalled();
    expect(screen.getByText('Why This Fit Level?')).toBeTruthy();
    expect(screen.getByText('Because Acme fits')).toBeTruthy();
    const overview = screen.getByTestId('overview-card');
    expect(within(screen.getByTestId('overview-revenue')).getByText('Not available')).toBeTruthy();
    expect(
      within(screen.getByTestId('overview-industry')).getByText('acme.example').closest('a')?.getAttribute('href'),
    ).toBe('https://acme.example/about');
    expect(within(screen.getByTestId('overview-founded')).getByText('Directory')).toBeTruthy();
    expect(overview).toBeTruthy();
    expect(screen.getByText('Growing docs team')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recommended Solutions', selected: true })).toBeTruthy();
  });

  it('reports a research failure with the server message', async () => {
    mocks.invokeFunction.mockResolvedValue({ success: false, error: 'Insufficient credits' });
    renderPage('/dashboard/research?org=o1');
    await clickWhenEnabled('Research Organization');
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Research Failed', {
        description: 'Insufficient credits',
        id: undefined,
      }),
    );
  });

  it('generates a pitch once, shows it and copies it', async () => {
    state.research = RESEARCH;
    mocks.invokeFunction.mockResolvedValue({ success: true, created: true, pitch: PITCH });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('/dashboard/research?org=o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Pitch' }));
    const dialog = await screen.findByTestId('pitch-dialog');
    expect(within(dialog).getByTestId('pitch-content').textContent).toBe('Dear Acme, ...');
    expect(mocks.toast.success).toHaveBeenCalledWith('Pitch Generated', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Copied!', expect.anything()));
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Copy Failed', {
        description: 'Failed to copy to clipboard',
        id: undefined,
      }),
    );
    expect(screen.getByRole('button', { name: 'View Pitch', hidden: true })).toBeTruthy();
  });

  it('asks the server for the solutions’ pitches, so an old one shows however many the organization has', async () => {
    state.research = RESEARCH;
    const others = Array.from({ length: 60 }, (_, i) => ({
      ...PITCH,
      id: `other-${i}`,
      solutionProduct: `Product ${i}`,
      createdAt: '2026-02-01T00:00:00Z',
    }));
    state.pitches = [...others, { ...PITCH, solutionProduct: 'DOCS hosting' }];
    renderPage('/dashboard/research?org=o1');
    fireEvent.click(await screen.findByRole('button', { name: 'View Pitch' }));
    const dialog = await screen.findByTestId('pitch-dialog');
    expect(within(dialog).getByTestId('pitch-content').textContent).toBe('Dear Acme, ...');
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
    const paths = mocks.api.mock.calls.map(([path]) => String(path)).filter((path) => path.includes('/pitches'));
    expect(paths).toEqual(['/organizations/o1/pitches?solution=Docs+Hosting']);
  });

  it('shows contacts already found for a solution without a discovery call', async () => {
    state.research = RESEARCH;
    state.contacts = [
      {
        id: 'k1',
        name: 'Ada Lovelace',
        title: 'CTO',
        solutionId: 's1',
        associatedSolution: 'Docs Hosting',
        createdAt: '2026-01-05T00:00:00Z',
        enrichmentStatus: 'pending',
        fitCategory: 'great',
      },
    ];
    renderPage('/dashboard/research?org=o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Find Contacts' }));
    const dialog = await screen.findByTestId('solution-contacts-dialog');
    expect(await within(dialog).findByText(/Ada Lovelace/)).toBeTruthy();
    expect(mocks.toast.success).toHaveBeenCalledWith('Contacts Already Found', expect.anything());
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
    // The solution's contacts are chosen on the server; the check reads one row only.
    const paths = mocks.api.mock.calls.map(([path]) => String(path)).filter((path) => path.includes('/contacts?'));
    expect(paths).toContain('/organizations/o1/contacts?sort=newest&solutionId=s1&solution=Docs+Hosting&limit=1');
    expect(paths).toContain('/organizations/o1/contacts?sort=newest&solutionId=s1&solution=Docs+Hosting');
  });

  it('runs discovery with the solution as context and reports none found', async () => {
    state.research = RESEARCH;
    mocks.invokeFunction.mockResolvedValue({ success: true, skipped: false, contactsFound: 0, contacts: [] });
    renderPage('/dashboard/research?org=o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Find Contacts' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith('No Contacts Found', {
        description: 'No relevant contacts found for this solution',
        id: undefined,
      }),
    );
    expect(mocks.invokeFunction).toHaveBeenCalledWith('contact-discovery', {
      organizationId: 'o1',
      solutionContext: SOLUTION,
    });
  });
});
