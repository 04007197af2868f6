import { Copy } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { formatDateTime } from '../../../../lib/format';
import { toastError, toastSuccess } from '../../shared/api-helpers';
import { RESEARCH_MSG } from '../../shared/messages';
import type { Pitch } from '../../shared/types';

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(RESEARCH_MSG.copied);
  } catch {
    toastError(RESEARCH_MSG.copyFailed);
  }
}

type Props = { pitch: Pitch | null; organizationName: string; onOpenChange: (open: boolean) => void };

export function PitchDialog({ pitch, organizationName, onOpenChange }: Props) {
  return (
    <Dialog open={pitch !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="pitch-dialog">
        {pitch && (
          <>
            <DialogHeader className="pr-6">
              <DialogTitle>Sales Pitch: {pitch.solutionProduct}</DialogTitle>
              <DialogDescription>
                For {organizationName} · written {formatDateTime(pitch.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <div
              className="max-h-[55dvh] overflow-y-auto rounded-md border bg-muted/40 p-4 text-sm leading-relaxed whitespace-pre-wrap"
              data-testid="pitch-content"
            >
              {pitch.pitchContent}
            </div>
            <DialogFooter>
              <Button onClick={() => void copyText(pitch.pitchContent)}>
                <Copy aria-hidden="true" />
                Copy to Clipboard
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
