import type { CrmKind } from '../crm-adapter';

/** How HubSpot names and pages what the adapter reads and writes (hubspot-adapter.ts). */
export const OBJECT: Record<CrmKind, 'companies' | 'contacts'> = { company: 'companies', contact: 'contacts' };
export const KEY: Record<CrmKind, string> = { company: 'domain', contact: 'email' };
/** HubSpot-defined association type ids ("Associations v4" reference): note→company, note→contact. */
export const NOTE_TO_COMPANY = 190;
export const NOTE_TO_CONTACT = 202;
export const PULL_PROPERTIES: Record<CrmKind, string[]> = {
  company: ['name', 'domain', 'hubspot_owner_id', 'lifecyclestage', 'hs_num_open_deals'],
  contact: ['email', 'firstname', 'lastname', 'hubspot_owner_id', 'lifecyclestage'],
};
/**
 * The last-modified property an incremental pull filters and sorts on: contacts keep the older name
 * `lastmodifieddate`, companies (like every other object) `hs_lastmodifieddate` (their default properties).
 */
export const MODIFIED: Record<CrmKind, string> = { company: 'hs_lastmodifieddate', contact: 'lastmodifieddate' };
export const PAGE = 100;
/** Search answers at most 10,000 results per query: a longer incremental pull restarts from the last date seen. */
export const SEARCH_CAP = 10_000;

// The client types these as enums; the API takes the documented strings.
export const op = (operator: string) => operator as never;
