import { z } from 'zod';
import { TABLE_KINDS, type TableKind } from './table-columns';
import { tableFilterSchema, tableSelectionSchema, tableSortSchema } from './table-query';
import { pitchSolutionName } from './pitches';

/** Named lists of organizations, accounts or contacts; shared with the team or kept private. */
export const LIST_VISIBILITIES = ['team', 'private'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];

/** The outreach list ("Add to Sequence") is the company's one list with this key. */
export const OUTREACH_LIST_KEY = 'outreach';
export const OUTREACH_LIST_NAME = 'Outreach List';

export const LIST_MSG = {
  nameRequired: 'Give the list a name',
  nameTooLong: 'A list name has at most 100 characters',
  notFound: 'List not found',
  kindMismatch: (listKind: TableKind, kind: TableKind) =>
    `This list holds ${listKind.replace('_', ' ')}; the selection is ${kind.replace('_', ' ')}`,
  outreachFixed: 'The Outreach List cannot be renamed, made private or deleted',
  notYours: 'Only the person who made this list, an admin or the owner can change it',
  searchNotFound: 'Saved search not found',
} as const;

const listName = z.string({ error: LIST_MSG.nameRequired }).trim().min(1, LIST_MSG.nameRequired).max(100, {
  message: LIST_MSG.nameTooLong,
});

export const createListBody = z.strictObject({
  name: listName,
  kind: z.enum(TABLE_KINDS),
  visibility: z.enum(LIST_VISIBILITIES).default('team'),
});
export const updateListBody = z
  .strictObject({ name: listName.optional(), visibility: z.enum(LIST_VISIBILITIES).optional() })
  .refine((b) => b.name !== undefined || b.visibility !== undefined, 'Give a new name or visibility');
export const listItemsBody = z.strictObject({ selection: tableSelectionSchema });

export type ListDto = {
  id: string;
  name: string;
  kind: TableKind;
  visibility: ListVisibility;
  systemKey: string | null;
  ownerId: string | null;
  ownerEmail: string | null;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
  /** The caller may rename, share or delete it. */
  canEdit: boolean;
};

/** What adding a selection to a list did: rows added, already there, and left out with the reason. */
export type AddToListResult = {
  added: number;
  alreadyListed: number;
  skipped: { id: string; name: string; reason: string }[];
};

/** A saved search: a table's filters, sort and visible columns under a name, re-run later. */
export const savedSearchBody = z.strictObject({
  name: listName,
  kind: z.enum(TABLE_KINDS),
  filter: tableFilterSchema,
  sort: tableSortSchema.optional(),
  columns: z.array(z.string().min(1).max(40)).max(40).optional(),
  visibility: z.enum(LIST_VISIBILITIES).default('team'),
});

export type SavedSearchDto = {
  id: string;
  name: string;
  kind: TableKind;
  filter: z.output<typeof tableFilterSchema>;
  sort: z.output<typeof tableSortSchema> | null;
  columns: string[] | null;
  visibility: ListVisibility;
  ownerId: string | null;
  /** The AI configuration the search was saved under (product and target market), when there was one. */
  configuration: { productName: string | null; targetMarket: string | null } | null;
  lastRunAt: string | null;
  createdAt: string;
  canEdit: boolean;
};

/** Table or cards, per table and user, kept on the server. */
export const TABLE_VIEWS = ['table', 'cards'] as const;
export type TableView = (typeof TABLE_VIEWS)[number];
export const TABLE_PREFERENCE_KEYS = [
  'targeting',
  'accounts',
  'contacts',
  'all-contacts',
  'all-organizations',
  'all-imported_accounts',
  'outreach',
  'list-organizations',
  'list-imported_accounts',
  'list-contacts',
] as const;
export type TablePreferenceKey = (typeof TABLE_PREFERENCE_KEYS)[number];
/**
 * The view a user sees until they choose: pages that had cards keep them (nothing a user had moves), the table one
 * click away and remembered; pages new with the tables open as tables.
 */
export const DEFAULT_TABLE_VIEW: Record<TablePreferenceKey, TableView> = {
  targeting: 'cards',
  accounts: 'cards',
  contacts: 'cards',
  'all-contacts': 'table',
  'all-organizations': 'table',
  'all-imported_accounts': 'table',
  outreach: 'cards',
  'list-organizations': 'table',
  'list-imported_accounts': 'table',
  'list-contacts': 'table',
};
export const tablePreferenceBody = z.strictObject({
  view: z.enum(TABLE_VIEWS).optional(),
  hiddenColumns: z.array(z.string().min(1).max(40)).max(40).optional(),
});
export type TablePreference = { view: TableView; hiddenColumns: string[] | null };

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportBody = z.strictObject({
  selection: tableSelectionSchema,
  format: z.enum(EXPORT_FORMATS),
  columns: z.array(z.string().min(1).max(40)).min(1).max(40).optional(),
  sort: tableSortSchema.optional(),
  /** Contacts: the solution whose pitch (the contact's draft, else the generated one) the export carries. */
  pitchSolution: pitchSolutionName.optional(),
});
