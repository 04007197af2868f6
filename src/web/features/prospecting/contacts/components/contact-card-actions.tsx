import { useState } from 'react';
import { FileText, ListPlus, Mail, Phone, UserRound } from 'lucide-react';
import { linkedinHref } from '#domain/contacts';
import { isReachableEmail } from '#domain/people/email-status';
import { AddToListButton } from '../../../../components/data-table/add-to-list-button';
import { SendToCrmButton } from '../../../../components/crm/send-to-crm-button';
import { Button } from '../../../../components/ui/button';
import { ContactPitchDialog } from '../../shared/contact-pitch-dialog';
import { LinkedinIcon } from '../../shared/linkedin-icon';
import { logContactAccess } from '../../shared/prospecting-api';
import type { Contact } from '../../shared/types';

type Props = { contact: Contact; adding: boolean; onAddToSequence: () => void; onViewProfile: () => void };

/** Email, Call Mobile, LinkedIn (each logged), Add to Sequence, Add to list, Pitch and View Full Profile. */
export function ContactCardActions({ contact, adding, onAddToSequence, onViewProfile }: Props) {
  const linkedin = linkedinHref(contact.linkedinUrl);
  const [pitchOpen, setPitchOpen] = useState(false);
  const email = () => {
    void logContactAccess(contact.id, 'email_action');
    window.location.href = `mailto:${contact.email}`;
  };
  const call = () => {
    void logContactAccess(contact.id, 'phone_action');
    window.location.href = `tel:${contact.mobilePhone}`;
  };
  const openLinkedin = () => {
    void logContactAccess(contact.id, 'linkedin_action');
    window.open(linkedin!, '_blank', 'noopener,noreferrer');
  };
  return (
    <div className="flex flex-wrap gap-2" data-testid="contact-actions">
      <Button
        size="sm"
        variant="outline"
        onClick={email}
        disabled={contact.doNotContact || !isReachableEmail(contact.email, contact.emailStatus)}
      >
        <Mail aria-hidden="true" />
        Email
      </Button>
      <Button size="sm" variant="outline" onClick={call} disabled={contact.doNotContact || !contact.mobilePhone}>
        <Phone aria-hidden="true" />
        Call Mobile
      </Button>
      <Button size="sm" variant="outline" onClick={openLinkedin} disabled={!linkedin}>
        <LinkedinIcon className="size-4" />
        LinkedIn
      </Button>
      <Button size="sm" variant="outline" onClick={onAddToSequence} disabled={adding || contact.doNotContact}>
        <ListPlus aria-hidden="true" />
        Add to Sequence
      </Button>
      <AddToListButton kind="contacts" id={contact.id} />
      {!contact.doNotContact && <SendToCrmButton request={{ contactIds: [contact.id] }} />}
      <Button size="sm" variant="outline" onClick={() => setPitchOpen(true)} aria-label={`Pitch for ${contact.name}`}>
        <FileText aria-hidden="true" />
        Pitch
      </Button>
      {pitchOpen && (
        <ContactPitchDialog contactId={contact.id} contactName={contact.name} onOpenChange={setPitchOpen} />
      )}
      <Button size="sm" onClick={onViewProfile}>
        <UserRound aria-hidden="true" />
        View Full Profile
      </Button>
    </div>
  );
}
