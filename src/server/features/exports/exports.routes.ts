import { Hono } from 'hono';
import { exportBody } from '#domain/lists';
import { roleSatisfies } from '#domain/roles';
import { checkSelection, checkSortForKind } from '#domain/table-query';
import type { AppEnv } from '../../context';
import { assertNotImpersonating, requireCompany } from '../../auth/middleware';
import { AppError } from '../../errors';
import { parseJson } from '../../validate';
import { exportColumns } from './export-columns';
import { exportRows } from './export-rows';
import { csvStream, xlsxStream } from './export-writers';

const FILE_NAMES = { organizations: 'organizations', imported_accounts: 'accounts', contacts: 'contacts' } as const;

/**
 * Export (issue 19): CSV or XLSX of a table view or a selection, streamed. Viewers export what they read; contacts
 * outside a list need Contact Discovery's roles; refused while impersonating (support does not take data out).
 */
export const exportRoutes = new Hono<AppEnv>().post('/exports', requireCompany(), async (c) => {
  assertNotImpersonating(c);
  const { selection, format, columns, sort, pitchSolution } = await parseJson(c, exportBody);
  const problem = checkSelection(selection);
  const onList = 'filter' in selection && Boolean(selection.filter.list);
  const sortProblem = sort ? checkSortForKind(sort, selection.kind, { list: onList }) : null;
  if (problem || sortProblem) throw new AppError('INVALID_INPUT', (problem ?? sortProblem)!);
  if (
    selection.kind === 'contacts' &&
    !onList &&
    !roleSatisfies(c.get('role'), { roles: ['owner', 'admin', 'member'] })
  )
    throw new AppError(
      'FORBIDDEN',
      `You don't have permission to access this feature. Required roles: owner, admin, member`,
    );

  const viewer = { companyId: c.get('company').id, userId: c.get('user')!.id, role: c.get('role') };
  const ctx = { companyId: viewer.companyId, now: c.get('deps').clock.now(), viewer };
  const batches = exportRows(c.get('deps').database.db, { selection, sort, ctx, pitchSolution });
  // Read the first batch before answering, so a bad list or selection is a clear 4xx, not a broken download.
  const first = await batches.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* batches;
  }
  const cols = exportColumns(selection.kind, columns, { list: onList });
  const stamp = ctx.now.toISOString().slice(0, 10);
  const name = `${FILE_NAMES[selection.kind]}-${stamp}.${format}`;
  c.header('content-disposition', `attachment; filename="${name}"`);
  c.header('cache-control', 'no-store');
  if (format === 'csv') return c.body(csvStream(cols, all()), 200, { 'content-type': 'text/csv; charset=utf-8' });
  return c.body(xlsxStream(cols, all(), 'Export'), 200, {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
});
