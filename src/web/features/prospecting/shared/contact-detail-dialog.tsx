import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Search } from 'lucide-react';
import { initials } from '#domain/contacts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Separator } from '../../../components/ui/separator';
import { ContactInfoList } from './contact-info-list';
import { AiInsights, ContactProfileSections } from './contact-profile-sections';
import { ContactResearchProgress } from './contact-research-progress';
import { normalizeStatus, researchAction } from './contact-status';
import { ContactStatusBadge } from './contact-status-badge';
import { DoNotContactBadge } from './do-not-contact-badge';
import { ProfileFieldSources } from './field-provenance';
import { FitBadge } from './fit-badge';
import { ForgetPersonButton } from './forget-person-button';
import { getContact, logContactAccess, prospectingKeys } from './prospecting-api';
import type { Contact } from './types';
import { useStartContactResearch } from './use-contact-research';
import { ContactSequenceState } from '../../sequences/components/contact-sequence-state';

type Props = { contact: Contact | null; onOpenChange: (open: boolean) => void };
type DetailProps = { initial: Contact; onClose: () => void };

/** The full profile of one contact, with deep research and its live progress. Opening it logs a profile view. */
export function ContactDetailDialog({ contact, onOpenChange }: Props) {
  return (
    <Dialog open={contact !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="contact-detail-dialog">
        {contact && <ContactDetail initial={contact} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ContactDetail({ initial, onClose }: DetailProps) {
  const query = useQuery({
    queryKey: prospectingKeys.contact(initial.id),
    queryFn: () => getContact(initial.id),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
  const contact = query.data;
  const start = useStartContactResearch();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current === initial.id) return;
    logged.current = initial.id;
    void logContactAccess(initial.id, 'profile_view');
  }, [initial.id]);

  const status = normalizeStatus(contact.enrichmentStatus);
  const action = researchAction(status);
  return (
    <>
      <DialogHeader className="pr-6">
        <div className="flex items-start gap-3">
          <span
            className="brand-gradient flex size-12 shrink-0 items-center justify-center rounded-full text-base font-semibold text-white"
            aria-hidden="true"
          >
            {initials(contact.name)}
          </span>
          <div className="min-w-0 flex-1 space-y-1.5 text-left">
            <DialogTitle className="text-xl">{contact.name}</DialogTitle>
            <DialogDescription>{contact.title || 'Title not available'}</DialogDescription>
            <div className="flex flex-wrap items-center gap-1.5">
              <ContactStatusBadge status={status} />
              {contact.doNotContact && <DoNotContactBadge />}
              <FitBadge category={contact.fitCategory} />
              {contact.fitScore != null && (
                <span className="text-xs text-muted-foreground tabular-nums">{contact.fitScore}% match</span>
              )}
            </div>
          </div>
        </div>
      </DialogHeader>

      <ContactInfoList contact={contact} />
      <ProfileFieldSources contact={contact} />
      <ContactSequenceState contactId={contact.id} />

      {action && (
        <Button
          onClick={() => start.mutate(contact)}
          disabled={start.isPending}
          variant={action === 'retry' ? 'outline' : 'default'}
          className="w-full sm:w-fit"
        >
          {action === 'retry' ? <RotateCcw aria-hidden="true" /> : <Search aria-hidden="true" />}
          {action === 'retry' ? 'Retry' : 'Research Contact'}
        </Button>
      )}
      {status === 'researching' && <ContactResearchProgress contact={contact} />}
      <div className="flex justify-end">
        <ForgetPersonButton contact={contact} onForgotten={onClose} />
      </div>
      {status === 'failed' && (
        <p className="text-sm text-destructive">Deep research could not be completed. You can retry.</p>
      )}
      {status === 'completed' && contact.enrichmentNote && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="enrichment-note"
        >
          {contact.enrichmentNote}
        </p>
      )}

      <Separator />
      {status === 'completed' ? <ContactProfileSections contact={contact} /> : <AiInsights contact={contact} />}
    </>
  );
}
