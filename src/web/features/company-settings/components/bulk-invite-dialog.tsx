import { useState } from 'react';
import { toast } from 'sonner';
import { Loader2, UsersRound } from 'lucide-react';
import { INVITE_MSG, type InvitableRole } from '#domain/invitations';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useInvitationActions } from '../api/use-company-settings';
import { sendBulkInvitations } from '../lib/bulk-invite';
import { RoleSelect } from './role-select';
import { impersonationRefusal } from '../../../lib/server-message';

/** One address per line; every address gets its own send, and the toast counts what was sent and what failed. */
export function BulkInviteDialog() {
  const { send, refresh } = useInvitationActions();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    setSending(true);
    try {
      const outcome = await sendBulkInvitations(text, (email) => send({ email, role }));
      if (outcome.kind === 'invalid') {
        toast.error(INVITE_MSG.bulkInvalid.title, { description: INVITE_MSG.bulkInvalid.description });
        return;
      }
      if (outcome.sent === 0) {
        toast.error(INVITE_MSG.bulkFailed, { description: outcome.errors.slice(0, 3).join('\n') });
        return;
      }
      const { title, description } = INVITE_MSG.bulkSent(outcome.sent, outcome.failed);
      // Some failed: a warning that names the failures, not a green success.
      if (outcome.failed > 0)
        toast.warning(title, { description: `${description} ${outcome.errors.slice(0, 3).join('; ')}` });
      else toast.success(title, { description });
      setText('');
      setOpen(false);
    } catch (error) {
      const refusal = impersonationRefusal(error);
      toast.error(INVITE_MSG.bulkFailed, refusal ? { description: refusal } : undefined);
    } finally {
      setSending(false);
      void refresh();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UsersRound className="size-4" /> Bulk Invite
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Bulk Invite</DialogTitle>
          <DialogDescription>Enter one e-mail address per line. Lines without an @ are skipped.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="bulk-emails">Email addresses</Label>
          <Textarea
            id="bulk-emails"
            rows={8}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={'ana@company.com\nben@company.com'}
            className="font-mono text-sm"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="bulk-role">Role for everyone</Label>
          <RoleSelect id="bulk-role" value={role} onChange={setRole} disabled={sending} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={sending || !text.trim()}>
            {sending ? <Loader2 className="size-4 animate-spin" /> : null}
            Send Invitations
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
