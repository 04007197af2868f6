// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#domain/messages';
import { SignUpSuccess } from './sign-up-success';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', async (importOriginal) => ({ ...(await importOriginal<object>()), api: mocks.api }));

const renderWith = (config: { googleEnabled: boolean; mailConfigured: boolean }) => {
  mocks.api.mockResolvedValue(config);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SignUpSuccess email="ada@acme.io" onBack={() => {}} />
    </QueryClientProvider>,
  );
};

describe('the sign-up confirmation', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('says where the link is when the server has no e-mail configured', async () => {
    renderWith({ googleEnabled: false, mailConfigured: false });
    expect(await screen.findByText(MSG.mailNotConfigured)).toBeTruthy();
    expect(screen.queryByText('Check your inbox')).toBeNull();
    expect(screen.getByTestId('signup-success').textContent).toContain('written to the server log');
  });

  it('asks to check the inbox when the server sends mail', async () => {
    renderWith({ googleEnabled: false, mailConfigured: true });
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByTestId('signup-success').textContent).toContain('We sent a verification link to ada@acme.io');
  });
});
