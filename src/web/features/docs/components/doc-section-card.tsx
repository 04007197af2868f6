import type { DocSection } from '#domain/docs-content';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Highlight } from './highlight';

/** One documentation section: its paragraphs, then its labelled facts (roles, limits, bands…). */
export function DocSectionCard({ section, query }: { section: DocSection; query: string }) {
  return (
    <Card id={section.id} className="scroll-mt-20 gap-4" data-testid="doc-section" data-section={section.id}>
      <CardHeader>
        <CardTitle className="text-lg">
          <Highlight text={section.title} query={query} />
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm leading-relaxed">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <Highlight text={paragraph} query={query} />
          </p>
        ))}
        {section.items && (
          <dl className="divide-y rounded-lg border">
            {section.items.map((item) => (
              <div key={item.term} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <dt className="font-semibold text-primary">
                  <Highlight text={item.term} query={query} />
                </dt>
                <dd className="text-muted-foreground">
                  <Highlight text={item.description} query={query} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
