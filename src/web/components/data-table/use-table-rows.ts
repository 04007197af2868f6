import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter, TableSort } from '#domain/table-query';
import type { TablePage, TableRow } from '#domain/table-rows';
import { writeTableQuery } from '#domain/table-url';
import { api } from '../../lib/api';

export const KIND_PATH: Record<TableKind, string> = {
  organizations: 'organizations',
  imported_accounts: 'imported-accounts',
  contacts: 'contacts',
};
export const TABLE_PAGE_SIZE = 100;

/** The API path of a table view (filters and sort as URL parameters). */
export function tablePath(kind: TableKind, filter: TableFilter, sort: TableSort, since?: string | null) {
  const params = writeTableQuery(filter, sort);
  if (since) params.set('since', since);
  return `/tables/${KIND_PATH[kind]}?${params.toString()}`;
}

/** A table view's rows as cursor pages the server filters and sorts; the totals come with the first page. */
export function useTableRows<R extends TableRow>(
  kind: TableKind,
  filter: TableFilter,
  sort: TableSort,
  options: { since?: string | null; enabled?: boolean } = {},
) {
  const path = tablePath(kind, filter, sort, options.since);
  const query = useInfiniteQuery({
    queryKey: ['table', path],
    queryFn: ({ pageParam, signal }) =>
      api<TablePage<R>>(
        `${path}&limit=${TABLE_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    rows: pages.flatMap((p) => p.rows),
    total: first?.total ?? 0,
    newCount: first?.newCount ?? null,
    withheld: pages.reduce((n, p) => n + (p.withheldByDailyLimit ?? 0), 0),
    hasMore: Boolean(query.hasNextPage),
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
