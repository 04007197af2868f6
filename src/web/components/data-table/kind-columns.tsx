import type { ReactNode } from 'react';
import { EMAIL_STATUS_LABELS, isEmailStatus } from '#domain/people/email-status';
import { tableColumns, type TableKind } from '#domain/table-columns';
import {
  sourceLabel,
  type AccountTableRow,
  type ContactTableRow,
  type OrganizationTableRow,
  type TableRow,
} from '#domain/table-rows';
import { ORG_FIT_LABELS, type OrgFitCategory } from '#domain/workflow';
import { CrmBadgeFor } from '../crm/crm-badge';
import { Badge } from '../ui/badge';
import { formatDate } from '../../lib/format';
import { cn } from '../../lib/cn';
import type { DataColumn } from './table-features';

const FIT_STYLES: Record<string, string> = {
  perfect: 'border-emerald-600/30 bg-emerald-600/15 text-emerald-800',
  great: 'border-green-600/30 bg-green-600/10 text-green-800',
  good: 'border-blue-600/30 bg-blue-600/10 text-blue-800',
  okay: 'border-amber-600/30 bg-amber-500/10 text-amber-800',
  poor: 'border-red-600/30 bg-red-600/10 text-red-800',
};
const STATUS_STYLES: Record<string, string> = {
  verified: 'border-green-600/30 bg-green-600/10 text-green-800',
  'accept-all': 'border-sky-600/30 bg-sky-600/10 text-sky-800',
  risky: 'border-amber-600/40 bg-amber-500/10 text-amber-800',
  invalid: 'border-red-600/30 bg-red-600/10 text-red-800',
};

const NA = <span className="text-muted-foreground">Not available</span>;
const text = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === ''
    ? NA
    : typeof value === 'number'
      ? value.toLocaleString('en-US')
      : value;

function fitBadge(category: string | null) {
  if (!category) return <span className="text-muted-foreground">Unscored</span>;
  const label =
    ORG_FIT_LABELS[category as OrgFitCategory] ?? `${category.charAt(0).toUpperCase()}${category.slice(1)} Fit`;
  return (
    <Badge variant="outline" className={FIT_STYLES[category]}>
      {label}
    </Badge>
  );
}

function statusBadge(status: string | null) {
  if (!status) return <span className="text-muted-foreground">No e-mail</span>;
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status] ?? 'text-muted-foreground')}>
      {isEmailStatus(status) ? EMAIL_STATUS_LABELS[status] : status}
    </Badge>
  );
}

type Cells<R> = Record<string, (row: R) => ReactNode>;

const ORGANIZATION: Cells<OrganizationTableRow> = {
  name: (r) => (
    <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 font-medium">
      {r.name}
      {r.competitor && <Badge variant="outline">Competitor</Badge>}
      <CrmBadgeFor website={r.website} />
    </span>
  ),
  fitScore: (r) => `${r.fitScore}%`,
  fitCategory: (r) => fitBadge(r.fitCategory),
  website: (r) =>
    r.website ? (
      <a className="text-primary underline-offset-2 hover:underline" href={r.website} target="_blank" rel="noreferrer">
        {r.website.replace(/^https?:\/\//, '')}
      </a>
    ) : (
      NA
    ),
  source: (r) => sourceLabel(r.source),
  contactCount: (r) => r.contactCount.toLocaleString('en-US'),
  competitor: (r) => (r.competitor ? 'Yes' : 'No'),
};
/** A value a provider filled (Enrich) says so beside it; the import's own values need no label (the row is imported). */
function sourced(r: AccountTableRow, field: string, value: string | number | null): ReactNode {
  const from = r.fieldSources?.[field];
  if (!from || value === null || value === '') return text(value);
  return (
    <span>
      {text(value)}
      <span className="ml-1 text-xs text-muted-foreground" data-testid="cell-source">
        · {sourceLabel(from)}
      </span>
    </span>
  );
}

const ACCOUNT: Cells<AccountTableRow> = {
  name: (r) => (
    <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 font-medium">
      {r.name}
      <CrmBadgeFor website={r.domain} />
    </span>
  ),
  industry: (r) => sourced(r, 'industry', r.industry),
  sizeRange: (r) => sourced(r, 'sizeRange', r.sizeRange),
  employeeCount: (r) => sourced(r, 'employeeCount', r.employeeCount),
  location: (r) => sourced(r, 'location', r.location),
  revenueRange: (r) => sourced(r, 'revenueRange', r.revenueRange),
  founded: (r) => sourced(r, 'founded', r.founded === null ? null : String(r.founded)),
  source: (r) => r.sources.map(sourceLabel).join(' · '),
  hasContacts: (r) => (r.hasContacts ? 'Yes' : 'None yet'),
};
const CONTACT: Cells<ContactTableRow> = {
  name: (r) => (
    <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 font-medium">
      {r.name}
      {r.doNotContact && (
        <Badge variant="outline" className="border-red-600/30 text-red-800">
          Do not contact
        </Badge>
      )}
      <CrmBadgeFor email={r.withheld ? null : r.email} />
    </span>
  ),
  fitScore: (r) => (r.fitScore === null ? <span className="text-muted-foreground">Unscored</span> : `${r.fitScore}%`),
  seniorityLevel: (r) =>
    text(r.seniorityLevel ? r.seniorityLevel.charAt(0).toUpperCase() + r.seniorityLevel.slice(1) : null),
  email: (r) =>
    r.withheld ? (
      <span className="text-muted-foreground" title="Today's contact views are used up">
        Withheld (daily limit)
      </span>
    ) : r.doNotContact ? (
      <span className="text-muted-foreground">Withheld</span>
    ) : (
      text(r.email)
    ),
  emailStatus: (r) => statusBadge(r.emailStatus),
  phone: (r) =>
    r.withheld || r.doNotContact ? (
      <span className="text-muted-foreground">Withheld</span>
    ) : (
      text(r.phone ?? r.mobilePhone)
    ),
  linkedinUrl: (r) =>
    r.linkedinUrl ? (
      <a
        className="text-primary underline-offset-2 hover:underline"
        href={r.linkedinUrl}
        target="_blank"
        rel="noreferrer"
      >
        Profile
      </a>
    ) : (
      NA
    ),
  source: (r) => sourceLabel(r.source),
};
const CELLS: Record<TableKind, Cells<any>> = {
  organizations: ORGANIZATION,
  imported_accounts: ACCOUNT,
  contacts: CONTACT,
};
const NUMERIC = new Set(['fitScore', 'employeeCount', 'contactCount', 'founded']);
const WIDTHS: Record<string, string> = {
  name: '15rem',
  email: '15rem',
  title: '12rem',
  organization: '12rem',
  fitScore: '6.5rem',
};

/** The data table's columns for a kind (a list's table adds when each row was added). */
export function kindColumns<R extends TableRow>(kind: TableKind, options: { list?: boolean } = {}): DataColumn<R>[] {
  return tableColumns(kind, options).map((column) => ({
    id: column.id,
    header: column.label,
    enableSorting: Boolean(column.sortable),
    meta: { numeric: NUMERIC.has(column.id), width: WIDTHS[column.id], label: column.label },
    accessorFn: (row: R) => (row as Record<string, unknown>)[column.id],
    cell: ({ row }: { row: { original: R } }) => {
      const custom = CELLS[kind][column.id];
      if (custom) return custom(row.original);
      const value = (row.original as Record<string, unknown>)[column.id];
      if (column.id === 'createdAt' || column.id === 'addedAt') return value ? formatDate(value as string) : NA;
      return text(value as string | number | null);
    },
  })) as DataColumn<R>[];
}

/** The ids of the columns hidden until the user shows them. */
export const defaultHiddenColumns = (kind: TableKind, options: { list?: boolean } = {}) =>
  tableColumns(kind, options)
    .filter((c) => !c.defaultVisible)
    .map((c) => c.id);
