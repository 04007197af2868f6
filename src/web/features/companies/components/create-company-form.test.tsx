// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateCompanyForm } from './create-company-form';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  auth: {} as Record<string, unknown>,
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

const signedUp = (memberships: unknown[]) => ({
  refresh: vi.fn(),
  me: { user: { signupCompanyUrl: 'https://acme.example' } },
  memberships,
});

function create(name: string) {
  render(
    <MemoryRouter>
      <CreateCompanyForm />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: name } });
  return screen.getByRole('checkbox') as HTMLInputElement;
}

describe('CreateCompanyForm: drafting the configuration from the sign-up website', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('offers it ticked for a first company, as the sign-up toast promised', async () => {
    mocks.auth = signedUp([]);
    mocks.api.mockResolvedValue({ companyId: 'c1', preconfiguring: true });
    expect(create('Acme').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/companies', {
        body: { name: 'Acme', slug: 'acme', preconfigure: true },
      }),
    );
  });

  it('asks for a second company: unticked, so no credit is spent unless the user ticks it', async () => {
    mocks.auth = signedUp([{ id: 'm1' }]);
    mocks.api.mockResolvedValue({ companyId: 'c2', preconfiguring: false });
    const box = create('Second Co');
    expect(box.checked).toBe(false);
    expect(screen.getByTestId('preconfigure-option').textContent).toContain('uses one AI credit');
    fireEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    await waitFor(() =>
      expect(mocks.api).toHaveBeenCalledWith('/companies', {
        body: { name: 'Second Co', slug: 'second-co', preconfigure: false },
      }),
    );
  });
});
