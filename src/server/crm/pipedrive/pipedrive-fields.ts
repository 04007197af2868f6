import { CrmError } from '../crm-error';
import type { PipedriveHttp } from './pipedrive-http';
import { ORG_FIELD_NAMES, type AccountField } from './pipedrive-records';

/**
 * The account's organization fields: the label options ("Customer", "Hot lead"…) and where Website, Industry,
 * Number of employees and LinkedIn live. Read from GET /v1/organizationFields ("Get all organization fields":
 * key, name, field_type, options; start / limit paging), or from GET /api/v2/organizationFields (field_code,
 * field_name, field_type, options; cursor paging) where an account answers only the v2 one.
 */
export type OrganizationFields = { labels: Map<string, string>; fields: Map<string, AccountField> };
type Field = { key: string; name: string; type: string; options: { id: unknown; label: unknown }[] };

const PAGE = 500;

async function readV1(http: PipedriveHttp): Promise<Field[]> {
  const found: Field[] = [];
  let start: number | undefined = 0;
  while (start !== undefined) {
    const page = await http.get('/v1/organizationFields', { start, limit: PAGE });
    for (const f of page.data ?? [])
      found.push({
        key: String(f.key),
        name: String(f.name ?? ''),
        type: String(f.field_type ?? ''),
        options: f.options ?? [],
      });
    const pagination = page?.additional_data?.pagination;
    start = pagination?.more_items_in_collection ? Number(pagination.next_start) : undefined;
  }
  return found;
}

async function readV2(http: PipedriveHttp): Promise<Field[]> {
  const found: Field[] = [];
  let cursor: string | undefined;
  do {
    const page = await http.get('/api/v2/organizationFields', { limit: PAGE, cursor });
    for (const f of page.data ?? [])
      found.push({
        key: String(f.field_code),
        name: String(f.field_name ?? ''),
        type: String(f.field_type ?? ''),
        options: f.options ?? [],
      });
    cursor = page.additional_data?.next_cursor ?? undefined;
  } while (cursor);
  return found;
}

const missing = (error: unknown) => error instanceof CrmError && (error.status === 404 || error.status === 410);

export async function readOrganizationFields(http: PipedriveHttp): Promise<OrganizationFields> {
  let list: Field[] = [];
  try {
    list = await readV1(http);
  } catch (error) {
    if (!missing(error)) throw error;
    try {
      list = await readV2(http);
    } catch (second) {
      if (!missing(second)) throw second;
    }
  }
  const labels = new Map<string, string>();
  for (const field of list)
    if (field.key === 'label_ids' || field.key === 'label')
      for (const o of field.options) labels.set(String(o.id), String(o.label));
  // Only fields written under custom_fields (a 40-character key) can take a value in API v2.
  const fields = new Map<string, AccountField>();
  for (const [property, names] of Object.entries(ORG_FIELD_NAMES)) {
    const field = list.find((f) => /^[0-9a-f]{40}$/.test(f.key) && names.includes(f.name.trim().toLowerCase()));
    if (field) fields.set(property, { key: field.key, type: field.type });
  }
  return { labels, fields };
}
