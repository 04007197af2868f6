import { withTenant } from '../../../db/tenant';
import { listImportedPeopleFor } from '../../imports/imports.queries';
import type { PeopleStep } from './people-step';

/** The people the company imported who work at the organization (same domain, e-mail domain or name). */
export const importsStep: PeopleStep = {
  id: 'import',
  label: 'Imports',
  async run(ctx) {
    const imported = await withTenant(ctx.deps.database.db, ctx.companyId, (tx) =>
      listImportedPeopleFor(tx, { companyId: ctx.companyId, organizationName: ctx.org.name, domain: ctx.domain }),
    );
    if (imported.length === 0) return { candidates: [] };
    const listed = imported.map((p, i) => ({ ...p, key: String(i) }));
    const candidates = await ctx.score(listed, (p) => ({
      source: 'import',
      label: 'Import',
      at: (imported[Number(p.key)]?.importedAt ?? ctx.now).toISOString(),
    }));
    return { candidates };
  },
};
