import { CheckCircle2, Clock, Mail, XCircle } from 'lucide-react';
import { StatTile } from './stat-tile';

export type Counts = { total: number; accepted: number; pending: number; expired: number };

/** Total Sent, Accepted, Pending and Expired. */
export function InvitationCounters({ counts }: { counts: Counts }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Total Sent" value={counts.total} icon={<Mail />} testId="count-total" />
      <StatTile label="Accepted" value={counts.accepted} icon={<CheckCircle2 />} testId="count-accepted" />
      <StatTile label="Pending" value={counts.pending} icon={<Clock />} testId="count-pending" />
      <StatTile label="Expired" value={counts.expired} icon={<XCircle />} testId="count-expired" />
    </div>
  );
}
