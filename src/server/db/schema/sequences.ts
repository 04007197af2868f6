import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SequenceStep } from '#domain/sequences';
import { users } from './auth';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';
import { discoveredContacts } from './workflow';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A user's own sending mailbox: SMTP to send, IMAP to read replies and bounces. Passwords are encrypted by
 * secrets/secret-box.ts (context: company, user and protocol) and never leave the server.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    smtpSecure: boolean('smtp_secure').notNull(),
    smtpUser: text('smtp_user').notNull(),
    smtpPassword: text('smtp_password').notNull(),
    imapHost: text('imap_host').notNull(),
    imapPort: integer('imap_port').notNull(),
    imapSecure: boolean('imap_secure').notNull(),
    imapUser: text('imap_user').notNull(),
    imapPassword: text('imap_password').notNull(),
    dailyLimit: integer('daily_limit').notNull().default(50),
    /** ISO weekdays (1 Monday … 7 Sunday) and hours [start, end) in time_zone when messages may go out. */
    windowDays: jsonb('window_days').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    windowStartHour: integer('window_start_hour').notNull().default(9),
    windowEndHour: integer('window_end_hour').notNull().default(17),
    timeZone: text('time_zone').notNull().default('UTC'),
    signature: text('signature').notNull().default(''),
    /** IMAP INBOX read so far: the UIDVALIDITY and the last UID seen. */
    imapUidValidity: text('imap_uid_validity'),
    imapLastUid: integer('imap_last_uid').notNull().default(0),
    imapCheckedAt: ts('imap_checked_at'),
    imapError: text('imap_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailboxes_company_user_idx').on(t.companyId, t.userId), tenantPolicy('mailboxes')],
);

/** A company's sequence: ordered steps (e-mail, wait, manual task) selling one solution. */
export const sequences = pgTable(
  'sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    solutionName: text('solution_name'),
    steps: jsonb('steps').$type<SequenceStep[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sequences_company_idx').on(t.companyId), tenantPolicy('sequences')],
);

/**
 * A contact in a sequence. state: active, paused, finished, replied, bounced, unsubscribed, removed or
 * blocked (a step could not be sent; state_note says why). One active or paused enrolment per contact.
 */
export const sequenceEnrolments = pgTable(
  'sequence_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => discoveredContacts.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('active'),
    stateNote: text('state_note'),
    stepIndex: integer('step_index').notNull().default(0),
    nextRunAt: ts('next_run_at'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sequence_enrolments_one_active_idx')
      .on(t.contactId)
      .where(sql`state in ('active', 'paused')`),
    uniqueIndex('sequence_enrolments_token_idx').on(t.unsubscribeToken),
    index('sequence_enrolments_due_idx').on(t.state, t.nextRunAt),
    index('sequence_enrolments_sequence_idx').on(t.sequenceId),
    tenantPolicy('sequence_enrolments'),
  ],
);

/**
 * One e-mail of one step to one contact, recorded (status sending, with its Message-ID) before it is handed to
 * SMTP: the unique (enrolment, step) makes a second send impossible, and a retry after a crash finds the record.
 * status: sending, sent, unconfirmed (a crash left it sending; never sent again) or failed.
 */
export const sequenceMessages = pgTable(
  'sequence_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => sequenceEnrolments.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    messageId: text('message_id').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('sending'),
    error: text('error'),
    claimedAt: ts('claimed_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('sequence_messages_step_idx').on(t.enrolmentId, t.stepIndex),
    uniqueIndex('sequence_messages_message_id_idx').on(t.messageId),
    index('sequence_messages_mailbox_idx').on(t.mailboxId, t.claimedAt),
    tenantPolicy('sequence_messages'),
  ],
);

/** A manual step (call or LinkedIn) waiting on the Tasks list of the user who enrolled the contact. */
export const sequenceTasks = pgTable(
  'sequence_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => sequenceEnrolments.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => discoveredContacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    dueAt: ts('due_at').notNull(),
    doneAt: ts('done_at'),
  },
  (t) => [
    uniqueIndex('sequence_tasks_step_idx').on(t.enrolmentId, t.stepIndex),
    index('sequence_tasks_user_idx').on(t.companyId, t.userId, t.doneAt),
    tenantPolicy('sequence_tasks'),
  ],
);
