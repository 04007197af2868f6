import { Ban } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

/** The person is on the company's do-not-contact list: no e-mail, call or sequence. */
export function DoNotContactBadge() {
  return (
    <Badge
      variant="outline"
      className="border-red-600/40 bg-red-600/10 text-[10px] text-red-800 dark:text-red-300"
      data-testid="do-not-contact"
      title="On your company's do-not-contact list"
    >
      <Ban aria-hidden="true" />
      Do not contact
    </Badge>
  );
}
