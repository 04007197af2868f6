import { useId, type FormEvent } from 'react';
import { Globe, LoaderCircle, WandSparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export type AutoFillBoxProps = {
  url: string;
  onUrlChange: (url: string) => void;
  onAutoFill: () => void;
  running: boolean;
};

export function AutoFillBox({ url, onUrlChange, onAutoFill, running }: AutoFillBoxProps) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!running) onAutoFill();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="auto-fill-box"
      className="space-y-3 rounded-lg border border-primary/25 bg-primary/5 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Globe className="size-4" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <h3 className="leading-none font-semibold">Auto-Fill from Website</h3>
          <p className="text-sm text-muted-foreground">
            Scoutline reads your public website and drafts the fields below for you to review. Uses one AI credit.
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Company website</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            type="url"
            inputMode="url"
            placeholder="https://www.example.com"
            value={url}
            onChange={(event) => onUrlChange(event.target.value)}
            disabled={running}
            className="bg-background"
          />
          <Button type="submit" disabled={running} className="sm:w-32">
            {running ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <WandSparkles aria-hidden="true" />
            )}
            Auto-Fill
          </Button>
        </div>
      </div>
      {running && (
        <p role="status" className="flex items-center gap-2 text-sm text-primary">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Reading your website…
        </p>
      )}
    </form>
  );
}
