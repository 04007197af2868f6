import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Data queries retry once and stay fresh for 5 minutes (core-workflow section 9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
    },
  },
});
