import { desc, eq } from 'drizzle-orm';
import { isReachableEmail } from '#domain/people/email-status';
import type { Tx } from '../../db/client';
import { outreachList } from '../../db/schema/accounts-import';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { doNotContactFlags } from './contact-views';

/**
 * The company's outreach list, newest first, without anyone on the do-not-contact list. An invalid address is
 * not given as a way to reach the person (email null); its status says why.
 */
export async function listOutreach(tx: Tx, { companyId }: { companyId: string }) {
  const rows = await tx
    .select({
      id: outreachList.id,
      addedAt: outreachList.addedAt,
      contactId: discoveredContacts.id,
      organizationId: discoveredContacts.organizationId,
      name: discoveredContacts.name,
      title: discoveredContacts.title,
      email: discoveredContacts.email,
      emailStatus: discoveredContacts.emailStatus,
      phone: discoveredContacts.phone,
      linkedinUrl: discoveredContacts.linkedinUrl,
      organization: targetOrganizations.name,
    })
    .from(outreachList)
    .innerJoin(discoveredContacts, eq(discoveredContacts.id, outreachList.contactId))
    .innerJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
    .where(eq(outreachList.companyId, companyId))
    .orderBy(desc(outreachList.addedAt));
  const flags = await doNotContactFlags(tx, { companyId, rows });
  return rows
    .filter((_, i) => !flags[i])
    .map(({ organizationId: _org, ...r }) => ({
      ...r,
      email: isReachableEmail(r.email, r.emailStatus) ? r.email : null,
      emailStatus: r.email ? r.emailStatus : null,
    }));
}

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  // Quote always; neutralise spreadsheet formulas.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export const OUTREACH_CSV_HEADER = [
  'Name',
  'Title',
  'Organization',
  'Email',
  'Email status',
  'Phone',
  'LinkedIn',
  'Added',
];

/** The outreach list as CSV, one row per entry, with each e-mail's status. */
export function outreachCsv(entries: Awaited<ReturnType<typeof listOutreach>>) {
  const lines = entries.map((r) =>
    [r.name, r.title, r.organization, r.email, r.emailStatus, r.phone, r.linkedinUrl, r.addedAt.toISOString()]
      .map(csvCell)
      .join(','),
  );
  return [OUTREACH_CSV_HEADER.join(','), ...lines].join('\r\n');
}
