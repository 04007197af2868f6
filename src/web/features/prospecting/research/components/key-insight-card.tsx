import type { KeyInsight } from '#domain/workflow';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent } from '../../../../components/ui/card';
import { ProvenanceTag } from '../../shared/provenance-tag';

const titleCase = (text: string) => text.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function KeyInsightCard({ insight }: { insight: KeyInsight }) {
  return (
    <Card className="gap-0 py-4" data-testid="key-insight">
      <CardContent className="space-y-2 px-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{titleCase(insight.type)}</Badge>
          <ProvenanceTag provenance={insight.provenance} />
        </div>
        <p className="whitespace-pre-line">{insight.content}</p>
        {insight.relevance && (
          <p className="text-muted-foreground">
            <span className="font-medium text-foreground">Relevance: </span>
            {insight.relevance}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
