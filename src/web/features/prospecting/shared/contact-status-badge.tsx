import { CheckCircle2, Clock, Loader2, XCircle, HelpCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { normalizeStatus, statusLabel } from './contact-status';

const STYLES: Record<string, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'text-muted-foreground', Icon: Clock },
  researching: { className: 'border-blue-600/30 bg-blue-600/10 text-blue-800 dark:text-blue-300', Icon: Loader2 },
  completed: {
    className: 'border-green-600/30 bg-green-600/10 text-green-800 dark:text-green-300',
    Icon: CheckCircle2,
  },
  failed: { className: 'border-red-600/30 bg-red-600/10 text-red-800 dark:text-red-300', Icon: XCircle },
};

export function ContactStatusBadge({ status }: { status: string | null | undefined }) {
  const s = normalizeStatus(status);
  const { className, Icon } = STYLES[s] ?? { className: 'text-muted-foreground', Icon: HelpCircle };
  return (
    <Badge variant="outline" className={className} data-testid="contact-status">
      <Icon className={cn(s === 'researching' && 'animate-spin')} aria-hidden="true" />
      {statusLabel(status)}
    </Badge>
  );
}
