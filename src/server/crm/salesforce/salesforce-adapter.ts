import type { SalesforceCredentials } from '#domain/crm';
import type { CrmAdapter, CrmKind, CrmObject, CrmWriteResult, PulledRecord } from '../crm-adapter';
import { normalizeDomain } from '../crm-domain';
import { withCrmRetry } from '../crm-retry';
import { describeSalesforceError } from './salesforce-errors';
import { createSalesforceSession, type SalesforceTokenKeeper } from './salesforce-session';

/**
 * Salesforce through jsforce with a connected app's refresh token. Organizations are Accounts matched by Website
 * (its domain), people are Contacts matched by Email and linked by AccountId; provenance is a completed Task on the
 * record. Writes go through sObject Collections (200 records a call); pulls are SOQL on SystemModstamp, paged by
 * nextRecordsUrl, and deletes come from queryAll (IsDeleted). Every call goes through withCrmRetry.
 */
export type SalesforceOptions = {
  credentials: SalesforceCredentials;
  loginUrl: string;
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** Where the refresh token is kept, for the connected app's refresh token rotation. */
  keeper?: SalesforceTokenKeeper;
};

const OBJECT: Record<CrmKind, 'Account' | 'Contact'> = { company: 'Account', contact: 'Contact' };
/** The push names the match key "domain" / "email" for every CRM; Salesforce keeps them in Website / Email. */
const KEY_FIELD: Record<string, string> = { domain: 'Website', email: 'Email' };
const toField = (property: string) => KEY_FIELD[property] ?? property;
const BATCH = 200;
/** Domains per LIKE query and e-mails per IN query: keeps the SOQL well under the URI limit. */
const MATCH_CHUNK = 50;
const PULL_SOQL: Record<CrmKind, string> = {
  company:
    'SELECT Id, Name, Website, Type, Owner.Name, SystemModstamp, ' +
    '(SELECT Id FROM Opportunities WHERE IsClosed = false) FROM Account',
  contact: 'SELECT Id, Name, Email, Owner.Name, SystemModstamp FROM Contact',
};

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** SOQL datetimes are written without quotes and without milliseconds. */
const soqlDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
const text = (html: string) =>
  html
    .replace(/<\/(p|li)>|<br\s*\/?>/g, '\n')
    .replace(/<li>/g, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

type SaveResult = { id?: string; success: boolean; errors: { message: string; statusCode?: string }[] };

export function createSalesforceAdapter(options: SalesforceOptions): CrmAdapter {
  const session = createSalesforceSession(options.credentials, options.loginUrl, options.keeper);
  let calls = 0;
  const retry = {
    retries: 3,
    timeoutMs: options.timeoutMs,
    // A 429/503 without Retry-After: Salesforce documents no window; a short pause, then the backoff.
    rateWindowMs: 2_000,
    sleep: options.sleep,
    describe: (error: unknown) => describeSalesforceError(error, session.lastAnswer()),
  };
  const run = <T>(call: (conn: Awaited<ReturnType<typeof session.connection>>) => Promise<T>) =>
    withCrmRetry(
      'Salesforce',
      async () => {
        session.newCall();
        return call(await session.connection());
      },
      retry,
      (n) => (calls += n),
    );

  /** Salesforce's record, named by the push's properties (Website → domain as a bare domain). */
  const toObject = (r: Record<string, any>, properties: string[]): CrmObject => ({
    id: String(r.Id),
    properties: Object.fromEntries(
      properties.map((p) => {
        const value = r[toField(p)];
        const shown = value === null || value === undefined ? null : String(value);
        return [p, p === 'domain' ? normalizeDomain(shown) : shown];
      }),
    ),
  });
  const toFields = (properties: Record<string, string>) =>
    Object.fromEntries(Object.entries(properties).map(([p, v]) => [toField(p), v]));
  const fieldsOf = (properties: string[], key: string) => [...new Set(['Id', key, ...properties.map(toField)])];

  const queryAll = async function* (soql: string, scanAll = false) {
    let page: any = await run((conn) => Promise.resolve<any>(conn.query(soql, { scanAll })));
    for (;;) {
      yield (page.records ?? []) as Record<string, any>[];
      if (page.done || !page.nextRecordsUrl) return;
      const next = page.nextRecordsUrl as string;
      page = await run((conn) => Promise.resolve<any>(conn.queryMore(next)));
    }
  };

  const saved = (results: SaveResult[], expected: number): CrmWriteResult[] =>
    Array.from({ length: expected }, (_, i) => {
      const r = results[i];
      if (r?.success && r.id) return { ok: true as const, id: r.id };
      const reason = r?.errors?.map((e) => e.message).join('; ') || 'Salesforce did not return this record';
      return { ok: false as const, reason: `Salesforce said: ${reason}` };
    });

  const write = async (kind: CrmKind, records: Record<string, string>[], method: 'create' | 'update') => {
    const results: CrmWriteResult[] = [];
    for (const batch of chunks(records, BATCH)) {
      const answer = await run(
        (conn) => conn.sobject(OBJECT[kind])[method](batch as any, { allOrNone: false }) as Promise<any>,
      );
      results.push(...saved(answer as SaveResult[], batch.length));
    }
    return results;
  };

  const adapter: CrmAdapter = {
    label: 'Salesforce',
    batchSize: BATCH,
    calls: () => calls,
    apiLimit: () => session.apiUsage(),
    recordUrl: (kind, id) => {
      const instance = session.instanceUrl();
      return instance ? `${instance}/lightning/r/${OBJECT[kind]}/${id}/view` : null;
    },

    async testConnection() {
      const org = await run((conn) => Promise.resolve<any>(conn.query('SELECT Id, Name FROM Organization LIMIT 1')));
      const count = await run((conn) => Promise.resolve<any>(conn.query('SELECT COUNT() FROM Account')));
      const record = org.records?.[0] ?? {};
      const label = `Salesforce org ${record.Name ?? record.Id ?? 'unknown'}`;
      return {
        accountId: String(record.Id ?? ''),
        accountLabel: label,
        message: `${label}: ${Number(count.totalSize ?? 0).toLocaleString('en-US')} accounts`,
      };
    },

    async findByKey(kind, keys, properties) {
      const found = new Map<string, CrmObject>();
      const key = kind === 'company' ? 'domain' : 'email';
      const fields = fieldsOf(properties, toField(key)).join(', ');
      for (const part of chunks([...new Set(keys)], MATCH_CHUNK)) {
        const where =
          kind === 'company'
            ? part.map((d) => `Website LIKE ${quote(`%${d}%`)}`).join(' OR ')
            : `Email IN (${part.map(quote).join(', ')})`;
        const soql = `SELECT ${fields} FROM ${OBJECT[kind]} WHERE ${where} ORDER BY CreatedDate`;
        for await (const page of queryAll(soql)) {
          for (const r of page) {
            const object = toObject(r, [...properties, key]);
            const match = kind === 'company' ? object.properties.domain : object.properties.email?.toLowerCase();
            // The oldest record wins when Salesforce holds two with one domain or e-mail.
            if (match && part.includes(match) && !found.has(match)) found.set(match, object);
          }
        }
      }
      return found;
    },

    async readByIds(kind, ids, properties) {
      const found = new Map<string, CrmObject>();
      const fields = fieldsOf(properties, 'Id').filter((f) => f !== 'Id');
      for (const part of chunks(ids, BATCH)) {
        const answer = await run(
          (conn) => conn.sobject(OBJECT[kind]).retrieve(part, { fields: fields.length ? fields : ['Name'] }) as any,
        );
        for (const r of (answer ?? []) as (Record<string, any> | null)[])
          if (r?.Id) found.set(String(r.Id), toObject(r, properties));
      }
      return found;
    },

    create: (kind, records) => write(kind, records.map(toFields), 'create'),
    update: (kind, records) =>
      write(
        kind,
        records.map((r) => ({ Id: r.id, ...toFields(r.properties) })),
        'update',
      ),

    async associate(pairs) {
      const results = await write(
        'contact',
        pairs.map((p) => ({ Id: p.contactId, AccountId: p.companyId })),
        'update',
      );
      // A contact whose AccountId could not be set is still sent; the next push sets it again.
      void results;
    },

    async addNotes(notes) {
      const tasks = notes.map((n) => ({
        Subject: 'Scoutline: where this record came from',
        Description: text(n.body),
        Status: 'Completed',
        ActivityDate: n.at.toISOString().slice(0, 10),
        ...(n.companyId && { WhatId: n.companyId }),
        ...(n.contactId && { WhoId: n.contactId }),
      }));
      for (const batch of chunks(tasks, BATCH))
        await run((conn) => conn.sobject('Task').create(batch as any, { allOrNone: false }) as Promise<any>);
    },

    async *pull(kind, since) {
      const soql = `${PULL_SOQL[kind]}${since ? ` WHERE SystemModstamp > ${soqlDate(since)}` : ''} ORDER BY SystemModstamp`;
      for await (const page of queryAll(soql)) yield page.map((r) => toPulled(kind, r));
    },

    async deletedSince(kind, since) {
      const ids: string[] = [];
      const soql = `SELECT Id FROM ${OBJECT[kind]} WHERE IsDeleted = true AND SystemModstamp > ${soqlDate(since)}`;
      for await (const page of queryAll(soql, true)) ids.push(...page.map((r) => String(r.Id)));
      return ids;
    },
  };

  const toPulled = (kind: CrmKind, r: Record<string, any>): PulledRecord => ({
    crmId: String(r.Id),
    name: r.Name ?? null,
    domain: kind === 'company' ? normalizeDomain(r.Website) : null,
    email: kind === 'contact' ? (r.Email?.toLowerCase() ?? null) : null,
    ownerName: r.Owner?.Name ?? null,
    stage: kind === 'company' ? (r.Type ?? null) : null,
    openDeals: Number(r.Opportunities?.totalSize ?? 0) || 0,
    url: adapter.recordUrl(kind, String(r.Id)),
  });
  return adapter;
}
