import { useEffect, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter } from '#domain/table-query';
import { writeTableQuery } from '#domain/table-url';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { KIND_PATH } from './use-table-rows';

export type Choice = { value: string; label: string; count?: number };

/** A filter's button: its name and, when set, what it holds; the popover holds the control. */
export function FilterChip({
  label,
  summary,
  onClear,
  children,
  testId,
}: {
  label: string;
  summary: string | null;
  onClear: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex items-center">
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            data-testid={testId}
            className={cn('h-8 gap-1', summary && 'rounded-r-none border-primary/50 bg-primary/5')}
          >
            {label}
            {summary && <span className="max-w-40 truncate font-normal text-muted-foreground">: {summary}</span>}
            <ChevronDown className="size-3.5 opacity-60" aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-64 p-3">
          {children}
        </PopoverContent>
      </Popover>
      {summary && (
        <Button
          variant="outline"
          size="sm"
          className="h-8 rounded-l-none border-l-0 border-primary/50 bg-primary/5 px-2"
          aria-label={`Clear ${label}`}
          onClick={onClear}
        >
          <X className="size-3.5" aria-hidden />
        </Button>
      )}
    </div>
  );
}

/** Tick any of some values (fixed, or the column's values from the server with their counts). */
export function MultiChoice({
  choices,
  value,
  onChange,
}: {
  choices: Choice[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  // The filter reaches the URL a moment later; the boxes answer the click at once.
  const [picked, setPicked] = useState(value);
  const valueKey = value.join('\u0000');
  useEffect(() => setPicked(value), [valueKey]);
  const pick = (next: string[]) => {
    setPicked(next);
    onChange(next);
  };
  if (choices.length === 0) return <p className="text-sm text-muted-foreground">No values in this table yet.</p>;
  return (
    <ul className="max-h-64 space-y-1 overflow-auto">
      {choices.map((choice) => (
        <li key={choice.value}>
          <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={picked.includes(choice.value)}
              onChange={(e) =>
                pick(e.target.checked ? [...picked, choice.value] : picked.filter((v) => v !== choice.value))
              }
            />
            <span className="flex-1 truncate">{choice.label}</span>
            {choice.count !== undefined && (
              <span className="text-xs text-muted-foreground">{choice.count.toLocaleString('en-US')}</span>
            )}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The values of a column among the table's rows (other filters applied), for a MultiChoice. */
export function useFacet(kind: TableKind, facet: keyof TableFilter, filter: TableFilter, enabled: boolean) {
  // A column's own filter is left out, so ticking a value keeps the others on offer (and the list in place).
  const { [facet]: _own, ...others } = filter;
  const params = writeTableQuery(others, null);
  return useQuery({
    queryKey: ['table-facet', kind, facet, params.toString()],
    queryFn: () =>
      api<{ values: { value: string; count: number }[] }>(`/tables/${KIND_PATH[kind]}/facets/${facet}?${params}`).then(
        (r) => r.values.map((v) => ({ value: v.value, label: v.value, count: v.count })),
      ),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** From and to (either may be empty), applied on Apply or Enter. */
export function RangeInput({
  value,
  onChange,
  unit,
  max,
}: {
  value: { min?: number; max?: number } | undefined;
  onChange: (v: { min?: number; max?: number } | undefined) => void;
  unit: string;
  max: number;
}) {
  const [min, setMin] = useState(value?.min?.toString() ?? '');
  const [top, setTop] = useState(value?.max?.toString() ?? '');
  useEffect(() => {
    setMin(value?.min?.toString() ?? '');
    setTop(value?.max?.toString() ?? '');
  }, [value?.min, value?.max]);
  const apply = () => {
    const lo = min === '' ? undefined : Math.max(0, Math.min(max, Math.round(Number(min))));
    const hi = top === '' ? undefined : Math.max(0, Math.min(max, Math.round(Number(top))));
    if ((lo !== undefined && Number.isNaN(lo)) || (hi !== undefined && Number.isNaN(hi))) return;
    onChange(
      lo === undefined && hi === undefined
        ? undefined
        : lo !== undefined && hi !== undefined && lo > hi
          ? { min: hi, max: lo }
          : { min: lo, max: hi },
    );
  };
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <div className="flex items-center gap-2">
        <Input
          aria-label={`Minimum ${unit}`}
          inputMode="numeric"
          placeholder="From"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
        <span className="text-muted-foreground">–</span>
        <Input
          aria-label={`Maximum ${unit}`}
          inputMode="numeric"
          placeholder="To"
          value={top}
          onChange={(e) => setTop(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" className="w-full">
        Apply
      </Button>
    </form>
  );
}

/** A text the column must contain, applied on Apply or Enter. */
export function ContainsInput({
  value,
  onChange,
  label,
}: {
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  label: string;
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft.trim() || undefined);
      }}
    >
      <Input
        aria-label={label}
        placeholder={`${label} contains…`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" size="sm" className="w-full">
        Apply
      </Button>
    </form>
  );
}

export const rangeSummary = (r: { min?: number; max?: number } | undefined, unit = '') =>
  !r
    ? null
    : r.min !== undefined && r.max !== undefined
      ? `${r.min}–${r.max}${unit}`
      : r.min !== undefined
        ? `≥ ${r.min}${unit}`
        : `≤ ${r.max}${unit}`;

export const listSummary = (values: string[] | undefined, labels?: Record<string, string>) =>
  values?.length
    ? values.length > 2
      ? `${values.length} chosen`
      : values.map((v) => labels?.[v] ?? v).join(', ')
    : null;
