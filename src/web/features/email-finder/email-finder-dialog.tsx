import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AtSign } from 'lucide-react';
import { toast } from 'sonner';
import type { EmailFinderResult } from '#domain/email-finder';
import { EMAIL_STATUS_LABELS } from '#domain/people/email-status';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { findEmail, saveFoundEmail } from '../../lib/email-finder-api';

/**
 * Find an e-mail: a full name and an organization's domain → the work e-mail with its status, score and source (or
 * "not found", never a guess), each source asked listed; then Save as contact.
 */
export function EmailFinderDialog() {
  const [open, setOpen] = useState(false);
  const [fullName, setFullName] = useState('');
  const [domain, setDomain] = useState('');
  const [result, setResult] = useState<EmailFinderResult | null>(null);
  const [busy, setBusy] = useState<'find' | 'save' | null>(null);
  const client = useQueryClient();
  const fail = (title: string, error: unknown) =>
    toast.error(title, { description: error instanceof Error ? error.message : String(error) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('find');
    setResult(null);
    try {
      setResult(await findEmail({ fullName, domain }));
    } catch (error) {
      fail('The lookup failed', error);
    } finally {
      setBusy(null);
    }
  };
  const save = async () => {
    setBusy('save');
    try {
      const saved = await saveFoundEmail({ fullName, domain });
      toast.success(saved.created ? `Saved ${saved.result.fullName} as a contact` : 'Already one of your contacts');
      await client.invalidateQueries({ queryKey: ['table'] });
    } catch (error) {
      fail('Save as contact failed', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" className="h-8 gap-1.5" onClick={() => setOpen(true)}>
        <AtSign className="size-4" aria-hidden />
        Find an e-mail
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Find an e-mail</DialogTitle>
          <DialogDescription>
            A person’s work e-mail from their name and their organization’s domain. Nothing is guessed and nothing is
            charged.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-3" onSubmit={(e) => void submit(e)}>
          <div className="space-y-1">
            <Label htmlFor="finder-name">Full name</Label>
            <Input id="finder-name" value={fullName} onChange={(e) => setFullName(e.target.value)} required />
          </div>
          <div className="space-y-1">
            <Label htmlFor="finder-domain">Organization domain</Label>
            <Input
              id="finder-domain"
              value={domain}
              placeholder="example.com"
              onChange={(e) => setDomain(e.target.value)}
              required
            />
          </div>
          <Button type="submit" size="sm" disabled={busy !== null}>
            {busy === 'find' ? 'Looking…' : 'Find e-mail'}
          </Button>
        </form>
        {result && (
          <div className="space-y-2 text-sm" aria-live="polite" data-testid="email-finder-result">
            {result.email ? (
              <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">E-mail</dt>
                <dd className="font-medium break-all">{result.email}</dd>
                <dt className="text-muted-foreground">Status</dt>
                <dd>{result.status ? EMAIL_STATUS_LABELS[result.status] : 'Not available'}</dd>
                <dt className="text-muted-foreground">Score</dt>
                <dd>{result.score ?? 'Not available'}</dd>
                <dt className="text-muted-foreground">Source</dt>
                <dd>
                  {result.source?.url ? (
                    <a className="underline" href={result.source.url} target="_blank" rel="noreferrer">
                      {result.source.label}
                    </a>
                  ) : (
                    (result.source?.label ?? 'Not available')
                  )}
                </dd>
              </dl>
            ) : (
              <p>{result.message}</p>
            )}
            {result.steps.length > 0 && (
              <ul className="list-disc pl-5 text-muted-foreground">
                {result.steps.map((step) => (
                  <li key={step.source}>
                    {step.label}: {step.result}
                  </li>
                ))}
              </ul>
            )}
            {result.email && (
              <Button size="sm" disabled={busy !== null} onClick={() => void save()}>
                {busy === 'save' ? 'Saving…' : 'Save as contact'}
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
