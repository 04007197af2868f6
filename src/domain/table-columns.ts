/**
 * The tables (issue 19): what each kind of row is, its columns (id, label, whether the server sorts by it, whether
 * it shows by default) and the filters it takes. Shared by the server (queries, exports) and the web (the data table).
 */
export const TABLE_KINDS = ['organizations', 'imported_accounts', 'contacts'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export const TABLE_KIND_LABELS: Record<TableKind, { one: string; many: string }> = {
  organizations: { one: 'organization', many: 'organizations' },
  imported_accounts: { one: 'account', many: 'accounts' },
  contacts: { one: 'contact', many: 'contacts' },
};

export type TableColumn = {
  id: string;
  label: string;
  /** The server can sort by it (an index backs it). */
  sortable?: boolean;
  /** Shown until the user hides it. */
  defaultVisible?: boolean;
};

const ORGANIZATION_COLUMNS: TableColumn[] = [
  { id: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { id: 'fitScore', label: 'Fit score', sortable: true, defaultVisible: true },
  { id: 'fitCategory', label: 'Fit', defaultVisible: true },
  { id: 'industry', label: 'Industry', sortable: true, defaultVisible: true },
  { id: 'sizeRange', label: 'Size', defaultVisible: true },
  { id: 'employeeCount', label: 'Employees', sortable: true, defaultVisible: true },
  { id: 'location', label: 'Location', sortable: true, defaultVisible: true },
  { id: 'revenueRange', label: 'Revenue' },
  { id: 'website', label: 'Website', defaultVisible: true },
  { id: 'source', label: 'Source', defaultVisible: true },
  { id: 'contactCount', label: 'Contacts', defaultVisible: true },
  { id: 'competitor', label: 'Competitor' },
  { id: 'createdAt', label: 'Found', sortable: true },
];

const ACCOUNT_COLUMNS: TableColumn[] = [
  { id: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { id: 'domain', label: 'Domain', sortable: true, defaultVisible: true },
  { id: 'industry', label: 'Industry', sortable: true, defaultVisible: true },
  { id: 'sizeRange', label: 'Size', defaultVisible: true },
  { id: 'employeeCount', label: 'Employees', sortable: true, defaultVisible: true },
  { id: 'location', label: 'Location', sortable: true, defaultVisible: true },
  { id: 'revenueRange', label: 'Revenue' },
  { id: 'founded', label: 'Founded' },
  { id: 'source', label: 'Source', defaultVisible: true },
  { id: 'hasContacts', label: 'Contacts', defaultVisible: true },
  { id: 'createdAt', label: 'Imported', sortable: true },
];

const CONTACT_COLUMNS: TableColumn[] = [
  { id: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { id: 'title', label: 'Title', sortable: true, defaultVisible: true },
  { id: 'organization', label: 'Organization', defaultVisible: true },
  { id: 'department', label: 'Department', defaultVisible: true },
  { id: 'seniorityLevel', label: 'Seniority', defaultVisible: true },
  { id: 'fitScore', label: 'Fit score', sortable: true, defaultVisible: true },
  { id: 'email', label: 'E-mail', defaultVisible: true },
  { id: 'emailStatus', label: 'E-mail status', defaultVisible: true },
  { id: 'phone', label: 'Phone' },
  { id: 'location', label: 'Location' },
  { id: 'linkedinUrl', label: 'LinkedIn' },
  { id: 'source', label: 'Source', defaultVisible: true },
  { id: 'createdAt', label: 'Found', sortable: true },
];

/** A list's table adds when each row was put on the list. */
export const LIST_ADDED_COLUMN: TableColumn = { id: 'addedAt', label: 'Added', sortable: true, defaultVisible: true };

const COLUMNS: Record<TableKind, TableColumn[]> = {
  organizations: ORGANIZATION_COLUMNS,
  imported_accounts: ACCOUNT_COLUMNS,
  contacts: CONTACT_COLUMNS,
};

/** The columns of a kind's table (a list's table adds `addedAt`). */
export function tableColumns(kind: TableKind, options: { list?: boolean } = {}): TableColumn[] {
  return options.list ? [...COLUMNS[kind], LIST_ADDED_COLUMN] : COLUMNS[kind];
}

/** The filters each kind takes (the CRM state joins when the CRM feature fills it). */
export const TABLE_FILTERS = {
  organizations: [
    'q',
    'fit',
    'score',
    'industry',
    'size',
    'employees',
    'location',
    'source',
    'hasContacts',
    'list',
    'session',
    'crm',
  ],
  imported_accounts: ['q', 'industry', 'size', 'employees', 'location', 'source', 'hasContacts', 'list', 'crm'],
  contacts: [
    'q',
    'fit',
    'score',
    'emailStatus',
    'seniority',
    'department',
    'location',
    'source',
    'list',
    'organization',
    'crm',
  ],
} as const satisfies Record<TableKind, readonly string[]>;

/** The default order of each kind's table. */
export const DEFAULT_SORT: Record<TableKind, { by: string; dir: 'asc' | 'desc' }> = {
  organizations: { by: 'fitScore', dir: 'desc' },
  imported_accounts: { by: 'name', dir: 'asc' },
  contacts: { by: 'fitScore', dir: 'desc' },
};
