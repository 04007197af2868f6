import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import type { TargetingSource } from '#domain/workflow';
import { cn } from '../../../../lib/cn';

const OPTIONS: { value: TargetingSource; label: string; hint: string }[] = [
  { value: 'directory', label: 'Directory', hint: "Scoutline's directory of public companies" },
  { value: 'imports', label: 'My imported accounts', hint: 'Only the accounts your team imported' },
  { value: 'both', label: 'Both', hint: 'The directory plus your imported accounts' },
  {
    value: 'discover',
    label: 'Discover new organizations',
    hint: 'Your connected data providers find new organizations, ranked with the directory and your imports',
  },
];

export type SourceChooserProps = {
  value: TargetingSource;
  onChange: (value: TargetingSource) => void;
  hasImports: boolean;
  /** A data provider is connected (Company Settings → Integrations). */
  canDiscover: boolean;
  disabled: boolean;
};

export function SourceChooser({ value, onChange, hasImports, canDiscover, disabled }: SourceChooserProps) {
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="mb-3 text-sm font-medium">Organizations to analyze</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {OPTIONS.map((option) => {
          const unavailable = option.value === 'discover' ? !canDiscover : option.value !== 'directory' && !hasImports;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                (unavailable || disabled) && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="targeting-source"
                value={option.value}
                checked={value === option.value}
                disabled={unavailable}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="space-y-0.5">
                <span className="block text-sm font-medium">{option.label}</span>
                <span className="block text-xs text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      {!canDiscover && (
        <p className="text-xs text-muted-foreground" data-testid="discover-unavailable">
          Discovering new organizations needs a connected data provider: owners and admins connect one on the{' '}
          <Link to="/dashboard/company?tab=integrations" className="font-medium text-primary hover:underline">
            Integrations tab
          </Link>{' '}
          of Company Settings.
        </p>
      )}
      {!hasImports && (
        <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          Your company has no imported accounts yet.
          <Link
            to="/dashboard/accounts"
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            <Upload className="size-3.5" aria-hidden="true" />
            Import accounts
          </Link>
        </p>
      )}
    </fieldset>
  );
}
