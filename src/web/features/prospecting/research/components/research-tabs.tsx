import type { ReactNode } from 'react';
import type { KeyInsight, RecommendedSolution } from '#domain/workflow';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { KeyInsightCard } from './key-insight-card';

type Props = {
  solutions: RecommendedSolution[];
  insights: KeyInsight[];
  renderSolution: (solution: RecommendedSolution) => ReactNode;
};

export function ResearchTabs({ solutions, insights, renderSolution }: Props) {
  return (
    <Tabs defaultValue="solutions" className="gap-4">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="solutions">Recommended Solutions</TabsTrigger>
        <TabsTrigger value="insights">Key Insights</TabsTrigger>
      </TabsList>
      <TabsContent value="solutions">
        {solutions.length === 0 ? (
          <Empty text="No solutions could be recommended from the available information." />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">{solutions.map(renderSolution)}</div>
        )}
      </TabsContent>
      <TabsContent value="insights">
        {insights.length === 0 ? (
          <Empty text="No insights were found in the available sources." />
        ) : (
          <div className="grid gap-3 lg:grid-cols-2">
            {insights.map((insight, i) => (
              <KeyInsightCard key={i} insight={insight} />
            ))}
          </div>
        )}
      </TabsContent>
    </Tabs>
  );
}

const Empty = ({ text }: { text: string }) => (
  <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{text}</p>
);
