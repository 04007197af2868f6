import { useEffect, useState, type FormEvent } from 'react';
import type { MailboxInput } from '#domain/sequences';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../prospecting/shared/api-helpers';
import { PageHeader } from '../../prospecting/shared/page-header';
import {
  saveMailbox,
  sequenceKeys,
  testMailbox,
  useMailbox,
  useMemberMailboxes,
  type ConnectionTest,
} from '../api/sequences-api';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const EMPTY: MailboxInput = {
  fromName: '',
  fromAddress: '',
  smtpHost: '',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: '',
  smtpPassword: '',
  imapHost: '',
  imapPort: 993,
  imapSecure: true,
  imapUser: '',
  imapPassword: '',
  dailyLimit: 50,
  windowDays: [1, 2, 3, 4, 5],
  windowStartHour: 9,
  windowEndHour: 17,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  signature: '',
};

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Mailbox (/dashboard/mailbox): the user's own sending mailbox, SMTP and IMAP, with Test connection. */
export function MailboxPage() {
  const { currentRole } = useAuth();
  const mailbox = useMailbox();
  const members = useMemberMailboxes(currentRole === 'owner' || currentRole === 'admin');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<MailboxInput>(EMPTY);
  const [status, setStatus] = useState<string | null>(null);
  const [test, setTest] = useState<ConnectionTest | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const saved = mailbox.data?.mailbox;
    if (saved) setForm({ ...EMPTY, ...saved, smtpPassword: '', imapPassword: '' });
  }, [mailbox.data]);

  const set = <K extends keyof MailboxInput>(key: K, value: MailboxInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof MailboxInput, label: string, type = 'text') => (
    <Field id={`mailbox-${key}`} label={label}>
      <Input
        id={`mailbox-${key}`}
        type={type}
        value={String(form[key] ?? '')}
        onChange={(e) => set(key, (type === 'number' ? Number(e.target.value) : e.target.value) as never)}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
      />
    </Field>
  );
  /** Host, port, user, password and TLS of the SMTP or the IMAP server (the same five fields). */
  const serverFields = (server: 'smtp' | 'imap', name: 'SMTP' | 'IMAP', hasPassword: boolean | undefined) => (
    <>
      {text(`${server}Host`, `${name} host`)}
      {text(`${server}Port`, `${name} port`, 'number')}
      {text(`${server}User`, `${name} user`)}
      {text(
        `${server}Password`,
        hasPassword ? `${name} password (saved; leave empty to keep)` : `${name} password`,
        'password',
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form[`${server}Secure`]}
          onChange={(e) => set(`${server}Secure`, e.target.checked)}
        />
        {name} over TLS
      </label>
    </>
  );
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setStatus(null);
    try {
      await action();
    } catch (error) {
      setStatus(errorMessage(error) ?? 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await saveMailbox(form);
      setStatus('Mailbox saved.');
      await queryClient.invalidateQueries({ queryKey: sequenceKeys.mailbox });
    });
  };
  const saved = mailbox.data?.mailbox;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title="Mailbox"
        description="Sequences send from your own mailbox (SMTP) and read replies and bounces from it (IMAP)."
      />
      <form onSubmit={onSave} className="space-y-6" data-testid="mailbox-form">
        <Card>
          <CardHeader>
            <CardTitle>Sender</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {text('fromName', 'From name')}
            {text('fromAddress', 'From address', 'email')}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>SMTP (sending)</CardTitle>
            <CardDescription>Port 465 uses TLS from the start; 587 upgrades with STARTTLS.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {serverFields('smtp', 'SMTP', saved?.hasSmtpPassword)}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>IMAP (replies and bounces)</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {serverFields('imap', 'IMAP', saved?.hasImapPassword)}
            {saved?.imapError && <p className="text-sm text-destructive sm:col-span-2">{saved.imapError}</p>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Limits and signature</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {text('dailyLimit', 'Daily send limit', 'number')}
            {text('timeZone', 'Time zone')}
            {text('windowStartHour', 'Window starts (hour)', 'number')}
            {text('windowEndHour', 'Window ends (hour)', 'number')}
            <fieldset className="flex flex-wrap gap-3 text-sm sm:col-span-2">
              <legend className="mb-1 font-medium">Sending days</legend>
              {DAYS.map((day, i) => (
                <label key={day} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={form.windowDays.includes(i + 1)}
                    onChange={(e) =>
                      set(
                        'windowDays',
                        e.target.checked
                          ? [...form.windowDays, i + 1].sort()
                          : form.windowDays.filter((d) => d !== i + 1),
                      )
                    }
                  />
                  {day}
                </label>
              ))}
            </fieldset>
            <div className="sm:col-span-2">
              <Field id="mailbox-signature" label="Signature">
                <Textarea
                  id="mailbox-signature"
                  value={form.signature}
                  onChange={(e) => set('signature', e.target.value)}
                />
              </Field>
            </div>
          </CardContent>
        </Card>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            Save mailbox
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => void run(async () => setTest(await testMailbox(form)))}
          >
            Test connection
          </Button>
          {status && (
            <p className="text-sm" role="status">
              {status}
            </p>
          )}
        </div>
        {test && (
          <ul className="space-y-1 text-sm" data-testid="connection-test">
            <li className={test.smtp.ok ? 'text-green-700' : 'text-destructive'}>SMTP: {test.smtp.message}</li>
            <li className={test.imap.ok ? 'text-green-700' : 'text-destructive'}>IMAP: {test.imap.message}</li>
          </ul>
        )}
      </form>
      {members.data && (
        <Card>
          <CardHeader>
            <CardTitle>Members' mailboxes</CardTitle>
            <CardDescription>Who has connected a mailbox (settings and passwords stay private).</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {members.data.members.map((m) => (
                <li key={m.userId} className="flex justify-between py-2">
                  <span>
                    {m.name} <span className="text-muted-foreground">{m.email}</span>
                  </span>
                  <span>{m.connected ? 'Connected' : 'Not connected'}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
