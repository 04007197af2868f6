import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';

export type SuppressionEntry = {
  id: string;
  kind: 'email' | 'domain';
  value: string;
  reason: string;
  createdAt: string;
  addedBy: string | null;
};
/** Beside each page of entries: how many erasure records the list holds (kept as hashes, never shown). */
export type SuppressionExtra = { erasedCount: number };
export type ImportResult = { added: number; alreadyListed: number; problems: { line: number; error: string }[] };
export type ErasureReport = { contacts: number; importedContacts: number; outreachEntries: number; accessLogs: number };

export const SUPPRESSION_CSV_URL = '/api/suppression?format=csv';
const message = (error: unknown) => (error instanceof Error && error.message) || 'Please try again.';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The do-not-contact list (newest first, 50 a page, "Load more" for the next) and the changes owners and admins make. */
export function useSuppression(enabled: boolean) {
  const { currentCompany } = useAuth();
  const key = ['suppression', currentCompany?.id ?? null];
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: key });
  const list = useCursorList<'entries', SuppressionEntry, SuppressionExtra>({
    queryKey: key,
    path: '/suppression',
    itemsKey: 'entries',
    enabled: enabled && Boolean(currentCompany),
  });
  const add = useMutation({
    mutationFn: (value: string) => api<{ added: { kind: string; value: string } }>('/suppression', { body: { value } }),
    onSuccess: ({ added }) => {
      toast.success('Added to the do-not-contact list', {
        description: `${added.value} will never be contacted or stored by discovery.`,
      });
      void reload();
    },
    onError: (error) => toast.error('Could not add to the list', { description: message(error) }),
  });
  const importCsv = useMutation({
    mutationFn: (csv: string) => api<ImportResult>('/suppression/import', { body: { csv } }),
    onSuccess: (r) => {
      const skipped = r.problems.length
        ? `; ${plural(r.problems.length, 'line')} skipped (line ${r.problems[0]!.line}: ${r.problems[0]!.error})`
        : '';
      toast.success('List imported', {
        description: `${plural(r.added, 'entry', 'entries')} added, ${r.alreadyListed} already listed${skipped}`,
      });
      void reload();
    },
    onError: (error) => toast.error('Could not import the list', { description: message(error) }),
  });
  const remove = useMutation({
    mutationFn: (entry: SuppressionEntry) => api(`/suppression/${entry.id}`, { method: 'DELETE' }),
    onSuccess: (_, entry) => {
      toast.success('Removed from the do-not-contact list', { description: entry.value });
      void reload();
    },
    onError: (error) => toast.error('Could not remove the entry', { description: message(error) }),
  });
  const forget = useMutation({
    mutationFn: (email: string) => api<{ removed: ErasureReport }>('/privacy/forget', { body: { email } }),
    onSuccess: ({ removed }, email) => {
      const what = [
        plural(removed.contacts, 'contact'),
        plural(removed.importedContacts, 'imported row'),
        plural(removed.outreachEntries, 'outreach entry', 'outreach entries'),
      ].join(', ');
      toast.success('Person forgotten', {
        description: `${email}: ${what} removed; the address is on the do-not-contact list as a hash.`,
      });
      void reload();
      void client.invalidateQueries({ queryKey: ['security'] });
    },
    onError: (error) => toast.error('Could not forget this person', { description: message(error) }),
  });
  return { list, add, importCsv, remove, forget };
}
