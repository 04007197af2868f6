import { toast } from 'sonner';
import { Link2 } from 'lucide-react';
import { INVITE_MSG } from '#domain/invitations';
import { Button } from '../../../components/ui/button';

export const inviteLinkFor = (slug: string) =>
  `${window.location.origin}/company-onboarding?company=${encodeURIComponent(slug)}`;

/** Copies /company-onboarding?company={slug} to the clipboard. */
export function CopyInviteLink({ slug }: { slug: string }) {
  const copy = async () => {
    const link = inviteLinkFor(slug);
    try {
      await navigator.clipboard.writeText(link);
      toast.success(INVITE_MSG.linkCopied, { description: 'Anyone you invite can open it to join after accepting.' });
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): show the link to copy by hand.
      toast.info('Copy this invite link', { description: link });
    }
  };
  return (
    <Button variant="outline" onClick={copy}>
      <Link2 className="size-4" /> Copy Invite Link
    </Button>
  );
}
