import { Building2 } from 'lucide-react';
import type { Fact, ResearchOverview } from '#domain/workflow';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { NOT_AVAILABLE } from '../../shared/messages';
import { ProvenanceTag } from '../../shared/provenance-tag';

const ROWS: { key: keyof ResearchOverview; label: string }[] = [
  { key: 'revenue', label: 'Revenue' },
  { key: 'employees', label: 'Employees' },
  { key: 'founded', label: 'Founded' },
  { key: 'industry', label: 'Industry' },
  { key: 'headquarters', label: 'Headquarters' },
  { key: 'website', label: 'Website' },
];

const safeUrl = (value: string) => {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

function Value({ field, fact }: { field: keyof ResearchOverview; fact: Fact | null | undefined }) {
  if (!fact?.value?.trim()) return <span className="text-muted-foreground italic">{NOT_AVAILABLE}</span>;
  const href = field === 'website' ? safeUrl(fact.value) : null;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-primary hover:underline">
      {fact.value.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </a>
  ) : (
    <span className="break-words">{fact.value}</span>
  );
}

/** The company's key facts, each with where it came from; what was not found says so. */
export function OverviewCard({ overview }: { overview: ResearchOverview | null | undefined }) {
  return (
    <Card data-testid="overview-card" className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          Overview
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {ROWS.map(({ key, label }) => {
            const fact = overview?.[key] ?? null;
            return (
              <div
                key={key}
                className="grid grid-cols-[7rem_1fr] items-start gap-3 py-2 text-sm first:pt-0 last:pb-0"
                data-testid={`overview-${key}`}
              >
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <Value field={key} fact={fact} />
                  {fact?.value?.trim() && <ProvenanceTag provenance={fact.provenance} />}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
