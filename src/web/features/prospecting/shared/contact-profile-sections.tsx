import type { ReactNode } from 'react';
import { Award, Brain, Briefcase, Building2, GraduationCap, Heart, Lightbulb } from 'lucide-react';
import type { FieldSource, ProfileSection } from '#domain/people/field-sources';
import { formatDate, formatDateTime } from '../../../lib/format';
import { SourceLabel } from './field-provenance';
import { insightSources } from './insight-sources';
import { NOT_AVAILABLE_PUBLIC } from './messages';
import type { Contact } from './types';

function Section({
  title,
  icon,
  children,
  testId,
  sources,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
  sources?: FieldSource[];
}) {
  return (
    <section className="space-y-1.5" data-testid={testId}>
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h4>
      <div className="text-sm text-muted-foreground">{children}</div>
      {sources && sources.length > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="section-source">
          Source:{' '}
          {sources.map((source, i) => (
            <span key={`${source.url ?? source.label}-${i}`}>
              {i > 0 && '; '}
              <SourceLabel source={source} /> · {formatDate(source.at)}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

const Text = ({ value }: { value: string | null | undefined }) =>
  value?.trim() ? <p className="whitespace-pre-line">{value}</p> : <p className="italic">{NOT_AVAILABLE_PUBLIC}</p>;

const PROFILE: { key: ProfileSection; title: string; icon: ReactNode }[] = [
  {
    key: 'professionalBackground',
    title: 'Professional Background',
    icon: <Briefcase className="size-4 text-primary" aria-hidden="true" />,
  },
  {
    key: 'educationBackground',
    title: 'Education & Credentials',
    icon: <GraduationCap className="size-4 text-primary" aria-hidden="true" />,
  },
  {
    key: 'skillsExpertise',
    title: 'Skills & Expertise',
    icon: <Brain className="size-4 text-primary" aria-hidden="true" />,
  },
  {
    key: 'recentAchievements',
    title: 'Recent Achievements',
    icon: <Award className="size-4 text-primary" aria-hidden="true" />,
  },
  {
    key: 'companyContext',
    title: 'Company Role & Influence',
    icon: <Building2 className="size-4 text-primary" aria-hidden="true" />,
  },
  {
    key: 'personalInterests',
    title: 'Professional Interests',
    icon: <Heart className="size-4 text-primary" aria-hidden="true" />,
  },
];

/** The enriched profile of a completed contact; what the sources did not say is stated as such. */
export function ContactProfileSections({ contact }: { contact: Contact }) {
  return (
    <div className="space-y-4" data-testid="contact-profile">
      {PROFILE.map(({ key, title, icon }) => (
        <Section
          key={key}
          title={title}
          icon={icon}
          testId={`profile-${key}`}
          sources={contact[key]?.trim() ? contact.profileSources?.[key] : undefined}
        >
          <Text value={contact[key]} />
        </Section>
      ))}
      <AiInsights contact={contact} />
      {contact.enrichedAt && (
        <p className="text-xs text-muted-foreground">Research completed {formatDateTime(contact.enrichedAt)}</p>
      )}
    </div>
  );
}

export function AiInsights({ contact }: { contact: Contact }) {
  return (
    <Section
      title="AI Insights"
      icon={<Lightbulb className="size-4 text-primary" aria-hidden="true" />}
      testId="ai-insights"
      sources={insightSources(contact)}
    >
      <div className="space-y-2 rounded-md bg-muted/50 p-3">
        <div>
          <p className="text-xs font-medium text-foreground">Why this contact</p>
          <Text value={contact.aiReasoning} />
        </div>
        <div>
          <p className="text-xs font-medium text-foreground">Best approach</p>
          <Text value={contact.bestApproach} />
        </div>
      </div>
    </Section>
  );
}
