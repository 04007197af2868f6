import type { CrmKind } from '../crm-adapter';
import { normalizeDomain } from '../crm-domain';

/**
 * Between Pipedrive's API v2 organizations and persons ("Organizations" and "Persons" in the API reference) and
 * the flat properties the push compares: the domain lives in the organization's website, the city and country in
 * its address, a person's e-mail and phone in their primary emails/phones entry, and a 40-character key names a
 * custom field.
 */
const CUSTOM_FIELD = /^[0-9a-f]{40}$/;
const NUMBER_FIELDS = new Set(['employee_count', 'owner_id', 'org_id']);

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
const primary = (list: unknown) => {
  if (!Array.isArray(list)) return null;
  const entry = list.find((e) => e?.primary) ?? list[0];
  return text(entry?.value);
};

/** A Pipedrive record as the flat properties Scoutline maps (only what was asked for, and the keys). */
export function flatten(kind: CrmKind, record: any): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(record ?? {}))
    if (value === null || typeof value !== 'object') out[name] = text(value);
  for (const [name, value] of Object.entries(record?.custom_fields ?? {})) out[name] = text(value);
  if (kind === 'company') {
    out.domain = normalizeDomain(record?.website);
    out.address_locality = text(record?.address?.locality);
    out.address_country = text(record?.address?.country);
  } else {
    out.email = primary(record?.emails)?.toLowerCase() ?? null;
    out.phone = primary(record?.phones);
  }
  return out;
}

/** Flat properties as the body of a create (POST) or an update (PATCH). */
export function toBody(kind: CrmKind, properties: Record<string, string>, creating: boolean) {
  const body: Record<string, unknown> = {};
  const address: Record<string, string> = {};
  const custom: Record<string, string> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (CUSTOM_FIELD.test(name)) custom[name] = value;
    else if (kind === 'company' && name === 'domain') body.website = `https://${value}`;
    else if (kind === 'company' && name.startsWith('address_')) address[name.slice('address_'.length)] = value;
    else if (kind === 'contact' && name === 'email') body.emails = [{ value, primary: true, label: 'work' }];
    else if (kind === 'contact' && name === 'phone') body.phones = [{ value, primary: true, label: 'work' }];
    else body[name] = NUMBER_FIELDS.has(name) && /^\d+$/.test(value) ? Number(value) : value;
  }
  if (Object.keys(address).length > 0)
    body.address = { value: [address.locality, address.country].filter(Boolean).join(', '), ...address };
  if (Object.keys(custom).length > 0) body.custom_fields = custom;
  // A person needs a name: the first and last name sent, else the e-mail.
  if (kind === 'contact' && creating && !body.name)
    body.name =
      [properties.first_name, properties.last_name].filter(Boolean).join(' ') || properties.email || 'Unknown';
  return body;
}

/** "2026-11-27 01:02:03": the UTC timestamp format of /v1/recents and /v1/notes. */
export const pipedriveTimestamp = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
