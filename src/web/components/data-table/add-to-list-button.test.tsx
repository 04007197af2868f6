// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ListDto } from '#domain/lists';
import { AddToListButton } from './add-to-list-button';

const mocks = vi.hoisted(() => ({ api: vi.fn(), toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../lib/api', () => ({ api: mocks.api, ApiError: class extends Error {} }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const LIST: ListDto = {
  id: '5b0f4a52-8f5b-4d61-9f55-3f1c1f0a7c01',
  name: 'Q3 targets',
  kind: 'contacts',
  visibility: 'team',
  systemKey: null,
  ownerId: null,
  ownerEmail: null,
  itemCount: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  canEdit: true,
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddToListButton kind="contacts" id="7d1e2c5a-0a4b-4d2f-8a55-2b0c9e7f1a10" />
    </QueryClientProvider>,
  );
}

it('asks for no list until opened, then adds the one card to the chosen list and says so', async () => {
  mocks.api.mockImplementation(async (path: string) => {
    if (path === '/lists?kind=contacts') return { lists: [LIST] };
    if (path === `/lists/${LIST.id}/items`) return { added: 1, alreadyListed: 0, skipped: [], skippedCount: 0 };
    throw new Error(`unexpected ${path}`);
  });
  renderButton();
  expect(mocks.api).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Add to list' }));
  fireEvent.click(await screen.findByRole('radio', { name: /Q3 targets/ }));
  const dialog = screen.getByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /^Add/ }));

  await waitFor(() =>
    expect(mocks.toast.success).toHaveBeenCalledWith('Added 1 contact to Q3 targets', expect.anything()),
  );
  expect(mocks.api).toHaveBeenCalledWith(`/lists/${LIST.id}/items`, {
    body: { selection: { kind: 'contacts', ids: ['7d1e2c5a-0a4b-4d2f-8a55-2b0c9e7f1a10'] } },
  });
});
