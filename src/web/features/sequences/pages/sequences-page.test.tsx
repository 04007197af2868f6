// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SequencesPage } from './sequences-page';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));

const SEQUENCE = {
  id: 's1',
  name: 'Intro',
  solutionName: 'Robots',
  steps: [{ kind: 'email', subject: 'Hello {{first_name|there}}', body: 'Hi' }],
  counts: { active: 2, finished: 0, replied: 1, bounced: 0, unsubscribed: 0 },
  stepStats: [{ stepIndex: 0, sent: 3, replied: 1 }],
};

const renderPage = (role: string) => {
  mocks.api.mockImplementation(async (path: string) => {
    if (path === '/sequences') return { sequences: [SEQUENCE], role };
    if (path.startsWith('/sequences/sample-contacts')) return { contacts: [] };
    return { success: true };
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SequencesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('SequencesPage', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('edits an existing sequence: the editor opens with its name, solution and steps and saves with PUT', async () => {
    renderPage('admin');
    const row = await screen.findByTestId('sequence-row');
    expect(within(row).getByTestId('step-reply-chart').textContent).toContain('33% (1/3)');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Intro' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Intro');
    expect((screen.getByLabelText('Solution') as HTMLInputElement).value).toBe('Robots');
    expect(screen.getByTestId('sequence-preview').textContent).toContain('Subject: Hello Ann');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Intro v2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/sequences/s1', {
        method: 'PUT',
        body: { name: 'Intro v2', solutionName: 'Robots', steps: SEQUENCE.steps },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('sequence-editor')).toBeNull());
  });

  it('offers no editing to members', async () => {
    renderPage('member');
    const row = await screen.findByTestId('sequence-row');
    expect(within(row).queryByRole('button', { name: 'Edit Intro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New sequence' })).toBeNull();
  });
});
