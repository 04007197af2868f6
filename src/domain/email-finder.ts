import { z } from 'zod';
import type { EmailCheck } from './people/email-status';

/** The e-mail finder (issue 19 item 5): a full name and an organization's domain → the work e-mail, with its source. */
export const emailFinderBody = z.strictObject({
  fullName: z
    .string()
    .trim()
    .min(3, 'Give the person’s first and last name.')
    .max(120)
    .refine((v) => v.split(/\s+/).length >= 2, 'Give the person’s first and last name.'),
  domain: z.string().trim().min(3, 'Give the organization’s domain, e.g. example.com.').max(253),
});
export type EmailFinderBody = z.output<typeof emailFinderBody>;

/** One source asked, in order, and what it said. */
export type EmailFinderStep = { source: string; label: string; result: string };

export type EmailFinderResult = {
  fullName: string;
  domain: string;
  /** Null when no source had this person's address (never a guessed pattern). */
  email: string | null;
  status: EmailCheck['status'] | null;
  score: number | null;
  /** Where the address came from: the provider, or the page it is printed on. */
  source: { source: string; label: string; url?: string } | null;
  check: EmailCheck | null;
  steps: EmailFinderStep[];
  message: string;
};

export const EMAIL_FINDER_MSG = {
  badDomain: 'Give the organization’s domain, e.g. example.com.',
  suppressedDomain: 'This domain is on your do-not-contact list; nobody was looked up.',
  suppressedPerson: 'This person is on your do-not-contact list; their address is not shown.',
  notFound: 'No source has this person’s work e-mail. Nothing was guessed and nothing was charged.',
  noOrganization:
    'None of your organizations has this domain. Run Organization Targeting or import the account, then save the contact from its page.',
  nothingToSave: 'There is no found e-mail to save.',
} as const;
