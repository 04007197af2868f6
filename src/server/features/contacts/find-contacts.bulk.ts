import { registerBulkAction } from '../../jobs/bulk-actions';
import { prepareDiscovery } from './discover-organization';

/** A people source stopped by the company's monthly cap of provider calls: the bulk run stops there too. */
const CAP_WORDS = /monthly cap of \d+ provider calls/;

/**
 * Bulk "Find contacts" on organizations: Contact Discovery per row. The run is stored in the transaction that
 * records the row, so a row a dead worker left is simply run again (provider answers come from the cache).
 */
registerBulkAction({
  name: 'find-contacts',
  kinds: ['organizations'],
  charges: true,
  atomic: true,
  run: async ({ deps, companyId, userId, bulkJobId, rowId }) => {
    const run = await prepareDiscovery(deps, { companyId, userId, organizationId: rowId, jobId: bulkJobId });
    if (run.skipped) return { outcome: 'skipped', message: run.summary };
    const apply = async (tx: Parameters<typeof run.save>[0]) => void (await run.save(tx));
    const capped = CAP_WORDS.exec(run.summary) ? run.summary : undefined;
    if (run.newCount === 0) return { outcome: 'nothing', message: run.summary, apply, stopJob: capped };
    return {
      outcome: 'done',
      message: run.summary,
      produced: run.newCount,
      charge: run.charged,
      apply,
      stopJob: capped,
    };
  },
});
