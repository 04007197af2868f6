import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import type { UserDetail } from '../api/support-types';

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** The rows, and when the list was cut (the server sends the first 100), how many the user has in all. */
function Rows({
  children,
  label,
  shown,
  total,
}: {
  children: ReactNode;
  label: string;
  shown: number;
  total?: number;
}) {
  return (
    <div className="space-y-2">
      <ul className="divide-y rounded-lg border" aria-label={label}>
        {children}
      </ul>
      {total !== undefined && total > shown ? (
        <p className="text-xs text-muted-foreground">
          Showing {shown} of {total}.
        </p>
      ) : null}
    </div>
  );
}

export function ConfigsList({ configs, total }: { configs: UserDetail['configs']; total?: number }) {
  if (configs.length === 0) return <Empty>No AI configuration saved.</Empty>;
  return (
    <Rows label="AI configurations" shown={configs.length} total={total}>
      {configs.map((c) => (
        <li key={c.id} className="space-y-1 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{c.productName || 'Untitled'}</span>
            <Badge variant="outline">{c.status}</Badge>
            {c.current && (
              <Badge variant="secondary">
                {c.status === 'completed' ? 'Latest analysis' : 'Current configuration'}
              </Badge>
            )}
            <span className="text-xs text-muted-foreground">{formatDate(c.createdAt)}</span>
          </div>
          <p className="text-xs text-muted-foreground" data-testid="session-owner">
            {c.ownerEmail ? `Owner: ${c.ownerEmail}` : 'Owner unknown'}
            {c.companyName ? ` · ${c.companyName}` : ''}
          </p>
          {c.productUrl ? <p className="text-xs break-all text-muted-foreground">{c.productUrl}</p> : null}
          {c.targetMarket ? <p className="text-muted-foreground">Target market: {c.targetMarket}</p> : null}
          {c.productDescription ? <p className="line-clamp-3">{c.productDescription}</p> : null}
        </li>
      ))}
    </Rows>
  );
}

export function OrganizationsList({
  organizations,
  total,
}: {
  organizations: UserDetail['organizations'];
  total?: number;
}) {
  if (organizations.length === 0) return <Empty>No target organizations.</Empty>;
  return (
    <Rows label="Organizations" shown={organizations.length} total={total}>
      {organizations.map((o) => (
        <li key={o.id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{o.name}</p>
            <p className="text-xs text-muted-foreground">
              {[o.industry, o.sizeRange].filter(Boolean).join(' · ') || 'Not available'}
            </p>
          </div>
          <Badge variant="outline">
            {o.fitScore}% · {o.fitCategory}
          </Badge>
        </li>
      ))}
    </Rows>
  );
}

export function ContactsList({ contacts, total }: { contacts: UserDetail['contacts']; total?: number }) {
  if (contacts.length === 0) return <Empty>No discovered contacts.</Empty>;
  return (
    <Rows label="Contacts" shown={contacts.length} total={total}>
      {contacts.map((c) => (
        <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{c.name}</p>
            <p className="text-xs text-muted-foreground">
              {[c.title, c.department, c.location].filter(Boolean).join(' · ') || 'Not available'}
            </p>
            {c.email ? <p className="text-xs break-all text-muted-foreground">{c.email}</p> : null}
          </div>
          <div className="flex flex-wrap gap-1.5">
            {c.fitScore !== null ? <Badge variant="outline">{c.fitScore}%</Badge> : null}
            <Badge variant="secondary">{c.isVerified ? 'Verified' : 'Unverified'}</Badge>
            <Badge variant="outline">Expires {formatDate(c.dataExpiresAt)}</Badge>
          </div>
        </li>
      ))}
    </Rows>
  );
}

export function PitchesList({ pitches, total }: { pitches: UserDetail['pitches']; total?: number }) {
  if (pitches.length === 0) return <Empty>No generated pitches.</Empty>;
  return (
    <Rows label="Pitches" shown={pitches.length} total={total}>
      {pitches.map((p) => (
        <li key={p.id} className="space-y-1 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{p.solutionProduct}</span>
            {p.solutionPriority ? <Badge variant="outline">{p.solutionPriority}</Badge> : null}
            <span className="text-xs text-muted-foreground">{formatDate(p.createdAt)}</span>
          </div>
          <p className="line-clamp-3 text-muted-foreground">{p.pitchContent}</p>
        </li>
      ))}
    </Rows>
  );
}
