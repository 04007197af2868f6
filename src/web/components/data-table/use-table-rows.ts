import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/**
 * A table view's rows as cursor pages the server filters and sorts, and beside them its totals (asked separately,
 * so the rows show without waiting for a count over 100,000 rows).
 */
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
        `${path}&limit=${TABLE_PAGE_SIZE}&totals=no${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const counted = useQuery({
    queryKey: ['table', 'count', path],
    queryFn: ({ signal }) => api<{ total: number; newCount: number | null }>(path.replace('?', '/count?'), { signal }),
    enabled: options.enabled ?? true,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  return {
    rows: pages.flatMap((p) => p.rows),
    total: counted.data?.total ?? 0,
    counting: counted.isPending || counted.isFetching,
    newCount: counted.data?.newCount ?? null,
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
