import type { BulkRowOutcome } from '#domain/bulk-jobs';
import type { TableKind } from '#domain/table-columns';
import type { z } from 'zod';
import type { CompanyRole } from '#domain/roles';
import type { Deps } from '../context';
import type { Tx } from '../db/client';

/** What one row of a bulk action came to. */
export type BulkRowResult = {
  outcome: BulkRowOutcome;
  /** Why (skipped, failed, nothing found) or what (done): shown in the results table. */
  message?: string;
  /** What the row produced (people found, fields filled); summed into the progress line. Default 1 when done. */
  produced?: number;
  /** Whether the row costs a credit. Default: only a done row does; nothing found, skipped and failed never do. */
  charge?: boolean;
  /**
   * The row's writes, run in the transaction that records its outcome and charge: either all of them commit or
   * none, so a try cut short (a killed worker) leaves nothing and the row is simply run again.
   */
  apply?: (tx: Tx) => Promise<void>;
  /** Stop the whole job after this row with this message (a provider's monthly cap, its quota). */
  stopJob?: string;
};

export type BulkRowContext = {
  deps: Deps;
  companyId: string;
  userId: string;
  bulkJobId: string;
  rowId: string;
  /** The job's settings, as the action's `params` schema parsed them when it started. */
  params: Record<string, unknown> | null;
  signal?: AbortSignal;
};

export type BulkAction = {
  /** The name the API takes ("find-contacts"). */
  name: string;
  /** The table kinds it works on. */
  kinds: readonly TableKind[];
  /** Whether its rows may cost credits (a credit is reserved when a row starts and kept only if it produced). */
  charges: boolean;
  /**
   * True when `run` writes nothing itself (every write is in `apply`): a row a dead worker left half-way is run
   * again. False: such a row is closed as failed ("interrupted"), uncharged, and never run a second time.
   */
  atomic: boolean;
  /** The company roles that may start it (viewers never may). */
  minRole?: 'member' | 'admin';
  /** The settings the action takes (refused with 422 when they do not fit; none allowed without a schema). */
  params?: z.ZodType<Record<string, unknown>>;
  /** Checks the settings against the company before the job starts (the sequence exists, a mailbox is connected). */
  check?: (deps: Deps, caller: { companyId: string; userId: string; role: CompanyRole }, params: any) => Promise<void>;
  run: (ctx: BulkRowContext) => Promise<BulkRowResult>;
};

const actions = new Map<string, BulkAction>();

/** Registers a bulk action (each feature registers its own, through src/server/register-jobs.ts). */
export function registerBulkAction(action: BulkAction) {
  actions.set(action.name, action);
}

export const bulkAction = (name: string) => actions.get(name);
export const bulkActionNames = () => [...actions.keys()];
