// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING, DEFAULT_PAGE_TITLE } from '#domain/branding';
import { hexToHslTriple } from '#domain/branding-colors';
import { BrandingApplier } from './branding-applier';
import { setBrandingPreview } from './branding-preview';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  auth: {} as Record<string, unknown>,
  branding: {} as Record<string, unknown>,
}));
vi.mock('../../lib/api', () => ({ api: mocks.api }));
vi.mock('../auth-context', () => ({ useAuth: () => mocks.auth }));

const ACME = { id: 'c1', name: 'Acme Robotics' };
const BRAND = {
  ...DEFAULT_BRANDING,
  primaryColor: '#764ba2',
  secondaryColor: '#0f766e',
  whiteLabelEnabled: true,
  customCss: '.card{border-radius:0}',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const root = document.documentElement;
const customCss = () => document.head.querySelector('style[data-company-branding]')?.textContent ?? null;

function renderApplier(path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A fresh element each time, so a rerender really renders again.
  const ui = () => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <BrandingApplier />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(ui());
  return { ...result, rerender: () => result.rerender(ui()) };
}

describe('BrandingApplier', () => {
  beforeEach(() => {
    mocks.auth = { currentCompany: ACME };
    mocks.branding = { c1: BRAND, c2: null };
    mocks.api.mockImplementation(async (path: string) => {
      expect(path).toBe('/branding');
      return { branding: mocks.branding[(mocks.auth.currentCompany as { id: string }).id] ?? null };
    });
  });
  afterEach(() => {
    cleanup();
    setBrandingPreview(null);
    vi.clearAllMocks();
  });

  it('applies the saved colours, CSS and title, and resets everything on unmount', async () => {
    const { unmount } = renderApplier();
    await waitFor(() => expect(root.style.getPropertyValue('--secondary')).toBe(hexToHslTriple('#0f766e')));
    expect(root.style.getPropertyValue('--primary')).toBe('270 37% 46%');
    expect(customCss()).toBe('.card{border-radius:0}');
    expect(document.title).toBe('Acme Robotics - Sales Intelligence');
    unmount();
    expect(root.style.getPropertyValue('--primary')).toBe('');
    expect(customCss()).toBeNull();
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
  });

  it('keeps the default title while white-label is off, and treats no branding as none', async () => {
    mocks.branding.c1 = { ...BRAND, whiteLabelEnabled: false };
    const first = renderApplier();
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe('270 37% 46%'));
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
    first.unmount();

    mocks.auth = { currentCompany: { id: 'c2', name: 'Plain Co' } };
    renderApplier();
    await waitFor(() => expect(mocks.api).toHaveBeenCalledTimes(2));
    expect(root.style.getPropertyValue('--primary')).toBe('');
    expect(customCss()).toBeNull();
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
  });

  it('drops one company’s branding when the member switches to another', async () => {
    const view = renderApplier();
    await waitFor(() => expect(customCss()).not.toBeNull());
    mocks.auth = { currentCompany: { id: 'c2', name: 'Plain Co' } };
    view.rerender();
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe(''));
    expect(customCss()).toBeNull();
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
  });

  it('shows preview colours over the saved ones until the preview ends', async () => {
    renderApplier();
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe('270 37% 46%'));
    act(() => setBrandingPreview({ primary: '#0f766e', secondary: '#764ba2' }));
    expect(root.style.getPropertyValue('--primary')).toBe(hexToHslTriple('#0f766e'));
    act(() => setBrandingPreview(null));
    expect(root.style.getPropertyValue('--primary')).toBe('270 37% 46%');
  });

  it('leaves the custom CSS off the White-Label page so it can always be fixed', async () => {
    renderApplier('/dashboard/white-label');
    await waitFor(() => expect(root.style.getPropertyValue('--primary')).toBe('270 37% 46%'));
    expect(customCss()).toBeNull();
  });
});
