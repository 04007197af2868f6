import { z } from 'zod';

/** Sequences (issue 20): steps, states and the template fields shared by server and web. */

export const TEMPLATE_FIELDS = ['first_name', 'last_name', 'name', 'title', 'organization', 'pitch', 'reason'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

export const emailStepSchema = z.object({
  kind: z.literal('email'),
  subject: z.string().trim().min(1, 'Enter a subject').max(300),
  body: z.string().trim().min(1, 'Enter the message').max(20_000),
});
export const waitStepSchema = z.object({
  kind: z.literal('wait'),
  days: z.number().int().min(1, 'Wait at least one day').max(90, 'Wait at most 90 days'),
});
export const taskStepSchema = z.object({
  kind: z.literal('task'),
  task: z.enum(['call', 'linkedin'], 'A task is a call or a LinkedIn message'),
  note: z.string().trim().max(2000).default(''),
});
export const sequenceStepSchema = z.discriminatedUnion('kind', [emailStepSchema, waitStepSchema, taskStepSchema]);
export type SequenceStep = z.infer<typeof sequenceStepSchema>;

export const sequenceInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(200),
  solutionName: z.string().trim().max(200).nullable().default(null),
  steps: z
    .array(sequenceStepSchema)
    .min(1, 'Add at least one step')
    .max(30)
    .refine((steps) => steps[0]?.kind === 'email', 'The first step is an e-mail'),
});
export type SequenceInput = z.infer<typeof sequenceInputSchema>;

export const ENROLMENT_STATES = [
  'active',
  'paused',
  'finished',
  'replied',
  'bounced',
  'unsubscribed',
  'removed',
  'blocked',
] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];
export const ENROLMENT_STATE_LABELS: Record<EnrolmentState, string> = {
  active: 'Active',
  paused: 'Paused',
  finished: 'Finished',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  removed: 'Removed',
  blocked: 'Blocked',
};

const FIELD = /\{\{\s*([a-z_]+)\s*(?:\|([^}]*))?\}\}/g;

export type RenderResult = { ok: true; text: string } | { ok: false; missing: string[] };

/**
 * Fills {{field}} and {{field|fallback}}. A field with no value uses its fallback; with neither, the result
 * names what is missing (the send is blocked: never an empty "Hi ,"). Unknown fields count as missing.
 */
export function renderTemplate(template: string, values: Partial<Record<TemplateField, string | null>>): RenderResult {
  const missing = new Set<string>();
  const text = template.replace(FIELD, (_match, name: string, fallback: string | undefined) => {
    const value = (values as Record<string, string | null | undefined>)[name]?.trim();
    if (value) return value;
    if (fallback !== undefined && fallback.trim()) return fallback.trim();
    missing.add(name);
    return '';
  });
  return missing.size > 0 ? { ok: false, missing: [...missing] } : { ok: true, text };
}

export const missingFieldsMessage = (contactName: string, missing: string[]) =>
  `${contactName}: no value for ${missing.map((m) => `{{${m}}}`).join(', ')} and no fallback; add one ({{${missing[0]}|…}}) or fill the field.`;

/** Why a contact cannot be enrolled (the reasons the enrolment dialog shows, per contact). */
export const ENROL_REFUSALS = {
  doNotContact: 'On the do-not-contact list',
  invalid: 'E-mail status is invalid',
  noEmail: 'No e-mail address',
  alreadyActive: 'Already enrolled in an active sequence',
  role: 'Role address (shared mailbox): confirm to enrol',
  unconfirmed: 'E-mail status is risky or unknown: confirm to enrol',
  notYours: 'Members enrol only their own contacts',
} as const;

export const mailboxInputSchema = z.object({
  fromName: z.string().trim().min(1, 'Enter the name messages come from').max(200),
  fromAddress: z.string().trim().toLowerCase().email('Enter the address messages come from').max(320),
  smtpHost: z.string().trim().min(1, 'Enter the SMTP host').max(253),
  smtpPort: z.number().int().min(1).max(65535),
  smtpSecure: z.boolean(),
  /** Empty: the server takes mail without signing in (a relay on the sender's own network). */
  smtpUser: z.string().trim().max(320).default(''),
  /** Empty keeps the saved password. */
  smtpPassword: z.string().max(500).default(''),
  imapHost: z.string().trim().min(1, 'Enter the IMAP host').max(253),
  imapPort: z.number().int().min(1).max(65535),
  imapSecure: z.boolean(),
  imapUser: z.string().trim().min(1, 'Enter the IMAP user').max(320),
  imapPassword: z.string().max(500).default(''),
  dailyLimit: z.number().int().min(1).max(2000).default(50),
  windowDays: z.array(z.number().int().min(1).max(7)).min(1, 'Choose at least one day').max(7),
  windowStartHour: z.number().int().min(0).max(23),
  windowEndHour: z.number().int().min(1).max(24),
  timeZone: z
    .string()
    .max(100)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Choose a valid time zone'),
  signature: z.string().max(5000).default(''),
});
export type MailboxInput = z.infer<typeof mailboxInputSchema>;

/** The mailbox as the API returns it: never a password. */
export type MailboxDto = Omit<MailboxInput, 'smtpPassword' | 'imapPassword'> & {
  id: string;
  hasSmtpPassword: boolean;
  hasImapPassword: boolean;
  imapCheckedAt: string | null;
  imapError: string | null;
};
