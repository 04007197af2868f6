import { useId, useState } from 'react';
import { Copy, LoaderCircle, Users } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { formatDate } from '../../../lib/format';
import { failureDescription } from '../../../lib/server-message';
import { useCopyConfiguration, type TeammateConfiguration } from '../api/use-teammate-configurations';
import { CONFIG_MSG } from './config-helpers';

const ownerOf = (c: TeammateConfiguration) => c.ownerName?.trim() || c.ownerEmail;

export type TeammatePickerProps = { list: TeammateConfiguration[]; hasOwn: boolean; dirty: boolean };

/**
 * A teammate's configuration to start from (Radix select and confirmation dialog: loaded by
 * TeammateConfigurations only when the company has one to offer). Copying replaces the user's own (after
 * confirming when they have one); the teammate's stays as it was.
 */
export function TeammatePicker({ list, hasOwn, dirty }: TeammatePickerProps) {
  const selectId = useId();
  const copy = useCopyConfiguration();
  const [choice, setChoice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = list.find((c) => c.id === choice) ?? null;

  const run = async () => {
    if (!chosen) return;
    setConfirming(false);
    try {
      await copy.mutateAsync(chosen.id);
      toast.success(CONFIG_MSG.copied.title, { description: CONFIG_MSG.copied.description(ownerOf(chosen)) });
      setChoice('');
    } catch (error) {
      toast.error(CONFIG_MSG.copyFailed.title, {
        description: failureDescription(error, CONFIG_MSG.copyFailed.description),
      });
    }
  };

  return (
    <div className="space-y-2 rounded-lg border p-4" data-testid="teammate-configurations">
      <Label htmlFor={selectId} className="flex items-center gap-2">
        <Users className="size-4 text-primary" aria-hidden="true" />
        Start from a teammate&apos;s configuration
      </Label>
      <p className="text-xs text-muted-foreground">
        Each member keeps their own configuration and analyses. Copying gives you your own copy to change; your
        teammate&apos;s stays as it is.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Select value={choice} onValueChange={setChoice} disabled={copy.isPending}>
          <SelectTrigger id={selectId} className="w-full sm:flex-1" aria-label="Teammate's configuration">
            <SelectValue placeholder="Choose a teammate" />
          </SelectTrigger>
          <SelectContent>
            {list.map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {ownerOf(c)} · {c.productName || 'Untitled'} · {formatDate(c.updatedAt)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="button"
          variant="outline"
          disabled={!chosen || copy.isPending}
          onClick={() => (hasOwn || dirty ? setConfirming(true) : void run())}
        >
          {copy.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy to my configuration
        </Button>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Replace your configuration?</AlertDialogTitle>
            <AlertDialogDescription>
              Your configuration{dirty ? ', including your unsaved changes,' : ''} will be replaced by a copy of{' '}
              {chosen ? ownerOf(chosen) : 'your teammate'}
              &apos;s. Theirs stays as it is.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void run()}>Replace mine</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
