import { useMemo, useState } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { FitBadge } from './fit-badge';
import type { Organization } from './types';
import { pickerOrganizations } from './use-organizations';

// Match on the name only (item values carry the id to stay unique).
const matchName = (_value: string, search: string, keywords?: string[]) =>
  (keywords ?? []).some((k) => k.toLowerCase().includes(search.trim().toLowerCase())) ? 1 : 0;

type Props = { organizations: Organization[]; selectedId: string | null; onSelect: (id: string) => void; disabled?: boolean; className?: string };

/** The searchable company picker of the research screens. */
export function OrganizationPicker({ organizations, selectedId, onSelect, disabled, className }: Props) {
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => pickerOrganizations(organizations), [organizations]);
  const selected = organizations.find((o) => o.id === selectedId) ?? null;

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
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>{selected ? selected.name : 'Select company...'}</span>
          <ChevronsUpDown className="opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        <Command filter={matchName}>
          <CommandInput placeholder="Search companies..." />
          <CommandList>
            <CommandEmpty>No company found.</CommandEmpty>
            <CommandGroup>
              {entries.map((org) => (
                <CommandItem
                  key={org.id}
                  value={`${org.name} ${org.id}`}
                  keywords={[org.name]}
                  onSelect={() => {
                    onSelect(org.id);
                    setOpen(false);
                  }}
                  data-testid="organization-option"
                >
                  <Check className={cn('size-4', org.id === selectedId ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{org.name}</span>
                  <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
                    <span className="text-xs text-muted-foreground tabular-nums">{org.fitScore}% Fit</span>
                    <FitBadge category={org.fitCategory} />
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
