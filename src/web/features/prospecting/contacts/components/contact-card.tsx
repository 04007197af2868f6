import type { ReactNode } from 'react';
import { Building, CalendarClock, Eye, Mail, MapPin, Phone, Smartphone } from 'lucide-react';
import { initials, linkedinHref, maskPhone, SENIORITY_EMOJI } from '#domain/contacts';
import { CrmBadge } from '../../../../components/crm/crm-badge';
import { TruncatedEmail } from '../../../../components/truncated-email';
import { useCrmBadge } from '../../../../lib/crm-api';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { formatDate } from '../../../../lib/format';
import { ContactStatusBadge } from '../../shared/contact-status-badge';
import { FitBadge } from '../../shared/fit-badge';
import { LinkedinIcon } from '../../shared/linkedin-icon';
import { DoNotContactBadge } from '../../shared/do-not-contact-badge';
import { EmailStatusBadge } from '../../shared/email-status-badge';
import { CardSources } from '../../shared/field-provenance';
import type { Contact } from '../../shared/types';
import { ContactCardActions } from './contact-card-actions';

const Meta = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <span className="inline-flex min-w-0 items-center gap-1.5">
    <span className="shrink-0 text-muted-foreground [&_svg]:size-3.5">{icon}</span>
    <span className="min-w-0 truncate">{children}</span>
  </span>
);

const Note = ({ label, text }: { label: string; text: string | null }) =>
  text?.trim() ? (
    <p className="text-sm">
      <span className="font-medium">{label}: </span>
      <span className="text-muted-foreground">{text}</span>
    </p>
  ) : null;

type Props = { contact: Contact; adding: boolean; onAddToSequence: () => void; onViewProfile: () => void };

export function ContactCard({ contact, adding, onAddToSequence, onViewProfile }: Props) {
  const linkedin = linkedinHref(contact.linkedinUrl);
  const crmBadge = useCrmBadge({ email: contact.email });
  return (
    <Card className="gap-4 py-5" data-testid="contact-card">
      <CardContent className="space-y-4 px-5">
        <div className="flex items-start gap-3">
          <span
            className="brand-gradient flex size-11 shrink-0 items-center justify-center rounded-full font-semibold text-white"
            aria-hidden="true"
          >
            {initials(contact.name)}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 className="font-semibold">
                <span role="img" aria-label={contact.seniorityLevel ?? 'other'} className="mr-1">
                  {SENIORITY_EMOJI[contact.seniorityLevel ?? 'other'] ?? SENIORITY_EMOJI.other}
                </span>
                {contact.name}
              </h3>
              {contact.doNotContact && <DoNotContactBadge />}
              <CrmBadge badge={crmBadge} />
              {!contact.isVerified && (
                <Badge
                  variant="outline"
                  className="border-amber-600/40 text-[10px] text-amber-700 dark:text-amber-300"
                  title="Not confirmed by a source page"
                >
                  Unverified
                </Badge>
              )}
            </div>
            <p className="text-sm text-muted-foreground">{contact.title || 'Title not available'}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <FitBadge category={contact.fitCategory} />
            {contact.fitScore != null && (
              <span className="text-sm font-semibold tabular-nums">{contact.fitScore}%</span>
            )}
          </div>
        </div>

        <div className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
          {contact.department && <Meta icon={<Building />}>{contact.department}</Meta>}
          {contact.location && <Meta icon={<MapPin />}>{contact.location}</Meta>}
          {contact.email && (
            <span className="inline-flex min-w-0 flex-wrap items-center gap-1.5">
              <Meta icon={<Mail />}>
                <TruncatedEmail
                  email={contact.email}
                  className={cn(contact.emailStatus === 'invalid' && 'text-muted-foreground line-through')}
                />
              </Meta>
              <EmailStatusBadge status={contact.emailStatus} check={contact.emailCheck} />
            </span>
          )}
          {contact.phone && <Meta icon={<Phone />}>{maskPhone(contact.phone)}</Meta>}
          {/* Masked here like the phone (last four digits); View Full Profile shows both in full. */}
          {contact.mobilePhone && <Meta icon={<Smartphone />}>{maskPhone(contact.mobilePhone)}</Meta>}
          {linkedin && (
            <Meta icon={<LinkedinIcon />}>
              <a href={linkedin} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                LinkedIn profile
              </a>
            </Meta>
          )}
          <Meta icon={<CalendarClock />}>Expires {formatDate(contact.dataExpiresAt)}</Meta>
          <Meta icon={<Eye />}>
            {contact.accessCount} {contact.accessCount === 1 ? 'view' : 'views'}
          </Meta>
        </div>

        <div className="space-y-1.5">
          <Note label="Why" text={contact.aiReasoning} />
          <Note label="Recent activity" text={contact.recentActivity} />
          <Note label="Best approach" text={contact.bestApproach} />
        </div>

        <div className="flex flex-wrap items-start gap-2 text-xs text-muted-foreground">
          <ContactStatusBadge status={contact.enrichmentStatus} />
          <CardSources contact={contact} />
        </div>

        <ContactCardActions
          contact={contact}
          adding={adding}
          onAddToSequence={onAddToSequence}
          onViewProfile={onViewProfile}
        />
      </CardContent>
    </Card>
  );
}
