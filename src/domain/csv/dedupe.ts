import type { AccountDraft } from './normalize-account';
import type { ContactDraft } from './normalize-contact';

export type Stored<T> = T & { id: string };
/** What to write: new rows, changed existing rows, and how many incoming rows were merged. */
export type MergePlan<T> = { inserts: T[]; updates: Stored<T>[]; merged: number };

type MergeRules<T> = {
  /** Keys to look an item up by, strongest first. */
  keys: (item: T) => string[];
  /** Two items that share a key but must stay apart (same name, different domains). */
  conflicts: (a: T, b: T) => boolean;
  /** Fields an incoming duplicate may fill when the kept record has them empty. */
  fields: (keyof T)[];
};

type Target<T> = { item: T; stored: boolean; changed: boolean };

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Merges `incoming` into `existing` and into each other: fill empty fields, keep non-empty ones. */
export function planMerge<T extends object>(existing: Stored<T>[], incoming: T[], rules: MergeRules<T>): MergePlan<T> {
  const index = new Map<string, Target<T>[]>();
  const register = (target: Target<T>) => {
    for (const key of rules.keys(target.item)) {
      const list = index.get(key) ?? [];
      if (!list.includes(target)) index.set(key, [...list, target]);
    }
  };
  existing.forEach((item) => register({ item: { ...item }, stored: true, changed: false }));

  const fresh: Target<T>[] = [];
  const touched = new Set<Target<T>>();
  let merged = 0;
  for (const item of incoming) {
    const target = rules
      .keys(item)
      .map((key) => index.get(key)?.find((t) => !rules.conflicts(t.item, item)))
      .find((t) => t !== undefined);
    if (!target) {
      const created = { item: { ...item }, stored: false, changed: false };
      fresh.push(created);
      register(created);
      continue;
    }
    merged++;
    for (const field of rules.fields) {
      if (isEmpty(target.item[field]) && !isEmpty(item[field])) {
        target.item[field] = item[field];
        target.changed = true;
      }
    }
    if (target.stored && target.changed) touched.add(target);
    register(target);
  }
  return { inserts: fresh.map((t) => t.item), updates: [...touched].map((t) => t.item as Stored<T>), merged };
}

const ACCOUNT_FIELDS: (keyof AccountDraft)[] = [
  'domain',
  'industry',
  'subIndustry',
  'sizeRange',
  'employeeCount',
  'location',
  'revenueRange',
  'founded',
  'description',
];

/** Accounts merge on the same domain, else the same case-insensitive name (unless their domains differ). */
export function planAccountMerge(existing: Stored<AccountDraft>[], incoming: AccountDraft[]): MergePlan<AccountDraft> {
  return planMerge(existing, incoming, {
    keys: (a) => [...(a.domain ? [`d:${a.domain}`] : []), `n:${a.nameKey}`],
    conflicts: (a, b) => a.domain !== null && b.domain !== null && a.domain !== b.domain,
    fields: ACCOUNT_FIELDS,
  });
}

const CONTACT_FIELDS: (keyof ContactDraft)[] = [
  'title',
  'email',
  'phone',
  'mobilePhone',
  'linkedinUrl',
  'location',
  'organizationName',
  'organizationDomain',
];
const lower = (value: string | null) => (value ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/** People merge on the same e-mail, else the same name at the same organization (unless e-mails differ). */
export function planContactMerge(existing: Stored<ContactDraft>[], incoming: ContactDraft[]): MergePlan<ContactDraft> {
  return planMerge(existing, incoming, {
    keys: (c) => {
      const orgs = [c.organizationDomain, c.organizationName].filter((o) => o !== null).map(lower);
      return [
        ...(c.email ? [`e:${c.email.toLowerCase()}`] : []),
        ...(orgs.length > 0 ? orgs : ['']).map((org) => `n:${lower(c.name)}|${org}`),
      ];
    },
    conflicts: (a, b) => a.email !== null && b.email !== null && a.email.toLowerCase() !== b.email.toLowerCase(),
    fields: CONTACT_FIELDS,
  });
}
