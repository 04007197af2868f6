import { registerBulkAction } from '../../jobs/bulk-actions';
import { prepareResearch } from './research.job';

/**
 * Bulk Research on organizations. A research that read no page restates the record only: it is stored and
 * shown as nothing found, without a charge (as a single research is refunded).
 */
registerBulkAction({
  name: 'research',
  kinds: ['organizations'],
  charges: true,
  atomic: true,
  run: async ({ deps, companyId, userId, rowId }) => {
    const prepared = await prepareResearch({ deps, companyId, userId, organizationId: rowId });
    const apply = async (tx: Parameters<typeof prepared.insert>[0]) => void (await prepared.insert(tx));
    if (!prepared.read) return { outcome: 'nothing', message: prepared.sourceNote ?? undefined, apply };
    return { outcome: 'done', message: 'Research stored, read from the organization’s site.', apply };
  },
});
