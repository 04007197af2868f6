import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

/**
 * The contrib extensions the schema uses, loaded by every PGlite that opens the app's data folder: the search index
 * of imported accounts is keyed by company (btree_gin, migration 0034), so a PGlite without it could not even write
 * an imported account.
 */
export const PGLITE_EXTENSIONS = { btree_gin };
