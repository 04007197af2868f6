// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../components/theme/theme-provider';
import { toast, toastRequested } from '../lib/lazy-toast';
import { LazyToaster } from './lazy-toaster';

afterEach(cleanup);

describe('toasts load sonner with the first toast', () => {
  it('shows nothing and loads nothing until a toast is asked for, then shows the earlier toasts in order', async () => {
    const { container } = render(
      <ThemeProvider>
        <LazyToaster />
      </ThemeProvider>,
    );
    expect(toastRequested()).toBe(false);
    expect(container.querySelector('[data-sonner-toaster]')).toBeNull();

    toast.error('Sign In Failed', { description: 'Invalid email or password' });
    toast.success('Welcome back!');
    expect(toastRequested()).toBe(true);

    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    const { toast: sonner } = await import('sonner');
    expect(sonner.getToasts().map((t) => ('title' in t ? t.title : null))).toEqual(['Sign In Failed', 'Welcome back!']);
  });
});
