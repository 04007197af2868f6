import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TABLE_VIEW } from '#domain/lists';
import type {
  AddToListResult,
  ExportFormat,
  ListDto,
  ListVisibility,
  SavedSearchDto,
  TablePreference,
  TablePreferenceKey,
  TableView,
} from '#domain/lists';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter, TableSelection, TableSort } from '#domain/table-query';
import { api, ApiError } from './api';

/** Lists, saved searches, exports and table preferences (issue 19), shared by every table page. */
export const listKeys = {
  all: ['lists'] as const,
  ofKind: (kind?: TableKind) => ['lists', kind ?? 'all'] as const,
  one: (id: string) => ['lists', 'one', id] as const,
  searches: (kind?: TableKind) => ['saved-searches', kind ?? 'all'] as const,
  preferences: ['table-preferences'] as const,
};

export function useLists(kind?: TableKind) {
  return useQuery({
    queryKey: listKeys.ofKind(kind),
    queryFn: () => api<{ lists: ListDto[] }>(`/lists${kind ? `?kind=${kind}` : ''}`).then((r) => r.lists),
    staleTime: 0,
  });
}

export function useList(id: string | undefined) {
  return useQuery({
    queryKey: listKeys.one(id ?? ''),
    queryFn: () => api<{ list: ListDto }>(`/lists/${id}`).then((r) => r.list),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useListMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: listKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; kind: TableKind; visibility: ListVisibility }) =>
        api<{ list: ListDto }>('/lists', { body }).then((r) => r.list),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: string; name?: string; visibility?: ListVisibility }) =>
        api<{ list: ListDto }>(`/lists/${id}`, { method: 'PATCH', body }).then((r) => r.list),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(`/lists/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    addItems: useMutation({
      mutationFn: ({ id, selection }: { id: string; selection: TableSelection }) =>
        api<AddToListResult & { skippedCount: number }>(`/lists/${id}/items`, { body: { selection } }),
      onSuccess: async () => {
        await refresh();
        await client.invalidateQueries({ queryKey: ['table'] });
      },
    }),
    removeItems: useMutation({
      mutationFn: ({ id, selection }: { id: string; selection: TableSelection }) =>
        api<{ removed: number }>(`/lists/${id}/items/remove`, { body: { selection } }),
      onSuccess: async () => {
        await refresh();
        await client.invalidateQueries({ queryKey: ['table'] });
      },
    }),
  };
}

export function useSavedSearches(kind?: TableKind) {
  return useQuery({
    queryKey: listKeys.searches(kind),
    queryFn: () =>
      api<{ searches: SavedSearchDto[] }>(`/saved-searches${kind ? `?kind=${kind}` : ''}`).then((r) => r.searches),
    staleTime: 0,
  });
}

export function useSavedSearchMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['saved-searches'] });
  return {
    save: useMutation({
      mutationFn: (body: {
        name: string;
        kind: TableKind;
        filter: TableFilter;
        sort?: TableSort;
        columns?: string[];
        visibility: ListVisibility;
      }) => api<{ search: SavedSearchDto }>('/saved-searches', { body }).then((r) => r.search),
      onSuccess: refresh,
    }),
    run: useMutation({
      mutationFn: (id: string) =>
        api<{ search: SavedSearchDto; since: string | null }>(`/saved-searches/${id}/run`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(`/saved-searches/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

/** Table or cards and hidden columns for one table, kept on the server per user (refetched on each visit). */
export function useTablePreference(key: TablePreferenceKey) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: listKeys.preferences,
    queryFn: () =>
      api<{ preferences: Record<string, TablePreference> }>('/preferences/tables').then((r) => r.preferences),
  });
  const save = useMutation({
    mutationFn: (change: { view?: TableView; hiddenColumns?: string[] }) =>
      api<{ preference: TablePreference }>(`/preferences/tables/${key}`, { method: 'PUT', body: change }),
    onMutate: (change) => {
      client.setQueryData<Record<string, TablePreference>>(listKeys.preferences, (old) => ({
        ...old,
        [key]: { view: DEFAULT_TABLE_VIEW[key], hiddenColumns: null, ...old?.[key], ...change },
      }));
    },
  });
  const fallback: TablePreference = { view: DEFAULT_TABLE_VIEW[key], hiddenColumns: null };
  return {
    loaded: !query.isPending,
    preference: { ...fallback, ...query.data?.[key] },
    setView: (view: TableView) => save.mutate({ view }),
    setHiddenColumns: (hiddenColumns: string[]) => save.mutate({ hiddenColumns }),
  };
}

/**
 * Downloads a CSV or XLSX export: the server streams it; the browser keeps it as a file named by the server.
 */
export async function downloadExport(body: {
  selection: TableSelection;
  format: ExportFormat;
  columns?: string[];
  sort?: TableSort;
}) {
  const response = await fetch('/api/exports', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, json?.message ?? `Export failed (${response.status})`, json);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `export.${body.format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
