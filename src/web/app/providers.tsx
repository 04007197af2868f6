import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '../components/theme/theme-provider';
import { queryClient } from '../lib/query-client';
import { AuthProvider } from './auth-context';
import { LazyToaster } from './lazy-toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <LazyToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
