import type { SoqlRecord } from './fake-soql';

/** The fake Salesforce org's record types, replies and the API's constants (fake-salesforce.ts serves them). */
export type SalesforceObject = 'Account' | 'Contact' | 'Task';
export type FakeSalesforceReply = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};
export type FakeSalesforce = {
  url: string;
  records: Record<SalesforceObject, Map<string, SoqlRecord>>;
  requests: { method: string; path: string; body: any }[];
  /** Token requests made (each refresh of a session). */
  tokenRequests: () => number;
  /** The next authorize answers as if the user clicked Deny (error=access_denied). */
  denyNext: () => void;
  /** Refresh tokens that work now (with rotation on, a refresh spends the old one). */
  liveRefreshTokens: () => string[];
  rotateRefreshTokens: (on: boolean) => void;
  queue: (...replies: FakeSalesforceReply[]) => void;
  /** Adds a record as a CRM user would; `openDeals` open opportunities hang off an account. */
  add: (type: SalesforceObject, fields: SoqlRecord, extra?: { openDeals?: number; at?: Date }) => string;
  edit: (type: SalesforceObject, id: string, fields: SoqlRecord) => void;
  remove: (type: SalesforceObject, id: string) => void;
  find: (type: SalesforceObject, field: string, value: string) => SoqlRecord | undefined;
  apiUsage: () => { used: number; max: number };
  close: () => Promise<void>;
};

export const VERSION_PATH = /^\/services\/data\/v(\d+\.\d)/;
export const PREFIX: Record<SalesforceObject, string> = { Account: '001', Contact: '003', Task: '00T' };
export const WRITABLE: Record<SalesforceObject, Set<string>> = {
  Account: new Set(['Name', 'Website', 'Industry', 'NumberOfEmployees', 'BillingCity', 'BillingCountry', 'Type']),
  Contact: new Set(['FirstName', 'LastName', 'Title', 'Email', 'Phone', 'AccountId']),
  Task: new Set(['Subject', 'Description', 'WhatId', 'WhoId', 'Status', 'ActivityDate', 'Priority']),
};
export const REQUIRED: Record<SalesforceObject, string> = { Account: 'Name', Contact: 'LastName', Task: 'Subject' };
export const apiError = (status: number, errorCode: string, message: string): FakeSalesforceReply => ({
  status,
  body: [{ message, errorCode, fields: [] }],
});
/** Salesforce writes datetimes as 2026-01-01T00:00:00.000+0000. */
export const stamp = (ms: number) => new Date(ms).toISOString().replace('Z', '+0000');

/** The attributes every record of an answer carries. */
export const attributes = (type: string, id: unknown) => ({
  type,
  url: `/services/data/v59.0/sobjects/${type}/${String(id)}`,
});

/**
 * A record as a query answers it: the fields asked for, Owner.Name (from `owners`) as a parent object, the
 * subquery.
 */
export const shape = (
  owners: Record<string, string>,
  type: string,
  r: SoqlRecord,
  fields: string[],
  child: { relationship: string } | null,
) => {
  const out: SoqlRecord = { attributes: attributes(type, r.Id) };
  for (const field of fields) {
    if (field === 'Owner.Name') {
      const name = owners[String(r.OwnerId)];
      out.Owner = name ? { attributes: attributes('User', r.OwnerId), Name: name } : null;
    } else out[field] = r[field] ?? null;
  }
  if (child) {
    const n = Number(r.openDeals ?? 0);
    out[child.relationship] = n
      ? {
          totalSize: n,
          done: true,
          records: Array.from({ length: n }, (_, k) => ({ attributes: attributes('Opportunity', k), Id: `006${k}` })),
        }
      : null;
  }
  return out;
};
