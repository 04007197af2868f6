import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { AuthProvider } from './auth-context';
import { LazyToaster } from './lazy-toaster';

/** What every page has; the query cache is a layout route (query-data-provider.tsx) that /auth does without. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>{children}</AuthProvider>
      <LazyToaster />
    </ThemeProvider>
  );
}
