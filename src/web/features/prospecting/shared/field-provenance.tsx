import { EMAIL_STATUS_LABELS, isEmailStatus } from '#domain/people/email-status';
import { SOURCED_FIELD_LABELS, SOURCED_FIELDS, type FieldSource } from '#domain/people/field-sources';
import { formatDate } from '../../../lib/format';
import type { Contact } from './types';

/** A source in words, linking to the page when it is one. */
export function SourceLabel({ source }: { source: FieldSource }) {
  if (source.url && /^https?:\/\//i.test(source.url)) {
    return (
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="underline-offset-2 hover:text-foreground hover:underline"
      >
        {source.label}
      </a>
    );
  }
  return <>{source.label}</>;
}

/** "E-mail · Hunter · verified Nov 23, 2026" or "E-mail · Hunter · guessed from a name pattern, not found · …". */
export function emailCheckLine(contact: Pick<Contact, 'email' | 'emailStatus' | 'emailCheck'>): string | null {
  if (!contact.email) return null;
  const status = isEmailStatus(contact.emailStatus)
    ? EMAIL_STATUS_LABELS[contact.emailStatus].toLowerCase()
    : 'unknown';
  const check = contact.emailCheck;
  if (!check) return `E-mail · ${status} (not checked yet)`;
  const guessed = check.origin === 'pattern' ? ' · guessed from a name pattern, not found' : '';
  return `E-mail · ${check.label}${guessed} · ${status} ${formatDate(check.checkedAt)}`;
}

/** On the card: where the person was found, the fields that came from elsewhere, and the e-mail's check. */
export function CardSources({ contact }: { contact: Contact }) {
  const sources = contact.fieldSources ?? {};
  const found = sources.name;
  const others = SOURCED_FIELDS.filter(
    (f) => f !== 'name' && contact[f] && sources[f] && sources[f]!.source !== found?.source,
  );
  const email = emailCheckLine(contact);
  if (!found && others.length === 0 && !email) return null;
  return (
    <ul className="space-y-0.5 text-xs text-muted-foreground" data-testid="card-sources">
      {found && (
        <li>
          Found on <SourceLabel source={found} /> · {formatDate(found.at)}
        </li>
      )}
      {others.map((field) => (
        <li key={field}>
          {SOURCED_FIELD_LABELS[field]} · <SourceLabel source={sources[field]!} />
        </li>
      ))}
      {email && <li title={contact.emailCheck?.reason}>{email}</li>}
    </ul>
  );
}

/** In the profile: every field with its source and date, and the e-mail check with its reason. */
export function ProfileFieldSources({ contact }: { contact: Contact }) {
  const sources = contact.fieldSources ?? {};
  const fields = SOURCED_FIELDS.filter((f) => contact[f] && sources[f]);
  const email = emailCheckLine(contact);
  if (fields.length === 0 && !email) return null;
  return (
    <section className="space-y-1.5" data-testid="profile-field-sources">
      <h4 className="text-sm font-semibold">Sources</h4>
      <ul className="space-y-0.5 text-xs text-muted-foreground">
        {fields.map((field) => (
          <li key={field}>
            {SOURCED_FIELD_LABELS[field]} · <SourceLabel source={sources[field]!} /> · {formatDate(sources[field]!.at)}
          </li>
        ))}
        {email && (
          <li>
            {email}
            {contact.emailCheck?.reason ? `: ${contact.emailCheck.reason}` : ''}
          </li>
        )}
      </ul>
    </section>
  );
}
