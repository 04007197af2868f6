import type { CrmKind } from '../crm-adapter';
import { normalizeDomain } from '../crm-domain';

/**
 * Between Pipedrive's API v2 organizations and persons and the flat properties the push compares.
 *
 * Pages relied on (developers.pipedrive.com/docs/api/v1/Organizations and /Persons, the v2 operations "Add a new
 * organization", "Update a organization", "Add a new person", "Update a person", "Get all persons"; and
 * pipedrive.readme.io "Pipedrive API v2 migration guide"):
 * - an organization's body holds name, owner_id, visible_to, label_ids, address {value, locality, country, …} and
 *   custom_fields (40-character keys); Website, Industry, Number of employees and LinkedIn are organization
 *   fields of the account (found through OrganizationFields), written into custom_fields under their key.
 * - a person's body holds name, owner_id, org_id, emails / phones [{value, primary, label}], visible_to,
 *   label_ids, marketing_status, custom_fields, and job_title only where contact sync made it (else 403).
 *   first_name and last_name are read-only in v2: they come back from the name.
 * - v2 validates strictly (numbers are not coerced from strings): anything else is left out of the body.
 */
const CUSTOM_FIELD = /^[0-9a-f]{40}$/;
const ORG_FIELDS = new Set(['name', 'owner_id', 'visible_to']);
const PERSON_FIELDS = new Set(['name', 'owner_id', 'org_id', 'visible_to', 'marketing_status', 'job_title']);
const NUMBER_FIELDS = new Set(['owner_id', 'org_id', 'visible_to']);
const NUMBER_TYPES = new Set(['double', 'int', 'monetary']);

/** A mapped property that lives in an account field: its key and type (from OrganizationFields). */
export type AccountField = { key: string; type: string };
export type RecordContext = {
  /** Mapped property name → the account's field that holds it (e.g. domain → the Website field's key). */
  orgFields: Map<string, AccountField>;
  /** False once Pipedrive refused job_title (no contact sync on the account). */
  jobTitle: boolean;
};

/**
 * The organization fields a default mapping property stands for, by their key or their name in
 * OrganizationFields ("Website", "Industry", "Number of employees", "LinkedIn profile").
 */
export const ORG_FIELD_NAMES: Record<string, string[]> = {
  domain: ['website', 'web site', 'domain'],
  industry: ['industry'],
  employee_count: ['employee_count', 'number of employees', 'employees'],
  linkedin: ['linkedin', 'linkedin profile', 'linkedin url'],
};

const text = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && 'value' in (value as object)) return text((value as { value: unknown }).value);
  return typeof value === 'object' ? null : String(value);
};
const primary = (list: unknown) => {
  if (!Array.isArray(list)) return null;
  const entry = list.find((e) => e?.primary) ?? list[0];
  return text(typeof entry === 'string' ? entry : entry?.value);
};

/** A Pipedrive record as the flat properties Scoutline maps. */
export function flatten(kind: CrmKind, record: any, ctx: RecordContext): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(record ?? {}))
    if (value === null || typeof value !== 'object') out[name] = text(value);
  const custom = record?.custom_fields ?? {};
  for (const [name, value] of Object.entries(custom)) out[name] = text(value);
  if (kind === 'company') {
    for (const [property, field] of ctx.orgFields) out[property] = text(custom[field.key]);
    out.domain = normalizeDomain(out.domain);
    out.address_locality = text(record?.address?.locality);
    out.address_country = text(record?.address?.country);
  } else {
    out.email = primary(record?.emails)?.toLowerCase() ?? null;
    out.phone = primary(record?.phones);
  }
  return out;
}

const asNumber = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);

/**
 * Flat properties as the body of a create (POST) or an update (PATCH). `person` is the person as last read (its
 * first and last name), so that changing one of them sends the whole name. Returns the body and the properties
 * that have nowhere to go in this account (left out, said in docs/crm.md).
 */
export function toBody(
  kind: CrmKind,
  properties: Record<string, string>,
  ctx: RecordContext,
  person?: { first_name?: string | null; last_name?: string | null },
) {
  const body: Record<string, unknown> = {};
  const address: Record<string, string> = {};
  const custom: Record<string, unknown> = {};
  const left: string[] = [];
  for (const [name, value] of Object.entries(properties)) {
    const field = kind === 'company' ? ctx.orgFields.get(name) : undefined;
    if (CUSTOM_FIELD.test(name)) custom[name] = value;
    else if (field)
      custom[field.key] =
        name === 'domain' ? `https://${value}` : NUMBER_TYPES.has(field.type) ? asNumber(value) : value;
    else if (kind === 'company' && name.startsWith('address_')) address[name.slice('address_'.length)] = value;
    else if (kind === 'company' && ORG_FIELDS.has(name)) body[name] = NUMBER_FIELDS.has(name) ? asNumber(value) : value;
    else if (kind === 'contact' && name === 'email') body.emails = [{ value, primary: true, label: 'work' }];
    else if (kind === 'contact' && name === 'phone') body.phones = [{ value, primary: true, label: 'work' }];
    else if (kind === 'contact' && (name === 'first_name' || name === 'last_name')) continue;
    else if (kind === 'contact' && name === 'job_title' && !ctx.jobTitle) left.push(name);
    else if (kind === 'contact' && PERSON_FIELDS.has(name))
      body[name] = NUMBER_FIELDS.has(name) ? asNumber(value) : value;
    else left.push(name);
  }
  if (Object.keys(address).length > 0)
    body.address = { value: [address.locality, address.country].filter(Boolean).join(', '), ...address };
  if (Object.keys(custom).length > 0) body.custom_fields = custom;
  if (kind === 'contact') {
    const naming = 'first_name' in properties || 'last_name' in properties;
    const first = properties.first_name ?? person?.first_name ?? '';
    const last = properties.last_name ?? person?.last_name ?? '';
    const name = [first, last].filter(Boolean).join(' ');
    if (naming && name && !body.name) body.name = name;
    // A new person needs a name: the e-mail when Scoutline has no name to send.
    if (!person && !body.name) body.name = properties.email || 'Unknown';
  }
  return { body, left };
}

/** "2026-11-27 01:02:03": the UTC timestamp format of /v1/recents and /v1/notes. */
export const pipedriveTimestamp = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
