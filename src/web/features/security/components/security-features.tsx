import {
  Building2,
  CalendarClock,
  Eye,
  FileClock,
  KeyRound,
  Lock,
  MailCheck,
  PhoneOff,
  type LucideIcon,
} from 'lucide-react';
import { CONTACT_RETENTION_DAYS, DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

type Feature = { title: string; description: string; Icon: LucideIcon };

/** What the server actually enforces; nothing here is decorative. */
const FEATURES: Feature[] = [
  {
    title: 'Company data isolation',
    description: 'Row-level security keeps every company’s contacts, research and logs to itself.',
    Icon: Building2,
  },
  {
    title: `Daily view limit (${DAILY_CONTACT_VIEW_LIMIT})`,
    description: `Each user can open at most ${DAILY_CONTACT_VIEW_LIMIT} new contacts per day.`,
    Icon: Eye,
  },
  {
    title: `Data retention (${CONTACT_RETENTION_DAYS} days)`,
    description: `Contact data expires ${CONTACT_RETENTION_DAYS} days after discovery and is no longer shown.`,
    Icon: CalendarClock,
  },
  {
    title: 'Contact access logging',
    description: 'Every contact view and e-mail or LinkedIn action is recorded with who and when.',
    Icon: FileClock,
  },
  {
    title: 'Sign-in protection',
    description: 'Repeated failed sign-ins slow down and then lock the account for a while; every attempt is audited.',
    Icon: KeyRound,
  },
  {
    title: 'Verified e-mail required',
    description: 'Accounts sign in only after confirming their work e-mail address.',
    Icon: MailCheck,
  },
  { title: 'Masked phone numbers', description: 'Phone numbers show only their last four digits.', Icon: PhoneOff },
  {
    title: 'Protected accounts',
    description: 'Accounts flagged as protected cannot be deleted or demoted.',
    Icon: Lock,
  },
];

export function SecurityFeatures() {
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="security-features">
      {FEATURES.map(({ title, description, Icon }) => (
        <Card key={title} className="flex-row items-start gap-3 p-4">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">{title}</p>
              <Badge className="bg-emerald-700 text-white dark:bg-emerald-500">Active</Badge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          </div>
        </Card>
      ))}
    </div>
  );
}
