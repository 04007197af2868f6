// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDING_MSG, DEFAULT_BRANDING } from '#domain/branding';
import { hexToHslTriple } from '#domain/branding-colors';
import { BrandingApplier } from '../../../app/branding/branding-applier';
import { WhiteLabelPage } from './white-label-page';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
  auth: { currentCompany: { id: 'c1', name: 'Acme Robotics' }, currentRole: 'owner' },
}));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

const LOGO = '/api/files/c1/logo-1750000000000-0123456789abcdef.png';
const root = document.documentElement;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/white-label']}>
        <BrandingApplier />
        <WhiteLabelPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('WhiteLabelPage', () => {
  let saved: Record<string, unknown> | null;
  beforeEach(() => {
    saved = null;
    mocks.api.mockImplementation(
      async (path: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
        if (path === '/branding' && options.method === 'PUT') {
          saved = { ...options.body, updatedAt: '2026-01-01T00:00:00.000Z' };
          return { branding: saved };
        }
        if (path === '/branding') return { branding: saved };
        throw new Error(`unexpected ${path}`);
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('starts from the default colours when the company has no branding', async () => {
    renderPage();
    expect(await screen.findByLabelText('Primary Color')).toHaveProperty('value', '#667eea');
    expect(screen.getByLabelText('Secondary Color')).toHaveProperty('value', '#764ba2');
    expect(screen.getByRole('switch', { name: 'Enable White-Label' }).getAttribute('aria-checked')).toBe('false');
    expect(root.style.getPropertyValue('--primary')).toBe('');
  });

  it('previews colour changes live, and Reset Preview removes them', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Primary Color'), { target: { value: '#0f766e' } });
    expect(root.style.getPropertyValue('--primary')).toBe('');
    fireEvent.click(screen.getByRole('switch', { name: 'Live Preview' }));
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe(hexToHslTriple('#0f766e')));
    fireEvent.change(screen.getByLabelText('Secondary Color'), { target: { value: '#9333ea' } });
    await waitFor(() => expect(root.style.getPropertyValue('--secondary')).toBe(hexToHslTriple('#9333ea')));
    fireEvent.click(screen.getByRole('button', { name: 'Reset Preview' }));
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe(''));
    expect(screen.getByRole('switch', { name: 'Live Preview' }).getAttribute('aria-checked')).toBe('false');
  });

  it('saves every field (upsert) and the saved colours then apply', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Primary Color'), { target: { value: '#0F766E' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Enable White-Label' }));
    fireEvent.change(screen.getByLabelText('Custom Domain'), { target: { value: 'app.acme.io' } });
    fireEvent.change(screen.getByLabelText('Email Footer'), { target: { value: 'Acme Robotics · Springfield' } });
    fireEvent.change(screen.getByLabelText('Custom CSS'), { target: { value: '.card{border-radius:0}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith(BRANDING_MSG.saved, expect.anything()));
    expect(mocks.api).toHaveBeenCalledWith('/branding', {
      method: 'PUT',
      body: {
        ...DEFAULT_BRANDING,
        primaryColor: '#0F766E',
        whiteLabelEnabled: true,
        customDomain: 'app.acme.io',
        emailFooter: 'Acme Robotics · Springfield',
        customCss: '.card{border-radius:0}',
      },
    });
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe(hexToHslTriple('#0f766e')));
  });

  it('refuses bad values before sending, with the field’s message', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Primary Color'), { target: { value: '#12' } });
    fireEvent.change(screen.getByLabelText('Custom CSS'), { target: { value: '@import "x.css";' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(mocks.toast.error).toHaveBeenCalledWith('Save failed', { description: BRANDING_MSG.badColor });
    expect(screen.getByText(BRANDING_MSG.unsafeCss(['@import']))).toBeTruthy();
    expect(mocks.api).not.toHaveBeenCalledWith('/branding', expect.objectContaining({ method: 'PUT' }));
  });

  it('shows the spec’s toast when saving fails on the server', async () => {
    renderPage();
    await screen.findByLabelText('Primary Color');
    mocks.api.mockRejectedValueOnce(new Error('network down'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Save failed', {
        description: 'There was an error saving your settings.',
      }),
    );
  });

  it('uploads an image into its own field and refuses non-images', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ url: LOGO, field: 'logo' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const input = (await screen.findByLabelText('Logo')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect(mocks.toast.error).toHaveBeenCalledWith('Upload failed', { description: BRANDING_MSG.notAnImage });
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith(BRANDING_MSG.uploaded, expect.anything()));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/branding/upload?field=logo',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByAltText('Logo preview').getAttribute('src')).toBe(LOGO);
    expect(screen.queryByAltText('Login Background preview')).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'boom' }), { status: 500 }));
    fireEvent.change(screen.getByLabelText('Login Background'), {
      target: { files: [new File([new Uint8Array(8)], 'bg.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Upload failed', {
        description: 'There was an error uploading your file.',
      }),
    );
  });
});
