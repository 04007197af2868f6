import { useCallback, useMemo, useState } from 'react';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter, TableSelection } from '#domain/table-query';

/**
 * Which rows are selected: chosen ids, or every row the filter matches less the ones unticked ("select all N
 * matching"). The selection is what bulk actions and exports send to the server (#domain/table-query).
 */
export type SelectionState = { mode: 'ids'; ids: Set<string> } | { mode: 'all'; excluded: Set<string> };

export function useSelection(kind: TableKind, filter: TableFilter, total: number) {
  const [state, setState] = useState<SelectionState>({ mode: 'ids', ids: new Set() });
  const filterKey = JSON.stringify(filter);
  const [forFilter, setForFilter] = useState(filterKey);
  // A new filter starts a new selection.
  if (forFilter !== filterKey) {
    setForFilter(filterKey);
    setState({ mode: 'ids', ids: new Set() });
  }

  const isSelected = useCallback(
    (id: string) => (state.mode === 'ids' ? state.ids.has(id) : !state.excluded.has(id)),
    [state],
  );
  const toggle = useCallback((id: string, on?: boolean) => {
    setState((old) => {
      if (old.mode === 'ids') {
        const ids = new Set(old.ids);
        if (on ?? !ids.has(id)) ids.add(id);
        else ids.delete(id);
        return { mode: 'ids', ids };
      }
      const excluded = new Set(old.excluded);
      if (on ?? excluded.has(id)) excluded.delete(id);
      else excluded.add(id);
      return { mode: 'all', excluded };
    });
  }, []);
  const setMany = useCallback((ids: string[], on: boolean) => {
    setState((old) => {
      if (old.mode === 'ids') {
        const next = new Set(old.ids);
        for (const id of ids)
          if (on) next.add(id);
          else next.delete(id);
        return { mode: 'ids', ids: next };
      }
      const excluded = new Set(old.excluded);
      for (const id of ids)
        if (on) excluded.delete(id);
        else excluded.add(id);
      return { mode: 'all', excluded };
    });
  }, []);

  const count = state.mode === 'ids' ? state.ids.size : Math.max(0, total - state.excluded.size);
  const selection = useMemo<TableSelection | null>(() => {
    if (state.mode === 'all') return { kind, filter, excludeIds: [...state.excluded] };
    return state.ids.size ? { kind, ids: [...state.ids] } : null;
  }, [state, kind, filter]);

  return {
    state,
    count,
    selection,
    isSelected,
    toggle,
    setMany,
    selectAllMatching: () => setState({ mode: 'all', excluded: new Set() }),
    clear: () => setState({ mode: 'ids', ids: new Set() }),
  };
}
export type Selection = ReturnType<typeof useSelection>;
