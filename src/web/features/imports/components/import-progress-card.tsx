import { LoaderCircle } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import type { StreamProgress } from '../api/stream-import';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The progress bar of a large import: bytes read, then the merge in the database. */
export function ImportProgressCard({ fileName, progress }: { fileName: string; progress: StreamProgress }) {
  const percent = progress.total > 0 ? Math.round((100 * progress.sent) / progress.total) : 0;
  const text =
    progress.phase === 'merging'
      ? 'Merging duplicates and saving the accounts…'
      : `Importing ${fileName}: ${percent}% (${mb(progress.sent)} of ${mb(progress.total)})`;
  return (
    <Card data-testid="import-progress">
      <CardContent className="space-y-2 pt-6">
        <p className="flex items-center gap-2 text-sm" aria-live="polite">
          <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
          {text}
        </p>
        <Progress value={percent} aria-label="Import progress" />
      </CardContent>
    </Card>
  );
}
