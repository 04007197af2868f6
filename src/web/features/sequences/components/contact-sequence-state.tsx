import { ENROLMENT_STATE_LABELS, type EnrolmentState } from '#domain/sequences';
import { useContactSequences } from '../api/sequences-api';

/** On the contact's profile: the sequences the contact is or was in, with the state and its reason. */
export function ContactSequenceState({ contactId }: { contactId: string }) {
  const query = useContactSequences(contactId);
  const enrolments = query.data?.enrolments;
  if (!Array.isArray(enrolments) || enrolments.length === 0) return null;
  return (
    <div className="text-sm" data-testid="contact-sequence-state">
      <p className="font-medium">Sequences</p>
      <ul className="text-muted-foreground">
        {enrolments.map((e) => (
          <li key={e.id}>
            {e.sequenceName}: {ENROLMENT_STATE_LABELS[e.state as EnrolmentState] ?? e.state}
            {e.stateNote && ` (${e.stateNote})`}
          </li>
        ))}
      </ul>
    </div>
  );
}
