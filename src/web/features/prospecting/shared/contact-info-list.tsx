import type { ReactNode } from 'react';
import { Building, Mail, MapPin, Phone, Smartphone } from 'lucide-react';
import { linkedinHref } from '#domain/contacts';
import { isReachableEmail } from '#domain/people/email-status';
import type { AccessType } from '#domain/workflow';
import { EmailStatusBadge } from './email-status-badge';
import { LinkedinIcon } from './linkedin-icon';
import { logContactAccess } from './prospecting-api';
import type { Contact } from './types';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2 text-sm">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}

const missing = (what: string) => <span className="text-muted-foreground italic">{what} not available</span>;

/** E-mail, mobile, phone, department, location and LinkedIn of a contact, in full; following a link is logged. */
export function ContactInfoList({ contact }: { contact: Contact }) {
  const log = (type: AccessType) => () => void logContactAccess(contact.id, type);
  const linkedin = linkedinHref(contact.linkedinUrl);
  const iconClass = 'size-4';
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-testid="contact-info">
      <Row icon={<Mail className={iconClass} />} label="E-mail">
        {contact.doNotContact ? (
          <span className="text-muted-foreground italic">Withheld: on your do-not-contact list</span>
        ) : contact.email ? (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            {isReachableEmail(contact.email, contact.emailStatus) ? (
              <a
                href={`mailto:${contact.email}`}
                onClick={log('email_action')}
                className="text-primary hover:underline"
              >
                {contact.email}
              </a>
            ) : (
              <span className="text-muted-foreground line-through">{contact.email}</span>
            )}
            <EmailStatusBadge status={contact.emailStatus} check={contact.emailCheck} />
          </span>
        ) : (
          missing('E-mail')
        )}
      </Row>
      <Row icon={<Smartphone className={iconClass} />} label="Mobile phone">
        {contact.mobilePhone ? (
          <a href={`tel:${contact.mobilePhone}`} onClick={log('phone_action')} className="text-primary hover:underline">
            {contact.mobilePhone}
          </a>
        ) : (
          missing('Mobile phone')
        )}
      </Row>
      <Row icon={<Phone className={iconClass} />} label="Phone">
        {contact.phone ? (
          <a href={`tel:${contact.phone}`} onClick={log('phone_action')} className="text-primary hover:underline">
            {contact.phone}
          </a>
        ) : (
          missing('Phone')
        )}
      </Row>
      <Row icon={<Building className={iconClass} />} label="Department">
        {contact.department || missing('Department')}
      </Row>
      <Row icon={<MapPin className={iconClass} />} label="Location">
        {contact.location || missing('Location')}
      </Row>
      <Row icon={<LinkedinIcon className={iconClass} />} label="LinkedIn">
        {linkedin ? (
          <a
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            onClick={log('linkedin_view')}
            className="text-primary hover:underline"
          >
            LinkedIn profile
          </a>
        ) : (
          missing('LinkedIn')
        )}
      </Row>
    </div>
  );
}
