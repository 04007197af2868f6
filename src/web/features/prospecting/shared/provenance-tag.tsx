import { Bot, Database, ExternalLink, FileSpreadsheet, Globe } from 'lucide-react';
import type { Provenance } from '#domain/workflow';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { provenanceLabel } from './provenance';

const ICONS = { web: Globe, directory: Database, import: FileSpreadsheet, ai: Bot, provider: Database } as const;

/** A small tag saying where a fact came from; a web source links to the page it was read from. */
export function ProvenanceTag({
  provenance,
  className,
}: {
  provenance: Provenance | null | undefined;
  className?: string;
}) {
  const info = provenanceLabel(provenance);
  if (!provenance || !info) return null;
  const Icon = ICONS[provenance.source] ?? Globe;
  const title = `Source: ${info.label}${provenance.fetchedAt ? ` (read ${formatDateTime(provenance.fetchedAt)})` : ''}`;
  const classes = cn(
    'inline-flex max-w-full items-center gap-1 rounded border bg-muted/50 px-1.5 py-0.5 text-[11px] leading-none text-muted-foreground',
    className,
  );
  if (info.href) {
    return (
      <a
        href={info.href}
        target="_blank"
        rel="noopener noreferrer"
        title={title}
        data-testid="provenance-tag"
        className={cn(classes, 'hover:text-foreground hover:underline')}
      >
        <Icon className="size-3 shrink-0" aria-hidden="true" />
        <span className="truncate">{info.label}</span>
        <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
      </a>
    );
  }
  return (
    <span title={title} data-testid="provenance-tag" className={classes}>
      <Icon className="size-3 shrink-0" aria-hidden="true" />
      <span className="truncate">{info.label}</span>
    </span>
  );
}
