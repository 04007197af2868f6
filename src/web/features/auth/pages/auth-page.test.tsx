// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_TITLE, type HostBrandingDto } from '#domain/branding';
import { brandThemeVariables } from '#domain/branding-colors';
import { ApiError } from '../../../lib/api';
import { installClassMerger } from '../../../lib/cn';
import { AuthPage } from './auth-page';

const BRAND: HostBrandingDto = {
  companyName: 'Brandworks',
  logoUrl: '/api/files/11111111-1111-4111-8111-111111111111/logo-1750000000000-0123456789abcdef.png',
  loginBackgroundUrl:
    '/api/files/11111111-1111-4111-8111-111111111111/login_background-1750000000000-0123456789abcdef.png',
  primaryColor: '#0f766e',
  secondaryColor: '#9333ea',
};
const mocks = vi.hoisted(() => ({ api: vi.fn(), hostBranding: null as unknown }));
vi.mock('../../../lib/api', async (importOriginal) => ({ ...(await importOriginal<object>()), api: mocks.api }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => ({ loading: false, user: null }) }));

const root = document.documentElement;

// No query cache around it: /auth is rendered outside the data layout (app/query-data-provider.tsx).
function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/auth']}>
      <AuthPage />
    </MemoryRouter>,
  );
}

describe('AuthPage on a custom domain', () => {
  beforeEach(() => {
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/branding/by-host') {
        if (mocks.hostBranding instanceof Error) throw mocks.hostBranding;
        return { branding: mocks.hostBranding };
      }
      if (path === '/config') return { googleEnabled: false };
      throw new Error(`unexpected call ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the company’s logo, name and login background in its colours, and resets them on leaving', async () => {
    mocks.hostBranding = BRAND;
    const { unmount } = renderPage();
    const logo = await screen.findByAltText('Brandworks logo');
    expect(logo.getAttribute('src')).toBe(BRAND.logoUrl);
    expect(screen.getByTestId('auth-company-brand').textContent).toContain('Brandworks');
    expect(screen.queryByText('Scoutline')).toBeNull();
    expect(screen.getByTestId('login-background').style.backgroundImage).toContain(BRAND.loginBackgroundUrl);
    const themed = brandThemeVariables(BRAND.primaryColor, BRAND.secondaryColor);
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe(themed['--primary']));
    expect(root.style.getPropertyValue('--secondary')).toBe(themed['--secondary']);
    expect(document.title).toBe('Brandworks - Sales Intelligence');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeTruthy();

    unmount();
    expect(root.style.getPropertyValue('--primary')).toBe('');
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
  });

  it('shows the logo and colours without a background when none was uploaded', async () => {
    mocks.hostBranding = { ...BRAND, logoUrl: null, loginBackgroundUrl: null };
    renderPage();
    expect((await screen.findByTestId('auth-company-brand')).textContent).toContain('Brandworks');
    expect(screen.queryByTestId('login-background')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('looks as always on any other host, or when the lookup fails', async () => {
    for (const answer of [null, new ApiError(500, 'boom', null)]) {
      mocks.hostBranding = answer;
      renderPage();
      await waitFor(() => expect(screen.getByRole('link', { name: /Scoutline/ }).className).not.toContain('invisible'));
      expect(screen.queryByTestId('auth-company-brand')).toBeNull();
      expect(screen.queryByTestId('login-background')).toBeNull();
      expect(root.style.getPropertyValue('--primary')).toBe('');
      expect(document.title).toBe(DEFAULT_PAGE_TITLE);
      cleanup();
    }
  });
});

describe('AuthPage without the query library and the class merger', () => {
  beforeEach(() => {
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/branding/by-host') return { branding: null };
      if (path === '/config') return { googleEnabled: true };
      if (path.startsWith('/functions/')) return { success: true, exists: false, emailExists: false };
      throw new Error(`unexpected call ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    installClassMerger(twMerge);
    vi.clearAllMocks();
  });

  const drawn = async () => {
    const { container, unmount } = renderPage();
    await screen.findByText('Continue with Google');
    const html = container.innerHTML.replace(/ (id|aria-controls|aria-labelledby)="[^"]*"/g, '');
    unmount();
    return html;
  };

  it('draws the sign-in form the same whether or not tailwind-merge has loaded', async () => {
    installClassMerger((classes) => classes);
    const unmerged = await drawn();
    installClassMerger(twMerge);
    expect(unmerged).toBe(await drawn());
  });

  it('loads the sign-up form on its tab, arrow keys move between tabs, typed input survives a switch', async () => {
    renderPage();
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'ada@acme.io' } });
    const signUp = screen.getByRole('tab', { name: 'Sign Up' });
    fireEvent.click(signUp);
    expect(signUp.getAttribute('aria-selected')).toBe('true');
    // The panel is a lazy chunk; on a loaded machine it can take a few seconds.
    expect(await screen.findByLabelText('Work Email', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toBeTruthy();
    fireEvent.keyDown(signUp, { key: 'ArrowLeft' });
    const signIn = screen.getByRole('tab', { name: 'Sign In' });
    expect(signIn.getAttribute('data-state')).toBe('active');
    expect(document.activeElement).toBe(signIn);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@acme.io');
  });
});
