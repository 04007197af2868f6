import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trash, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { DELETE_ACCOUNT_PHRASE, MSG } from '#domain/messages';
import { useAuth } from '../../../app/auth-context';
import { ImpersonationRestrictedNotice } from '../../../app/impersonation/impersonation-restricted';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDeleteAccount } from '../api/use-delete-account';
import { deleteAccountProblem, isDeleteConfirmation } from './dashboard-helpers';
import { failureDescription } from '../../../lib/server-message';

const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
);

export function DeleteAccountCard() {
  const { user, signOut, impersonating } = useAuth();
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const inputId = useId();
  const [confirmation, setConfirmation] = useState('');
  const [open, setOpen] = useState(false);
  // The confirmation dialog's code (focus trap, scroll lock) is fetched when it is first asked for.
  const [dialogLoaded, setDialogLoaded] = useState(false);

  /** Toasts and returns false when the account cannot be deleted yet. */
  const canDelete = () => {
    const problem = deleteAccountProblem(user?.email, confirmation);
    if (problem) toast.error(problem.title, problem.description ? { description: problem.description } : undefined);
    return !problem;
  };

  const handleDelete = async (event: MouseEvent) => {
    event.preventDefault(); // keep the dialog open while the call runs
    if (!canDelete() || !user) return setOpen(false);
    try {
      await deletion.mutateAsync({ userEmail: user.email, confirmation });
    } catch (error) {
      toast.error(MSG.deleteFailed.title, { description: failureDescription(error, MSG.deleteFailed.description) });
      setOpen(false);
      return;
    }
    toast.success(MSG.deleteSuccess.title, { description: MSG.deleteSuccess.description });
    // The guards send a signed-out visitor to /auth; signing out with a destination makes them send this one
    // to the landing page, whether the sign-out or the navigation lands first.
    try {
      await signOut({ to: '/' });
    } catch {
      // The server already revoked every session with the account.
    }
    navigate('/', { replace: true });
  };

  // Deleting the account is never support's to do through someone else's session (the server refuses it).
  if (impersonating) {
    return (
      <Card data-testid="delete-account-card" className="border-destructive/40">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-destructive dark:text-red-400">
            <TriangleAlert className="size-5" aria-hidden="true" />
            Delete Account
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ImpersonationRestrictedNotice />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card data-testid="delete-account-card" className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive dark:text-red-400">
          <TriangleAlert className="size-5" aria-hidden="true" />
          Delete Account
        </CardTitle>
        <CardDescription>Permanently delete your account and all data you own. This cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor={inputId}>
          Type{' '}
          <span className="font-mono font-semibold text-destructive dark:text-red-400">{DELETE_ACCOUNT_PHRASE}</span> to
          confirm
        </Label>
        <Input
          id={inputId}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="max-w-sm"
        />
      </CardContent>
      <CardFooter>
        <Button
          variant="destructive"
          disabled={!isDeleteConfirmation(confirmation)}
          onClick={() => {
            if (!canDelete()) return;
            setDialogLoaded(true);
            setOpen(true);
          }}
        >
          <Trash aria-hidden="true" />
          Delete Account
        </Button>
        {dialogLoaded && (
          <Suspense fallback={null}>
            <DeleteAccountDialog
              open={open}
              onOpenChange={(next) => !deletion.isPending && setOpen(next)}
              pending={deletion.isPending}
              onConfirm={handleDelete}
            />
          </Suspense>
        )}
      </CardFooter>
    </Card>
  );
}
