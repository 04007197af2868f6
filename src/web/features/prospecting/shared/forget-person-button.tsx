import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useAuth } from '../../../app/auth-context';
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
import { errorMessage, toastError, toastSuccess } from './api-helpers';
import { forgetContact } from './prospecting-api';
import type { Contact } from './types';

/** "Forget this person" (owners and admins): erases them from every table and adds them to the do-not-contact list. */
export function ForgetPersonButton({ contact, onForgotten }: { contact: Contact; onForgotten: () => void }) {
  const { currentRole } = useAuth();
  const queryClient = useQueryClient();
  const forget = useMutation({
    mutationFn: () => forgetContact(contact.id),
    onSuccess: async () => {
      toastSuccess({
        title: 'Person forgotten',
        description: `${contact.name} was erased from your company's data and added to the do-not-contact list.`,
      });
      onForgotten();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
        queryClient.invalidateQueries({ queryKey: ['outreach'] }),
      ]);
    },
    onError: (error) =>
      toastError({ title: 'Could not forget this person', description: errorMessage(error) ?? 'Please try again.' }),
  });
  if (currentRole !== 'owner' && currentRole !== 'admin') return null;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive" disabled={forget.isPending}>
          <UserX aria-hidden="true" />
          Forget this person
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Forget {contact.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Their contact record, imported rows and outreach entries are deleted for your whole company; access logs
            keep only an anonymous hash. They are added to the do-not-contact list, so discovery never finds them again.
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={() => forget.mutate()}>
            Forget this person
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
