import { isHexColor } from '#domain/branding-colors';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

type ColorFieldProps = {
  id: string;
  label: string;
  value: string;
  defaultValue: string;
  error?: string;
  onChange: (value: string) => void;
};

/** A colour picker with its hex value beside it; either can be edited. */
export function ColorField({ id, label, value, defaultValue, error, onChange }: ColorFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={isHexColor(value) ? value.toLowerCase() : defaultValue}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint`}
          className="font-mono uppercase"
        />
      </div>
      <p id={`${id}-hint`} className={error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {error ?? `Hex value; default ${defaultValue}`}
      </p>
    </div>
  );
}
