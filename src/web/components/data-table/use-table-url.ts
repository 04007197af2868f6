import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter, TableSort } from '#domain/table-query';
import { defaultSort } from '#domain/table-query';
import { readTableQuery, searchParamsReader, writeTableQuery } from '#domain/table-url';

/**
 * A table's filters and sort live in the page's URL (the same parameters the API reads), so a view can be shared and
 * reloaded. A URL the table cannot read falls back to no filter, and says why.
 */
export function useTableUrl(kind: TableKind, options: { list?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const list = Boolean(options.list);
  const parsed = useMemo(() => readTableQuery(kind, searchParamsReader(params), { list }), [kind, params, list]);
  const filter: TableFilter = parsed.ok ? parsed.filter : {};
  const sort: TableSort = parsed.ok ? parsed.sort : defaultSort(kind, { list });
  const since = params.get('since');

  const update = useCallback(
    (next: { filter?: TableFilter; sort?: TableSort | null; since?: string | null }) =>
      setParams(
        (old) => {
          const out = writeTableQuery(
            next.filter ?? filter,
            next.sort === undefined ? sort : next.sort,
            new URLSearchParams(old),
          );
          if (next.since !== undefined) {
            if (next.since) out.set('since', next.since);
            else out.delete('since');
          }
          return out;
        },
        { replace: true },
      ),
    [filter, sort, setParams],
  );
  return {
    filter,
    sort,
    since,
    error: parsed.ok ? null : parsed.error,
    setFilter: (f: TableFilter) => update({ filter: f }),
    setSort: (s: TableSort) => update({ sort: s }),
    setSince: (s: string | null) => update({ since: s }),
    apply: update,
  };
}
