import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Loader2, Send } from 'lucide-react';
import { INVITE_MSG, type InvitableRole } from '#domain/invitations';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverMessage, useInvitationActions } from '../api/use-company-settings';
import { RoleSelect } from './role-select';

/** E-mail (required, lowercased) and role (default member); a failure shows inline. */
export function InviteForm() {
  const { send, refresh } = useInvitationActions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setSending(true);
    setError(null);
    try {
      await send({ email, role });
      toast.success(INVITE_MSG.sent, { description: `An invitation was sent to ${email.trim().toLowerCase()}.` });
      setEmail('');
      setRole('member');
    } catch (e) {
      setError(serverMessage(e, INVITE_MSG.sendFailed));
    } finally {
      setSending(false);
      void refresh();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="invite-form">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="invite-email">Email address</Label>
          <Input
            id="invite-email"
            type="email"
            required
            placeholder="colleague@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-role">Role</Label>
          <RoleSelect id="invite-role" value={role} onChange={setRole} disabled={sending} />
        </div>
        <Button type="submit" disabled={!email.trim() || sending}>
          {sending ? <Loader2 className="size-4 animate-spin" /> : <Send className="size-4" />}
          Send Invitation
        </Button>
      </div>
      {error ? (
        <Alert variant="destructive" data-testid="invite-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
    </form>
  );
}
