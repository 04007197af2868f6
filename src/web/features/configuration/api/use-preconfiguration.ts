import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

const WATCH_MS = 2 * 60 * 1000;

/**
 * While a new company's configuration is being drafted from the sign-up website (a background job),
 * listens on the live event stream and reloads the configuration when that job finishes.
 */
export function usePreconfigurationRefresh(enabled: boolean, companyId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !companyId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const stop = () => source.close();
    source.addEventListener('job', (event) => {
      const job = JSON.parse((event as MessageEvent<string>).data) as { type?: string; status?: string };
      if (job.type !== 'extract-config' || (job.status !== 'completed' && job.status !== 'failed')) return;
      void queryClient.invalidateQueries({ queryKey: ['configuration', companyId] });
      stop();
    });
    const timer = setTimeout(stop, WATCH_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [enabled, companyId, queryClient]);
}
