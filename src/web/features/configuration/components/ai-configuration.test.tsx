// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MSG } from '#domain/access';
import { ApiError } from '../../../lib/api';
import { AiConfiguration } from './ai-configuration';
import { SAVED_CONFIGURATION } from '../configuration.test-fixtures';

const SAVED = SAVED_CONFIGURATION;

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invokeFunction: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
  refresh: vi.fn(),
  auth: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<object>()),
  api: mocks.api,
  invokeFunction: mocks.invokeFunction,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

let client: QueryClient;
function renderConfig() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AiConfiguration />
    </QueryClientProvider>,
  );
}

// A required field's label ends in an aria-hidden '*'.
const labelled = (label: string) => new RegExp(`^${label.replace(/[/]/g, '\\/')}\\*?$`);
const field = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement | HTMLTextAreaElement;

describe('AiConfiguration', () => {
  beforeEach(() => {
    mocks.auth = {
      user: { id: 'u1' },
      me: { user: { signupCompanyUrl: 'https://signup.example' } },
      currentRole: 'member',
      currentCompany: { id: 'c1' },
      refresh: mocks.refresh,
    };
    mocks.api.mockImplementation((_path: string, options?: { method?: string; body?: unknown }) =>
      Promise.resolve(
        options?.method === 'PUT' ? { session: { ...SAVED, ...(options.body as object) } } : { session: null },
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('renders the eleven fields, 3-row textareas, required marks and the sign-up website in the auto-fill box', async () => {
    renderConfig();
    expect(await screen.findByLabelText(labelled('Product Name'))).toBeTruthy();
    const textareas = document.querySelectorAll('textarea');
    expect(textareas).toHaveLength(9);
    textareas.forEach((t) => expect(t.getAttribute('rows')).toBe('3'));
    expect(document.querySelectorAll('[aria-required="true"]')).toHaveLength(4);
    expect(field('Company website').value).toBe('https://signup.example');
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
  });

  it('refuses to save without the required fields', async () => {
    renderConfig();
    fireEvent.change(await screen.findByLabelText(labelled('Product Name')), { target: { value: 'DocuFlow' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(mocks.toast.error).toHaveBeenCalledWith('Missing Required Fields', {
      description: 'Please fill in Product Name, Product URL, Product Description, and Target Market.',
    });
    expect(mocks.api).not.toHaveBeenCalledWith('/configuration', expect.objectContaining({ method: 'PUT' }));
    expect(field('Product URL').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves, clears the unsaved flag and invalidates targeting', async () => {
    renderConfig();
    await screen.findByLabelText(labelled('Product Name'));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    for (const [label, value] of [
      ['Product Name', 'DocuFlow'],
      ['Product URL', 'https://docuflow.io'],
      ['Product Description', 'Docs'],
      ['Target Market', 'SaaS'],
    ]) {
      fireEvent.change(field(label!), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Configuration Saved', expect.anything()));
    expect(mocks.api).toHaveBeenCalledWith('/configuration', {
      method: 'PUT',
      body: expect.objectContaining({ productName: 'DocuFlow', competitors: '' }),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['targeting'] });
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
  });

  it('shows Save Failed when the server refuses', async () => {
    mocks.api.mockImplementation((_path: string, options?: { method?: string }) =>
      options?.method === 'PUT' ? Promise.reject(new Error('500')) : Promise.resolve({ session: SAVED }),
    );
    renderConfig();
    await screen.findByDisplayValue('DocuFlow');
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Save Failed', {
        description: 'Failed to save configuration. Please try again.',
      }),
    );
  });

  it('says a save was refused because write actions are off while impersonating, not "Please try again"', async () => {
    const refused = new ApiError(403, SUPPORT_MSG.writesDisabled, { message: SUPPORT_MSG.writesDisabled });
    mocks.api.mockImplementation((_path: string, options?: { method?: string }) =>
      options?.method === 'PUT' ? Promise.reject(refused) : Promise.resolve({ session: SAVED }),
    );
    renderConfig();
    await screen.findByDisplayValue('DocuFlow');
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Save Failed', { description: SUPPORT_MSG.writesDisabled }),
    );
  });

  it('auto-fills only the returned fields, flags unsaved changes and refreshes credits', async () => {
    mocks.invokeFunction.mockResolvedValue({
      success: true,
      config: { productDescription: 'Read from the site', competitors: 'Readme', salesCycle: '' },
    });
    mocks.api.mockResolvedValue({ session: SAVED });
    renderConfig();
    await screen.findByDisplayValue('DocuFlow');
    expect(field('Company website').value).toBe('https://docuflow.io');
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Fill' }));
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith('Configuration Auto-Filled', {
        description: 'Filled 2 fields from your website. Please review them before saving.',
      }),
    );
    expect(mocks.invokeFunction).toHaveBeenCalledWith('extract-company-config', {
      companyUrl: 'https://docuflow.io',
      userId: 'u1',
    });
    expect(field('Product Description').value).toBe('Read from the site');
    expect(field('Product Name').value).toBe('DocuFlow');
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    expect(mocks.refresh).toHaveBeenCalled();
  });

  it('reports auto-fill problems in the spec words', async () => {
    renderConfig();
    fireEvent.change(await screen.findByLabelText('Company website'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Fill' }));
    expect(mocks.toast.error).toHaveBeenLastCalledWith('Missing Company URL', {
      description: 'Please enter your company website URL.',
    });

    fireEvent.change(field('Company website'), { target: { value: 'https://docuflow.io' } });
    mocks.invokeFunction.mockResolvedValueOnce({ success: true, config: null });
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Fill' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenLastCalledWith('Auto-Fill Failed', {
        description: 'No configuration data received.',
      }),
    );

    mocks.invokeFunction.mockResolvedValueOnce({
      success: false,
      error: 'The website could not be read.',
      message: 'The website could not be read.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Fill' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenLastCalledWith('Auto-Fill Failed', {
        description: 'The website could not be read.',
      }),
    );

    mocks.invokeFunction.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Fill' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenLastCalledWith('Auto-Fill Failed', {
        description: 'Failed to auto-fill configuration. Please try again or fill in the fields manually.',
      }),
    );
  });

  it('needs a signed-in user to save or auto-fill', async () => {
    mocks.auth = { ...mocks.auth, user: null, me: null };
    renderConfig();
    fireEvent.change(await screen.findByLabelText('Company website'), { target: { value: 'https://docuflow.io' } });
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Fill' }));
    expect(mocks.toast.error).toHaveBeenLastCalledWith('Authentication Error', {
      description: 'You must be logged in to auto-fill your configuration.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(mocks.toast.error).toHaveBeenLastCalledWith('Authentication Error', {
      description: 'You must be logged in to save your configuration.',
    });
    expect(mocks.invokeFunction).not.toHaveBeenCalled();
  });

  it('is read-only for viewers', async () => {
    mocks.auth = { ...mocks.auth, currentRole: 'viewer' };
    mocks.api.mockResolvedValue({ session: SAVED });
    renderConfig();
    expect((await screen.findByDisplayValue('DocuFlow')).hasAttribute('readonly')).toBe(true);
    expect(screen.getByTestId('config-read-only').textContent).toContain('member role');
    expect(screen.queryByRole('button', { name: 'Save Configuration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auto-Fill' })).toBeNull();
  });
});
