import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const TIPS: { title: string; text: string }[] = [
  {
    title: 'Describe the problem, not the slogan',
    text: 'Say what the product does, who uses it day to day and which pain it removes. Plain, specific words match more organizations than marketing copy.',
  },
  {
    title: 'Make the target market concrete',
    text: 'Name industries, company sizes and regions, e.g. "B2B SaaS with public APIs, 50–1,000 employees, North America and Europe". Ranking uses each of these.',
  },
  {
    title: 'List where you already win',
    text: 'Success Industries and Overall Feedback steer the analysis toward organizations that look like your best customers.',
  },
  {
    title: 'Use real job titles',
    text: 'Key Decision Makers such as "VP Engineering" or "Head of Developer Experience" make contact discovery find the right people.',
  },
  {
    title: 'Save, then re-run the analysis',
    text: 'Organization Targeting always uses your last saved configuration (each member has their own). Each analysis uses one AI credit, so refine first, then run.',
  },
];

/** Practical advice shown beside the AI configuration form. */
export function ConfigurationTips() {
  return (
    <Card data-testid="configuration-tips">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
            <Lightbulb className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle className="text-lg">Tips</CardTitle>
            <CardDescription className="mt-1">How to get the best results from the AI.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2">
          {TIPS.map((tip, index) => (
            <li key={tip.title} className="flex gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="space-y-1">
                <p className="text-sm font-medium">{tip.title}</p>
                <p className="text-sm text-muted-foreground">{tip.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
