import { Button } from '../../../../components/ui/button';
import { AddToSequenceDialog } from '../../../sequences/components/add-to-sequence-dialog';
import type { Contact } from '../../shared/types';
import { useAddToOutreach } from '../api/use-contacts';

/**
 * The contact card's Add to Sequence: the enrolment dialog of the Outreach List (sequence, your mailbox, the first
 * e-mail, refusals and confirmations), with Save to Outreach List for someone you are not ready to enrol yet.
 */
export function ContactSequenceDialog({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const addToOutreach = useAddToOutreach();
  return (
    <AddToSequenceDialog
      contactIds={[contact.id]}
      open
      onOpenChange={(open) => !open && onClose()}
      extraAction={
        <Button
          variant="outline"
          disabled={addToOutreach.isPending}
          onClick={() => addToOutreach.mutate(contact, { onSuccess: onClose })}
        >
          Save to Outreach List
        </Button>
      }
    />
  );
}
