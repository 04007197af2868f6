import { AlertTriangle, CheckCircle2, HelpCircle, Inbox, XCircle } from 'lucide-react';
import { EMAIL_STATUS_LABELS, isEmailStatus, type EmailCheck } from '#domain/people/email-status';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const STYLES = {
  verified: { className: 'border-green-600/30 bg-green-600/10 text-green-800 dark:text-green-300', Icon: CheckCircle2 },
  'accept-all': { className: 'border-sky-600/30 bg-sky-600/10 text-sky-800 dark:text-sky-300', Icon: Inbox },
  risky: { className: 'border-amber-600/40 bg-amber-500/10 text-amber-800 dark:text-amber-300', Icon: AlertTriangle },
  invalid: { className: 'border-red-600/30 bg-red-600/10 text-red-800 dark:text-red-300', Icon: XCircle },
  unknown: { className: 'text-muted-foreground', Icon: HelpCircle },
} as const;

/** The e-mail's deliverability (Verified, Accept-all, Risky, Invalid, Unknown); the reason is its tooltip. */
export function EmailStatusBadge({
  status,
  check,
  className,
}: {
  status: string;
  check?: EmailCheck | null;
  className?: string;
}) {
  const key = isEmailStatus(status) ? status : 'unknown';
  const { className: style, Icon } = STYLES[key];
  const guessed = check?.origin === 'pattern';
  const score = check?.score != null ? ` (score ${check.score})` : '';
  const label = `${EMAIL_STATUS_LABELS[key]}${guessed ? ` · guessed${score}` : ''}`;
  return (
    <Badge
      variant="outline"
      className={cn('text-[11px]', style, className)}
      title={check?.reason}
      data-testid="email-status"
      data-status={key}
    >
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
