import { useState } from 'react';
import { Copy, Loader2, RotateCcw, Save, Sparkles } from 'lucide-react';
import { joinPitch, MAX_PITCH_BODY, MAX_PITCH_SUBJECT } from '#domain/pitches';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { formatDateTime } from '../../../lib/format';
import { copyText } from '../research/components/pitch-dialog';
import type { ContactPitchView } from './pitch-draft-api';

type Props = {
  view: ContactPitchView;
  saving: boolean;
  resetting: boolean;
  generating: boolean;
  onSave: (text: { subject: string; body: string }) => void;
  onReset: () => void;
  /** Generate Pitch (one credit), offered when nothing is written yet for a solution the research recommends. */
  onGenerate?: () => void;
};

/** Where the text shown comes from, in words: the saved draft (who, when) or the generated pitch (when). */
export function pitchOrigin(view: ContactPitchView) {
  if (view.draft) {
    const by = view.draft.updatedBy ? ` by ${view.draft.updatedBy}` : '';
    return `Edited draft, saved ${formatDateTime(view.draft.updatedAt)}${by}`;
  }
  if (view.generated) return `Generated pitch, written ${formatDateTime(view.generated.createdAt)}`;
  return 'No pitch written yet';
}

/**
 * The pitch for one contact and solution, edited in place: the saved draft when there is one, else the generated
 * pitch. Save Draft keeps it for this contact and solution; Reset to Generated brings the generated text back.
 * Viewers read it (and may copy it) but cannot edit.
 */
export function PitchEditor({ view, saving, resetting, generating, onSave, onReset, onGenerate }: Props) {
  const shown = view.draft ?? view.generated ?? { subject: '', body: '' };
  const [subject, setSubject] = useState(shown.subject);
  const [body, setBody] = useState(shown.body);
  const dirty = subject !== shown.subject || body !== shown.body;
  const readOnly = !view.canEdit;
  const empty = !view.draft && !view.generated;
  return (
    <>
      <p className="text-xs text-muted-foreground" data-testid="pitch-origin">
        {pitchOrigin(view)}
      </p>
      {empty && (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-dashed p-3 text-sm">
          <span className="text-muted-foreground">
            No pitch has been generated for {view.solution ?? 'this solution'} at {view.organization.name} yet.
            {view.canEdit && ' You can write your own below.'}
          </span>
          {onGenerate && view.canEdit && (
            <Button size="sm" onClick={onGenerate} disabled={generating}>
              {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              {generating ? 'Generating Pitch...' : 'Generate Pitch'}
            </Button>
          )}
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="pitch-subject">Subject</Label>
        <Input
          id="pitch-subject"
          value={subject}
          maxLength={MAX_PITCH_SUBJECT}
          readOnly={readOnly}
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="pitch-body">Pitch</Label>
        <Textarea
          id="pitch-body"
          className="max-h-[45dvh] min-h-56 leading-relaxed"
          value={body}
          maxLength={MAX_PITCH_BODY}
          readOnly={readOnly}
          onChange={(e) => setBody(e.target.value)}
          data-testid="pitch-body"
        />
      </div>
      {readOnly && <p className="text-xs text-muted-foreground">Read only: viewers cannot edit pitches.</p>}
      <DialogFooter className="gap-2 sm:justify-between">
        <Button variant="outline" onClick={() => void copyText(joinPitch({ subject, body }))} disabled={!body.trim()}>
          <Copy aria-hidden="true" />
          Copy to Clipboard
        </Button>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onReset} disabled={!view.draft || resetting || saving}>
              <RotateCcw aria-hidden="true" />
              Reset to Generated
            </Button>
            <Button onClick={() => onSave({ subject, body })} disabled={!dirty || !body.trim() || saving}>
              {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {saving ? 'Saving...' : 'Save Draft'}
            </Button>
          </div>
        )}
      </DialogFooter>
    </>
  );
}
