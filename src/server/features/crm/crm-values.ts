import type { CrmFieldMapping, OrganizationField, ContactField } from '#domain/crm';
import type { OrgFieldSources } from '#domain/org-sources';
import type { FieldSources } from '#domain/people/field-sources';
import { normalizeDomain } from '../../crm/crm-domain';

export type PushOrganization = {
  id: string;
  name: string;
  website: string | null;
  industry: string | null;
  employeeCount: number | null;
  location: string | null;
  linkedinUrl: string | null;
  fitScore: number;
  fitCategory: string;
  aiReasoning: string | null;
  fieldSources: OrgFieldSources | null;
  createdAt: Date;
};
export type PushContact = {
  id: string;
  organizationId: string;
  name: string;
  title: string | null;
  email: string | null;
  emailStatus: string;
  phone: string | null;
  linkedinUrl: string | null;
  fitScore: number | null;
  fitCategory: string | null;
  aiReasoning: string | null;
  fieldSources: FieldSources;
  createdAt: Date;
};

/** "Berlin, Germany" → city Berlin, country Germany; one part is taken as the country. */
function splitLocation(location: string | null) {
  const parts = (location ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { city: null, country: null };
  if (parts.length === 1) return { city: null, country: parts[0]! };
  return { city: parts[0]!, country: parts.at(-1)! };
}

export const organizationDomain = (org: Pick<PushOrganization, 'website'>) => normalizeDomain(org.website);

/** The fields Scoutline filled for an organization, named by the CRM's properties (empty ones left out). */
export function organizationValues(org: PushOrganization, mapping: CrmFieldMapping): Record<string, string> {
  const { city, country } = splitLocation(org.location);
  const ours: Record<OrganizationField, string | null> = {
    name: org.name,
    domain: organizationDomain(org),
    industry: org.industry,
    employees: org.employeeCount === null ? null : String(org.employeeCount),
    city,
    country,
    linkedin: org.linkedinUrl,
  };
  return pick(ours, { ...mapping.organization, domain: 'domain' });
}

/** The fields Scoutline filled for a person, named by the CRM's properties (empty ones left out). */
export function contactValues(contact: PushContact, mapping: CrmFieldMapping): Record<string, string> {
  const [first, ...rest] = contact.name.trim().split(/\s+/);
  const ours: Record<ContactField, string | null> = {
    firstName: first ?? null,
    lastName: rest.join(' ') || null,
    title: contact.title,
    email: contact.email?.trim().toLowerCase() ?? null,
    emailStatus: contact.emailStatus === 'unknown' ? null : contact.emailStatus,
    phone: contact.phone,
  };
  return pick(ours, { ...mapping.contact, email: 'email' });
}

function pick<F extends string>(ours: Record<F, string | null>, mapping: Partial<Record<F, string>>) {
  const values: Record<string, string> = {};
  for (const [field, property] of Object.entries(mapping) as [F, string | undefined][]) {
    const value = ours[field];
    if (property && value !== null && value !== undefined && String(value).trim() !== '')
      values[property] = String(value).trim();
  }
  return values;
}

/**
 * What to write over the CRM's current record: a property is written when the CRM has no value and Scoutline
 * never sent one, or still holds the value Scoutline last sent (nobody edited it there); a value a CRM user typed,
 * or cleared, is kept.
 */
export function valuesToWrite(
  ours: Record<string, string>,
  current: Record<string, string | null> | null,
  lastSent: Record<string, string>,
) {
  const write: Record<string, string> = {};
  const kept: string[] = [];
  const sent: Record<string, string> = { ...lastSent };
  for (const [property, value] of Object.entries(ours)) {
    const theirs = current?.[property] ?? null;
    if (theirs === null || theirs === '') {
      // Empty after Scoutline sent a value: a CRM user cleared it, and that is an edit too.
      if (lastSent[property] !== undefined) kept.push(property);
      else {
        write[property] = value;
        sent[property] = value;
      }
    } else if (sameValue(theirs, value)) sent[property] = value;
    else if (lastSent[property] !== undefined && sameValue(theirs, lastSent[property]!)) {
      write[property] = value;
      sent[property] = value;
    } else kept.push(property);
  }
  return { write, kept, sent };
}

const sameValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const day = (iso: string) => iso.slice(0, 10);

/** The provenance note: fit score, the reasons, and every field's source with its date. */
export function provenanceNote(
  record: { fitScore: number | null; fitCategory: string | null; aiReasoning: string | null; createdAt: Date },
  sources: Record<string, { label: string; url?: string; recordId?: string; at: string } | undefined>,
) {
  const lines = [
    `<p><strong>From Scoutline</strong> (found ${day(record.createdAt.toISOString())})</p>`,
    record.fitScore !== null
      ? `<p>Fit score: ${record.fitScore}${record.fitCategory ? ` (${escape(record.fitCategory)})` : ''}</p>`
      : '',
    record.aiReasoning ? `<p>Why: ${escape(record.aiReasoning)}</p>` : '',
  ];
  const listed = Object.entries(sources).filter((e): e is [string, NonNullable<(typeof e)[1]>] => Boolean(e[1]));
  if (listed.length > 0) {
    lines.push('<p>Sources:</p><ul>');
    for (const [field, s] of listed) {
      const where = s.url
        ? `${escape(s.label)} (${escape(s.url)})`
        : s.recordId
          ? `${escape(s.label)} record ${escape(s.recordId)}`
          : escape(s.label);
      lines.push(`<li>${escape(field)}: ${where}, ${day(s.at)}</li>`);
    }
    lines.push('</ul>');
  } else lines.push('<p>Sources: Not available</p>');
  return lines.filter(Boolean).join('');
}
