// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactResults } from '../people-search/contact-results';
import { OutreachRow } from '../prospecting/contacts/components/outreach-row';
import { ResearchPage } from '../prospecting/research/pages/research-page';
import { kindColumns } from '../../components/data-table/kind-columns';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('../../app/auth-context', () => ({ useAuth: () => ({ currentCompany: { id: 'c1' }, refresh: vi.fn() }) }));
vi.mock('../prospecting/shared/use-live-events', () => ({
  useContactEvents: vi.fn(),
  useJobEvents: vi.fn(),
  useLiveResync: vi.fn(),
  useLiveCompany: vi.fn(),
}));

const BADGE = (owner: string, id: string) => ({
  crm: 'hubspot',
  label: 'HubSpot',
  stage: 'customer',
  owner,
  url: `https://app.hubspot.com/contacts/123/record/0-2/${id}`,
});
const ORG = {
  id: 'o1',
  name: 'Acme',
  fitScore: 88,
  fitCategory: 'great',
  createdAt: '2026-01-02T00:00:00Z',
  industry: 'Software',
  location: 'Berlin',
  website: 'https://www.acme.example/',
  source: 'directory',
};

/** A connected HubSpot whose last pull holds acme.example and pat@acme.example. */
beforeEach(() => {
  mocks.api.mockImplementation(async (path: string) => {
    if (path === '/integrations/crm') return { crms: [{ id: 'hubspot', label: 'HubSpot', connected: true }] };
    if (path.startsWith('/crm/badges?')) {
      const query = new URL(path, 'http://x').searchParams;
      const domains = (query.get('domains') ?? '').split(',').filter((d) => d === 'acme.example');
      const emails = (query.get('emails') ?? '').split(',').filter((e) => e === 'pat@acme.example');
      return {
        domains: Object.fromEntries(domains.map((d) => [d, BADGE('Dana Reyes', '1')])),
        emails: Object.fromEntries(emails.map((e) => [e, BADGE('Sam Lee', '2')])),
      };
    }
    if (path.startsWith('/organizations?')) return { organizations: [ORG], total: 1, nextCursor: null };
    if (path.endsWith('/research')) return { research: null };
    return {};
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderWithClient(node: ReactNode, url = '/dashboard/research?org=o1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const nameCell = (kind: 'organizations' | 'contacts' | 'imported_accounts', row: Record<string, unknown>) => {
  const column = kindColumns(kind).find((c) => c.id === 'name')!;
  const cell = column.cell as (ctx: { row: { original: unknown } }) => ReactNode;
  return cell({ row: { original: row } });
};

async function expectBadge(text: string, href: string) {
  const badge = await screen.findByTestId('crm-badge', {}, { timeout: 5000 });
  expect(badge.textContent).toContain(text);
  expect(badge.getAttribute('href')).toBe(href);
}

describe('the CRM badge on every screen that shows an organization or a person', () => {
  it('on an organization row of a table (targeting table view, lists)', async () => {
    renderWithClient(nameCell('organizations', { ...ORG, competitor: false }));
    await expectBadge('In HubSpot · Customer · owner Dana Reyes', 'https://app.hubspot.com/contacts/123/record/0-2/1');
  });

  it('on an imported account row (by its domain)', async () => {
    renderWithClient(nameCell('imported_accounts', { id: 'a1', name: 'Acme', domain: 'acme.example' }));
    await expectBadge('owner Dana Reyes', 'https://app.hubspot.com/contacts/123/record/0-2/1');
  });

  it('on a contact row of a table (contacts and outreach table views)', async () => {
    renderWithClient(nameCell('contacts', { id: 'p1', name: 'Pat', email: 'Pat@Acme.example', doNotContact: false }));
    await expectBadge('In HubSpot · Customer · owner Sam Lee', 'https://app.hubspot.com/contacts/123/record/0-2/2');
  });

  it('on a person of the outreach list, with Send to CRM', async () => {
    const entry = {
      id: 'e1',
      addedAt: '2026-01-02T00:00:00Z',
      contactId: 'p1',
      name: 'Pat',
      title: 'CTO',
      email: 'pat@acme.example',
      emailStatus: 'verified',
      phone: null,
      linkedinUrl: null,
      organization: 'Acme',
    };
    renderWithClient(<OutreachRow entry={entry} removing={false} onRemove={() => {}} />);
    await expectBadge('owner Sam Lee', 'https://app.hubspot.com/contacts/123/record/0-2/2');
    // Send to CRM on each person of the list too (the table view's bulk bar sends a selection).
    expect(await screen.findByRole('button', { name: 'Send to HubSpot' }, { timeout: 5000 })).toBeTruthy();
  });

  it('on a contact of the people page', async () => {
    const contact = {
      id: 'p1',
      name: 'Pat',
      title: 'CTO',
      email: 'pat@acme.example',
      emailStatus: 'verified',
      organizationId: 'o1',
      organizationName: 'Acme',
      source: 'import',
    };
    renderWithClient(<ContactResults contacts={[contact]} />);
    await expectBadge('owner Sam Lee', 'https://app.hubspot.com/contacts/123/record/0-2/2');
  });

  it('on the research page, for the organization researched', async () => {
    renderWithClient(<ResearchPage />);
    await expectBadge('In HubSpot · Customer · owner Dana Reyes', 'https://app.hubspot.com/contacts/123/record/0-2/1');
    expect(await screen.findByRole('button', { name: 'Send to HubSpot' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows no badge for a record the CRM does not hold', async () => {
    renderWithClient(nameCell('organizations', { ...ORG, website: 'https://other.example', competitor: false }));
    await screen.findByText('Acme');
    await new Promise((r) => setTimeout(r, 60));
    expect(screen.queryByTestId('crm-badge')).toBeNull();
  });
});
