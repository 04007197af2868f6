import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { DEFAULT_TARGET_GOOD_CONTACTS, MAX_TARGET_GOOD_CONTACTS } from '#domain/people/discovery-settings';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { api } from '../../../lib/api';

type Settings = { targetGoodContacts: number };

/** Contact Discovery's stop rule: how many Good-fit contacts per organization before it stops asking sources. */
export function ContactDiscoverySettingsCard() {
  const { currentCompany, currentRole } = useAuth();
  const canEdit = currentRole === 'owner' || currentRole === 'admin';
  const key = ['contact-discovery-settings', currentCompany?.id ?? null];
  const client = useQueryClient();
  const settings = useQuery({ queryKey: key, queryFn: () => api<Settings>('/contact-discovery/settings') });
  const [target, setTarget] = useState(String(DEFAULT_TARGET_GOOD_CONTACTS));
  useEffect(() => {
    if (settings.data) setTarget(String(settings.data.targetGoodContacts));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (targetGoodContacts: number) =>
      api<Settings>('/contact-discovery/settings', { method: 'PUT', body: { targetGoodContacts } }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toast.success('Settings saved', {
        description: `Contact Discovery stops at ${saved.targetGoodContacts} Good-fit contacts per organization.`,
      });
    },
    onError: (error) =>
      toast.error('Save failed', {
        description: error instanceof Error ? error.message : 'There was an error saving your settings.',
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(target));
  };
  return (
    <Card data-testid="contact-discovery-settings">
      <CardHeader>
        <CardTitle>Contact Discovery</CardTitle>
        <CardDescription>
          Discovery asks the organization&apos;s public pages, then your imports, then your connected people providers,
          and stops once the organization has this many contacts of Good fit or better.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="target-good-contacts">Target contacts per organization</Label>
            <Input
              id="target-good-contacts"
              type="number"
              min={1}
              max={MAX_TARGET_GOOD_CONTACTS}
              step={1}
              className="w-32"
              value={target}
              disabled={!canEdit}
              onChange={(e) => setTarget(e.target.value)}
            />
          </div>
          {canEdit && (
            <Button type="submit" disabled={save.isPending || !target}>
              Save
            </Button>
          )}
        </form>
        {!canEdit && <p className="mt-2 text-xs text-muted-foreground">Owners and admins can change the target.</p>}
      </CardContent>
    </Card>
  );
}
