import { useState } from 'react';
import { UserX } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { useSuppression } from '../api/use-suppression';

/** A data-subject request: forget a person by e-mail address across the whole company. */
export function ForgetByEmailCard({ suppression }: { suppression: ReturnType<typeof useSuppression> }) {
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const address = email.trim().toLowerCase();
  return (
    <Card data-testid="forget-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserX className="size-5 text-primary" aria-hidden="true" />
          Forget a person
        </CardTitle>
        <CardDescription>
          For an erasure request: deletes the person with this address from contacts, imports and the outreach list of
          the whole company, keeps access logs only as an anonymous hash, and adds them to the do-not-contact list. The
          erasure is recorded in Contact Access.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (address) setConfirming(true);
          }}
        >
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="forget-email">E-mail address</Label>
            <Input
              id="forget-email"
              type="email"
              placeholder="person@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <Button type="submit" variant="destructive" disabled={!address || suppression.forget.isPending}>
            Forget this person
          </Button>
        </form>
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Forget {address}?</AlertDialogTitle>
              <AlertDialogDescription>
                Everything your company holds about this person is deleted. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: 'destructive' })}
                onClick={() => suppression.forget.mutate(address, { onSuccess: () => setEmail('') })}
              >
                Forget this person
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
