import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './api';

/** What a list component needs of a cursor-paged list. */
export type CursorList<T, E extends object = object> = {
  items: T[] | undefined;
  /** The first page's whole answer: the list's extra fields as it was opened (e.g. counts). */
  first: E | undefined;
  /** The newest page's own fields beside the rows (a list's extras, e.g. hiddenByDailyLimit). */
  latest: E | undefined;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => void;
};

type CursorPage<K extends string, T, E extends object> = { [key in K]: T[] } & {
  total?: number;
  nextCursor: string | null;
} & E;

/**
 * A cursor-paged list endpoint (`?cursor=&limit=`, answering its rows, `total` and `nextCursor`): the rows loaded
 * so far, the list's total, and `loadMore` for the next page (a "Load more" button calls it).
 */
export function useCursorList<K extends string, T, E extends object = object>({
  queryKey,
  path,
  itemsKey,
  enabled = true,
  keepPrevious = false,
}: {
  queryKey: QueryKey;
  path: string;
  itemsKey: K;
  enabled?: boolean;
  /** Keep showing the previous list while a new one (another search) loads. */
  keepPrevious?: boolean;
}): CursorList<T, E> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => {
      const separator = path.includes('?') ? '&' : '?';
      return api<CursorPage<K, T, E>>(pageParam ? `${path}${separator}cursor=${encodeURIComponent(pageParam)}` : path);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const pages = query.data?.pages ?? [];
  const items: T[] | undefined = query.data ? pages.flatMap((page) => page[itemsKey] as T[]) : undefined;
  return {
    items,
    first: pages[0],
    latest: pages[pages.length - 1],
    total: pages[0]?.total ?? items?.length ?? 0,
    hasMore: Boolean(query.hasNextPage),
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
