import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { EMAIL_STATUS_LABELS, EMAIL_STATUSES } from '#domain/people/email-status';
import { TABLE_FILTERS, type TableKind } from '#domain/table-columns';
import type { TableFilter } from '#domain/table-query';
import { SOURCE_LABELS } from '#domain/table-rows';
import { CONTACT_FIT_CATEGORIES, ORG_FIT_CATEGORIES, ORG_FIT_LABELS, SENIORITY_LEVELS } from '#domain/workflow';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLists } from '../../lib/lists-api';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import {
  ContainsInput,
  FilterChip,
  listSummary,
  MultiChoice,
  RangeInput,
  rangeSummary,
  useFacet,
  type Choice,
} from './filter-controls';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fitChoices = (kind: TableKind): Choice[] =>
  kind === 'contacts'
    ? CONTACT_FIT_CATEGORIES.map((v) => ({ value: v, label: `${cap(v)} Fit` }))
    : ORG_FIT_CATEGORIES.map((v) => ({ value: v, label: ORG_FIT_LABELS[v] }));
const ACCOUNT_SOURCES: Choice[] = ['import', 'apollo', 'pdl'].map((v) => ({ value: v, label: SOURCE_LABELS[v]! }));

type Props = {
  kind: TableKind;
  filter: TableFilter;
  onChange: (filter: TableFilter) => void;
  /** Filters fixed by the page (an analysis, an organization, a list): not shown, not cleared. */
  fixed?: (keyof TableFilter)[];
  searchPlaceholder: string;
};

/** The filters a kind's table takes, each a chip with its control; the search box asks the server as you type. */
export function FilterBar({ kind, filter, onChange, fixed = [], searchPlaceholder }: Props) {
  const takes = (key: keyof TableFilter) =>
    (TABLE_FILTERS[kind] as readonly string[]).includes(key) && !fixed.includes(key);
  const set = <K extends keyof TableFilter>(key: K, value: TableFilter[K]) => {
    const next = { ...filter, [key]: value };
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    onChange(next);
  };
  const [q, setQ] = useState(filter.q ?? '');
  const debounced = useDebouncedValue(q, 300);
  useEffect(() => {
    if ((filter.q ?? '') !== debounced.trim()) set('q', debounced.trim() || undefined);
  }, [debounced]);
  useEffect(() => setQ(filter.q ?? ''), [filter.q]);

  const [open, setOpen] = useState<string | null>(null);
  const industry = useFacet(kind, 'industry', filter, open === 'industry');
  const size = useFacet(kind, 'size', filter, open === 'size');
  const source = useFacet(kind, 'source', filter, open === 'source' && kind !== 'imported_accounts');
  const lists = useLists(kind);
  const active = Object.keys(filter).filter((k) => !fixed.includes(k as keyof TableFilter) && k !== 'q').length > 0;

  const chip = (name: string) => ({ onPointerDown: () => setOpen(name), onFocus: () => setOpen(name) });

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filters">
      <div className="relative w-full sm:w-64">
        <Search className="absolute top-2 left-2.5 size-4 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search"
          placeholder={searchPlaceholder}
          className="h-8 pl-8"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {takes('fit') && (
        <FilterChip label="Fit" summary={listSummary(filter.fit)} onClear={() => set('fit', undefined)}>
          <MultiChoice
            choices={fitChoices(kind)}
            value={filter.fit ?? []}
            onChange={(v) => set('fit', v as TableFilter['fit'])}
          />
        </FilterChip>
      )}
      {takes('score') && (
        <FilterChip label="Score" summary={rangeSummary(filter.score, '%')} onClear={() => set('score', undefined)}>
          <RangeInput unit="score" max={100} value={filter.score} onChange={(v) => set('score', v)} />
        </FilterChip>
      )}
      {takes('industry') && (
        <span {...chip('industry')}>
          <FilterChip
            label="Industry"
            summary={listSummary(filter.industry)}
            onClear={() => set('industry', undefined)}
            testId="filter-industry"
          >
            <MultiChoice
              choices={industry.data ?? []}
              value={filter.industry ?? []}
              onChange={(v) => set('industry', v)}
            />
          </FilterChip>
        </span>
      )}
      {takes('size') && (
        <span {...chip('size')}>
          <FilterChip label="Size" summary={listSummary(filter.size)} onClear={() => set('size', undefined)}>
            <MultiChoice choices={size.data ?? []} value={filter.size ?? []} onChange={(v) => set('size', v)} />
          </FilterChip>
        </span>
      )}
      {takes('employees') && (
        <FilterChip
          label="Employees"
          summary={rangeSummary(filter.employees)}
          onClear={() => set('employees', undefined)}
          testId="filter-employees"
        >
          <RangeInput
            unit="employees"
            max={10_000_000}
            value={filter.employees}
            onChange={(v) => set('employees', v)}
          />
        </FilterChip>
      )}
      {takes('location') && (
        <FilterChip label="Location" summary={filter.location ?? null} onClear={() => set('location', undefined)}>
          <ContainsInput label="Location" value={filter.location} onChange={(v) => set('location', v)} />
        </FilterChip>
      )}
      {takes('emailStatus') && (
        <FilterChip
          label="E-mail status"
          summary={listSummary(filter.emailStatus, EMAIL_STATUS_LABELS)}
          onClear={() => set('emailStatus', undefined)}
        >
          <MultiChoice
            choices={EMAIL_STATUSES.map((v) => ({ value: v, label: EMAIL_STATUS_LABELS[v] }))}
            value={filter.emailStatus ?? []}
            onChange={(v) => set('emailStatus', v as TableFilter['emailStatus'])}
          />
        </FilterChip>
      )}
      {takes('seniority') && (
        <FilterChip
          label="Seniority"
          summary={listSummary(filter.seniority)}
          onClear={() => set('seniority', undefined)}
        >
          <MultiChoice
            choices={SENIORITY_LEVELS.map((v) => ({ value: v, label: cap(v) }))}
            value={filter.seniority ?? []}
            onChange={(v) => set('seniority', v as TableFilter['seniority'])}
          />
        </FilterChip>
      )}
      {takes('department') && (
        <FilterChip label="Department" summary={filter.department ?? null} onClear={() => set('department', undefined)}>
          <ContainsInput label="Department" value={filter.department} onChange={(v) => set('department', v)} />
        </FilterChip>
      )}
      {takes('source') && (
        <span {...chip('source')}>
          <FilterChip
            label="Source"
            summary={listSummary(filter.source, SOURCE_LABELS)}
            onClear={() => set('source', undefined)}
          >
            <MultiChoice
              choices={
                kind === 'imported_accounts'
                  ? ACCOUNT_SOURCES
                  : (source.data ?? []).map((c) => ({ ...c, label: SOURCE_LABELS[c.value] ?? c.value }))
              }
              value={filter.source ?? []}
              onChange={(v) => set('source', v)}
            />
          </FilterChip>
        </span>
      )}
      {takes('hasContacts') && (
        <FilterChip
          label="Contacts"
          summary={filter.hasContacts === undefined ? null : filter.hasContacts ? 'Has contacts' : 'None yet'}
          onClear={() => set('hasContacts', undefined)}
        >
          <div className="flex flex-col gap-1">
            {[
              ['Has contacts', true],
              ['None yet', false],
            ].map(([label, value]) => (
              <Button
                key={String(label)}
                variant={filter.hasContacts === value ? 'default' : 'ghost'}
                size="sm"
                onClick={() => set('hasContacts', value as boolean)}
              >
                {label}
              </Button>
            ))}
          </div>
        </FilterChip>
      )}
      {takes('list') && (
        <FilterChip
          label="In list"
          summary={filter.list ? (lists.data?.find((l) => l.id === filter.list)?.name ?? 'A list') : null}
          onClear={() => set('list', undefined)}
        >
          {lists.data?.length ? (
            <ul className="max-h-64 space-y-1 overflow-auto">
              {lists.data.map((l) => (
                <li key={l.id}>
                  <Button
                    variant={filter.list === l.id ? 'default' : 'ghost'}
                    size="sm"
                    className="w-full justify-start"
                    onClick={() => set('list', l.id)}
                  >
                    {l.name} <span className="ml-auto text-xs opacity-70">{l.itemCount.toLocaleString('en-US')}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No lists of this kind yet.</p>
          )}
        </FilterChip>
      )}
      {active && (
        <Button
          variant="ghost"
          size="sm"
          className="h-8"
          onClick={() =>
            onChange(
              Object.fromEntries(
                Object.entries(filter).filter(([k]) => fixed.includes(k as keyof TableFilter) || k === 'q'),
              ),
            )
          }
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
