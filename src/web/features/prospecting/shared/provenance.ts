import type { Provenance } from '#domain/workflow';

/** Where a fact came from, in words: the page's host, Directory, Imported list or AI. */
export function provenanceLabel(
  provenance: Provenance | null | undefined,
): { label: string; href: string | null } | null {
  if (!provenance) return null;
  switch (provenance.source) {
    case 'web': {
      if (!provenance.url) return { label: 'Web', href: null };
      try {
        const url = new URL(provenance.url);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return { label: 'Web', href: null };
        return { label: url.hostname.replace(/^www\./, ''), href: url.href };
      } catch {
        return { label: 'Web', href: null };
      }
    }
    case 'directory':
      return { label: 'Directory', href: null };
    case 'import':
      return { label: 'Imported list', href: null };
    case 'ai':
      return { label: 'AI', href: null };
    case 'provider':
      return { label: provenance.provider ?? 'Data provider', href: null };
    default:
      return null;
  }
}
