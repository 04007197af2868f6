import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountMapping, ContactMapping, ImportKind } from '#domain/csv/account-mapping';
import type { ImportedAccountDto, ImportResult, PreviewResult } from '#domain/csv/import-schemas';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';

const accountsKey = (companyId: string | null) => ['imported-accounts', companyId] as const;

/** The CSV's headers, row count, first rows and suggested mapping (nothing is stored). */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (input: { csv: string; kind: ImportKind }) => api<PreviewResult>('/imports/preview', { body: input }),
  });
}

export type RunImportInput =
  | { kind: 'accounts'; csv: string; mapping: AccountMapping }
  | { kind: 'contacts'; csv: string; mapping: ContactMapping };

/** Imports the CSV with the confirmed mapping; refreshes the account list. */
export function useRunImport() {
  const queryClient = useQueryClient();
  const { currentCompany } = useAuth();
  return useMutation({
    mutationFn: ({ kind, csv, mapping }: RunImportInput) =>
      api<ImportResult>(`/imports/${kind}`, { body: { csv, mapping } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey(currentCompany?.id ?? null) }),
        queryClient.invalidateQueries({ queryKey: ['table'] }),
      ]),
  });
}

/** Refetches the imported accounts (after a streamed import, which does not go through useRunImport). */
export function useRefreshImportedAccounts() {
  const queryClient = useQueryClient();
  const { currentCompany } = useAuth();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountsKey(currentCompany?.id ?? null) }),
      queryClient.invalidateQueries({ queryKey: ['table'] }),
    ]);
}

/** The company's imported accounts (alphabetical), filtered by `q` on the server, 50 at a time. */
export function useImportedAccounts(q: string) {
  const { currentCompany } = useAuth();
  return useCursorList<'accounts', ImportedAccountDto>({
    queryKey: [...accountsKey(currentCompany?.id ?? null), q],
    path: q ? `/imports/accounts?q=${encodeURIComponent(q)}` : '/imports/accounts',
    itemsKey: 'accounts',
    enabled: Boolean(currentCompany),
    keepPrevious: true,
  });
}

/** Deletes one imported account, or all of them when `id` is null. */
export function useDeleteImportedAccounts() {
  const queryClient = useQueryClient();
  const { currentCompany } = useAuth();
  return useMutation({
    mutationFn: (id: string | null) =>
      api<{ deleted: number }>(id ? `/imports/accounts/${id}` : '/imports/accounts', { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey(currentCompany?.id ?? null) }),
        queryClient.invalidateQueries({ queryKey: ['table'] }),
      ]),
  });
}

/** Enrich an imported account: fills only its empty fields from the connected data providers. */
export function useEnrichImportedAccount() {
  const queryClient = useQueryClient();
  const { currentCompany } = useAuth();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ filled: string[]; message: string }>(`/imports/accounts/${id}/enrich`, { method: 'POST', body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKey(currentCompany?.id ?? null) }),
        queryClient.invalidateQueries({ queryKey: ['table'] }),
      ]),
  });
}
