import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronsUpDown } from 'lucide-react';
import { LoadMore } from '../../../components/load-more';
import { Button } from '../../../components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '../../../components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FitBadge } from './fit-badge';
import { prospectingKeys } from './prospecting-api';
import type { Organization } from './types';
import { pickerOrganizations, useOrganizationList } from './use-organizations';

/** How long typing pauses before the picker asks the server. */
export const PICKER_SEARCH_DELAY_MS = 250;

type Props = { selected: Organization | null; onSelect: (id: string) => void; disabled?: boolean; className?: string };

/** The searchable company picker of the research screens: searched on the server, 50 companies at a time. */
export function OrganizationPicker({ selected, onSelect, disabled, className }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), PICKER_SEARCH_DELAY_MS);
  const list = useOrganizationList(query);
  const entries = useMemo(() => pickerOrganizations(list.items ?? []), [list.items]);
  const queryClient = useQueryClient();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-label="Company"
          disabled={disabled}
          data-testid="organization-picker"
          className={cn('w-full justify-between font-normal sm:w-80', className)}
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>
            {selected ? selected.name : 'Select company...'}
          </span>
          <ChevronsUpDown className="opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        <Command shouldFilter={false}>
          <CommandInput placeholder="Search companies..." value={search} onValueChange={setSearch} />
          <CommandList>
            {list.isPending ? null : <CommandEmpty>No company found.</CommandEmpty>}
            <CommandGroup>
              {entries.map((org) => (
                <CommandItem
                  key={org.id}
                  value={org.id}
                  onSelect={() => {
                    // A company found by a search may not be on the page's list: the selection reads it from here.
                    queryClient.setQueryData(prospectingKeys.organization(org.id), org);
                    onSelect(org.id);
                    setOpen(false);
                  }}
                  data-testid="organization-option"
                >
                  <Check
                    className={cn('size-4', org.id === selected?.id ? 'opacity-100' : 'opacity-0')}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1 truncate">{org.name}</span>
                  <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
                    <span className="text-xs text-muted-foreground tabular-nums">{org.fitScore}% Fit</span>
                    <FitBadge category={org.fitCategory} />
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
          {entries.length > 0 && (
            <div className="border-t">
              <LoadMore
                shown={entries.length}
                total={list.total}
                hasMore={list.hasMore}
                loading={list.loadingMore}
                onLoadMore={list.loadMore}
                noun="companies"
              />
            </div>
          )}
        </Command>
      </PopoverContent>
    </Popover>
  );
}
