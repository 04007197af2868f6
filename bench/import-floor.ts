/**
 * The floor of a CSV import: a plain COPY of the file, as it is, into an unlogged table of text columns (what
 * `psql \copy` does), with no parsing in Node, no cleaning and no merge. PostgreSQL: COPY FROM STDIN fed from
 * the file on one connection. PGlite: COPY FROM '/dev/blob' (its documented way to COPY) a few MB of whole
 * lines at a time, so its memory holds one batch and not the file.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../src/server/db/client';

const PGLITE_BATCH_BYTES = 8 * 1024 * 1024;

/** Copies the CSV file (header line, then `columns` fields a line) into a fresh unlogged table; returns seconds. */
export async function copyFloor(database: Database, file: string, columns: number): Promise<number> {
  const table = `import_floor_${Date.now()}`;
  const fields = Array.from({ length: columns }, (_, i) => `c${i} text`).join(', ');
  await database.query(`create unlogged table ${table} (${fields})`);
  const started = performance.now();
  try {
    if (database.driver.kind === 'postgres') {
      const client = await database.driver.pool.connect();
      try {
        await pipeline(
          createReadStream(file, { highWaterMark: 256 * 1024 }),
          client.query(copyFrom(`copy ${table} from stdin (format csv, header true)`)),
        );
      } finally {
        client.release();
      }
    } else {
      const { client } = database.driver;
      let header = true;
      let rest = Buffer.alloc(0);
      const copy = async (bytes: Buffer) => {
        const blob = new Blob([new Uint8Array(bytes)]);
        await client.query(`copy ${table} from '/dev/blob' (format csv, header ${header})`, [], { blob });
        header = false;
      };
      for await (const piece of createReadStream(file, { highWaterMark: PGLITE_BATCH_BYTES })) {
        const bytes = Buffer.concat([rest, piece as Buffer]);
        const cut = bytes.lastIndexOf(10) + 1;
        rest = bytes.subarray(cut);
        if (cut > 0) await copy(bytes.subarray(0, cut));
      }
      if (rest.length > 0) await copy(rest);
    }
    return (performance.now() - started) / 1000;
  } finally {
    await database.query(`drop table if exists ${table}`);
  }
}
