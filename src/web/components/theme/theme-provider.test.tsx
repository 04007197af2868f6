// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme, type Theme } from './theme-provider';

type Listener = (event: MediaQueryListEvent) => void;

/** A controllable prefers-color-scheme. */
function mockSystemDark(initial: boolean) {
  let dark = initial;
  const listeners = new Set<Listener>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') ? dark : false;
        },
        media: query,
        onchange: null,
        addEventListener: (_: string, l: Listener) => listeners.add(l),
        removeEventListener: (_: string, l: Listener) => listeners.delete(l),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    dark = next;
    for (const l of listeners) l({ matches: next } as MediaQueryListEvent);
  };
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <output data-testid="theme">{`${theme}/${resolvedTheme}`}</output>
      {(['light', 'dark', 'system'] as Theme[]).map((t) => (
        <button key={t} type="button" onClick={() => setTheme(t)}>
          {t}
        </button>
      ))}
    </div>
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('applies and removes the dark class and stores the choice', () => {
    mockSystemDark(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(isDark()).toBe(false);

    act(() => screen.getByText('dark').click());
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    act(() => screen.getByText('light').click());
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('reads the stored theme on start', () => {
    mockSystemDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(isDark()).toBe(true);
    expect(screen.getByTestId('theme').textContent).toBe('dark/dark');
  });

  it('follows prefers-color-scheme in system mode, including changes', () => {
    const setSystemDark = mockSystemDark(true);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme').textContent).toBe('system/dark');
    expect(isDark()).toBe(true);

    act(() => setSystemDark(false));
    expect(isDark()).toBe(false);
    expect(screen.getByTestId('theme').textContent).toBe('system/light');
  });
});
