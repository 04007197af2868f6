import { Video } from 'lucide-react';
import { DOC_TUTORIALS } from '#domain/docs-content';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

/** The six tutorial placeholders: the topics are planned, the videos are not recorded yet. */
export function TutorialCards() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Video tutorials are coming soon. These are the planned topics; no video plays yet.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DOC_TUTORIALS.map((tutorial) => (
          <Card key={tutorial.title} className="gap-0 overflow-hidden py-0" data-testid="tutorial-card">
            <div
              className="flex aspect-video items-center justify-center bg-muted text-muted-foreground"
              aria-hidden="true"
            >
              <Video className="size-10" />
            </div>
            <div className="space-y-2 p-4">
              <Badge variant="secondary">Coming soon</Badge>
              <h3 className="font-semibold">{tutorial.title}</h3>
              <p className="text-sm text-muted-foreground">{tutorial.description}</p>
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
