/** A record in the CRM as the push reads it: its id and the values of the properties Scoutline maps. */
export type CrmObject = { id: string; properties: Record<string, string | null> };
export type CrmKind = 'company' | 'contact';
/** One write of a batch: its CRM id on success, or why it failed (in words). */
export type CrmWriteResult = { ok: true; id: string } | { ok: false; reason: string };
/** What a pull brings for a company or a contact. */
export type PulledRecord = {
  crmId: string;
  name: string | null;
  domain: string | null;
  email: string | null;
  ownerName: string | null;
  stage: string | null;
  openDeals: number;
  url: string | null;
};

/**
 * What the push and the pull need from a CRM. Batches hold at most `batchSize` records; every method makes as
 * few calls as the CRM's batch endpoints allow and reports each record's own result.
 */
export interface CrmAdapter {
  readonly label: string;
  readonly batchSize: number;
  /** The cheapest calls that prove the token works, and what they found ("HubSpot portal 123: 4,210 companies"). */
  testConnection(): Promise<{ message: string; accountId: string; accountLabel: string }>;
  /**
   * Existing records by their match key (companies: domain; contacts: e-mail), lower-cased. `names` (key → the
   * record's name) lets a CRM that cannot search by domain fall back to the name.
   */
  findByKey(
    kind: CrmKind,
    keys: string[],
    properties: string[],
    names?: Map<string, string>,
  ): Promise<Map<string, CrmObject>>;
  readByIds(kind: CrmKind, ids: string[], properties: string[]): Promise<Map<string, CrmObject>>;
  /**
   * `companyIds`: for contacts, the CRM id of each one's company when already known, so that a CRM linking a
   * person to its organization on the record itself (Pipedrive's org_id) does it in the same call.
   */
  create(
    kind: CrmKind,
    records: Record<string, string>[],
    companyIds?: (string | undefined)[],
  ): Promise<CrmWriteResult[]>;
  update(kind: CrmKind, records: { id: string; properties: Record<string, string> }[]): Promise<CrmWriteResult[]>;
  associate(pairs: { contactId: string; companyId: string }[]): Promise<void>;
  /** Provenance notes, each attached to a company or a contact. */
  addNotes(notes: { body: string; at: Date; companyId?: string; contactId?: string }[]): Promise<void>;
  /** Pages of companies or contacts changed since `since` (all of them when null), and the ids deleted since. */
  pull(kind: CrmKind, since: Date | null): AsyncIterable<PulledRecord[]>;
  deletedSince(kind: CrmKind, since: Date): Promise<string[]>;
  recordUrl(kind: CrmKind, id: string): string | null;
  /** HTTP calls made so far (counted by the retry wrapper). */
  calls(): number;
  /** The daily API allowance as the CRM last reported it, for CRMs that report one (Salesforce). */
  apiLimit?(): { used: number; limit: number } | null;
}
