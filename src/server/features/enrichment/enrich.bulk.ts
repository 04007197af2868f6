import { registerBulkAction } from '../../jobs/bulk-actions';
import { prepareEnrich } from './enrich-organization';

const enrichAction = (name: string, kind: 'organizations' | 'imported_accounts') =>
  registerBulkAction({
    name,
    kinds: [kind],
    charges: true,
    atomic: true,
    run: async ({ deps, companyId, rowId }) => {
      const result = await prepareEnrich(deps, companyId, {
        kind: kind === 'organizations' ? 'organization' : 'account',
        id: rowId,
      });
      if (result.filled.length === 0 || !result.write) return { outcome: 'nothing', message: result.message };
      return { outcome: 'done', message: result.message, produced: result.filled.length, apply: result.write };
    },
  });

/** Bulk Enrich: fills organizations' or imported accounts' empty fields from the connected providers. */
enrichAction('enrich', 'organizations');
enrichAction('enrich-accounts', 'imported_accounts');
