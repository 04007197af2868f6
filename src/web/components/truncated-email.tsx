import { Copy } from 'lucide-react';
import { truncateEmail } from '#domain/contacts';
import { cn } from '../lib/cn';
import { toast } from '../lib/lazy-toast';

/**
 * An e-mail address cut at the spec's 25 characters on screen, whole on hover, for screen readers and in the
 * clipboard (the copy button beside it).
 */
export function TruncatedEmail({ email, className }: { email: string; className?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success('Copied!', { description: `${email} copied to clipboard.` });
    } catch {
      toast.error('Copy Failed', { description: 'Failed to copy to clipboard' });
    }
  };
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <span title={email} className={className} data-testid="truncated-email">
        <span aria-hidden="true">{truncateEmail(email)}</span>
        <span className="sr-only">{email}</span>
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={`Copy ${email}`}
        title="Copy e-mail address"
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted-foreground',
          'hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        )}
      >
        <Copy className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
