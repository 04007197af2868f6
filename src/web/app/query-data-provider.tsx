import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { onCachedDataDrop } from './identity/cached-data-events';

/** The query cache for what is under it, emptied when the identity changes (see identity/cached-data-events.ts). */
export function QueryDataProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(
    () =>
      onCachedDataDrop(async (drop) => {
        await client.cancelQueries();
        if (drop === 'reset') await client.resetQueries();
        else client.removeQueries();
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
