import { useRef } from 'react';
import { ImageIcon, Loader2, Trash2, Upload } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES } from '#domain/branding';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

type ImageUploadFieldProps = {
  id: string;
  label: string;
  hint: string;
  url: string | null;
  uploading: boolean;
  wide?: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
};

/** One image setting: its current image, an upload button (images only) and Remove. */
export function ImageUploadField({ id, label, hint, url, uploading, wide, onFile, onRemove }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2" data-testid={`${id}-field`}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn(
            'flex h-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted/50',
            wide ? 'w-28' : 'w-16',
          )}
        >
          {url ? (
            <img
              src={url}
              alt={`${label} preview`}
              className={cn('size-full', wide ? 'object-cover' : 'object-contain p-1')}
            />
          ) : (
            <ImageIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
            {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            {url ? 'Replace' : 'Upload'}
          </Button>
          {url ? (
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
