import { useState } from 'react';
import { toast } from 'sonner';
import { Loader2, RotateCw, Trash2 } from 'lucide-react';
import { INVITE_MSG, type InvitableRole, type InvitationDto } from '#domain/invitations';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { serverMessage, useInvitationActions } from '../api/use-company-settings';
import { RoleBadge } from './role-badge';
import { impersonationRefusal } from '../../../lib/server-message';

/** One invitation; pending and expired ones offer Resend and Delete (after confirmation) to owners and admins. */
export function InvitationRow({ invitation, canManage }: { invitation: InvitationDto; canManage: boolean }) {
  const { send, refresh, remove } = useInvitationActions();
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    try {
      await send({ email: invitation.email, role: invitation.role as InvitableRole });
      toast.success(INVITE_MSG.resent, { description: `A new link was sent to ${invitation.email}.` });
    } catch (error) {
      toast.error(serverMessage(error, INVITE_MSG.resendFailed));
    } finally {
      setResending(false);
      void refresh();
    }
  };

  const confirmDelete = () =>
    remove.mutate(invitation.id, {
      onSuccess: () => toast.success(INVITE_MSG.deleted),
      onError: (error) => toast.error(impersonationRefusal(error) ?? INVITE_MSG.deleteFailed),
    });

  const actionable = canManage && invitation.status !== 'accepted';
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-testid="invitation-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium" title={invitation.email}>
            {invitation.email}
          </span>
          <RoleBadge role={invitation.role} />
        </div>
        <p className="mt-1 text-xs text-muted-foreground">
          Sent {formatDate(invitation.createdAt)} ·{' '}
          {invitation.acceptedAt
            ? `Accepted ${formatDate(invitation.acceptedAt)}`
            : `${invitation.status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(invitation.expiresAt)}`}
        </p>
      </div>
      {actionable ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={resend}
            disabled={resending}
            aria-label={`Resend invitation to ${invitation.email}`}
          >
            {resending ? <Loader2 className="size-4 animate-spin" /> : <RotateCw className="size-4" />} Resend
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                aria-label={`Delete invitation to ${invitation.email}`}
                disabled={remove.isPending}
              >
                <Trash2 className="size-4" /> Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete invitation?</AlertDialogTitle>
                <AlertDialogDescription>
                  The invitation to {invitation.email} will be removed permanently and its link will stop working.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirmDelete}>
                  Delete
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      ) : null}
    </li>
  );
}
