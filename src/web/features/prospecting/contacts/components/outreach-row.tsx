import { useState } from 'react';
import { Building2, FileText, ListPlus, Mail, Phone, Trash2 } from 'lucide-react';
import { initials, linkedinHref, maskPhone } from '#domain/contacts';
import { CrmBadgeFor } from '../../../../components/crm/crm-badge';
import { SendToCrmButton } from '../../../../components/crm/send-to-crm-button';
import { Button } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format';
import { ContactPitchDialog } from '../../shared/contact-pitch-dialog';
import { EmailStatusBadge } from '../../shared/email-status-badge';
import { LinkedinIcon } from '../../shared/linkedin-icon';
import type { OutreachEntry } from '../../shared/prospecting-api';

export function OutreachRow({
  entry,
  removing,
  onRemove,
  onAddToSequence,
}: {
  entry: OutreachEntry;
  removing: boolean;
  onRemove: () => void;
  onAddToSequence?: () => void;
}) {
  const linkedin = linkedinHref(entry.linkedinUrl);
  const [pitchOpen, setPitchOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="outreach-entry">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
          aria-hidden="true"
        >
          {initials(entry.name)}
        </span>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
            {entry.name}
            <CrmBadgeFor email={entry.email} />
          </p>
          <p className="text-sm text-muted-foreground">{entry.title || 'Title not available'}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Building2 className="size-3.5" aria-hidden="true" />
              {entry.organization}
            </span>
            {entry.email && (
              <a
                href={`mailto:${entry.email}`}
                className="inline-flex items-center gap-1 break-all hover:text-foreground hover:underline"
              >
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {entry.email}
              </a>
            )}
            {entry.emailStatus && <EmailStatusBadge status={entry.emailStatus} />}
            {entry.phone && (
              <span className="inline-flex items-center gap-1">
                <Phone className="size-3.5" aria-hidden="true" />
                {maskPhone(entry.phone)}
              </span>
            )}
            {linkedin && (
              <a
                href={linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 hover:text-foreground hover:underline"
              >
                <LinkedinIcon className="size-3.5" />
                LinkedIn
              </a>
            )}
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 pl-13 sm:pl-0">
        <span className="text-xs text-muted-foreground">Added {formatDate(entry.addedAt)}</span>
        <Button size="sm" variant="outline" onClick={() => setPitchOpen(true)} aria-label={`Pitch for ${entry.name}`}>
          <FileText aria-hidden="true" />
          Pitch
        </Button>
        <SendToCrmButton request={{ contactIds: [entry.contactId] }} />
        {onAddToSequence && (
          <Button size="sm" variant="outline" onClick={onAddToSequence} aria-label={`Add ${entry.name} to a sequence`}>
            <ListPlus aria-hidden="true" />
            Add to Sequence
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={removing} aria-label={`Remove ${entry.name}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
      {pitchOpen && (
        <ContactPitchDialog contactId={entry.contactId} contactName={entry.name} onOpenChange={setPitchOpen} />
      )}
    </li>
  );
}
