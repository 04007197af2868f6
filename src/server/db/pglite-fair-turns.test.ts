import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTurns, startStatementsInTurns } from './pglite-fair-turns';

describe('createTurns', () => {
  it('lets callers start in arrival order, a few per turn of the event loop', async () => {
    const turn = createTurns();
    const started: number[] = [];
    const turns: number[] = [];
    let turnsSeen = 0;
    const tick = () => {
      turnsSeen++;
      if (turnsSeen < 10) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        turn().then(() => {
          started.push(i);
          turns.push(turnsSeen);
        }),
      ),
    );
    expect(started).toEqual([...Array(12).keys()]);
    // 12 callers, 4 a turn: three different turns.
    expect(new Set(turns).size).toBe(3);
  });
});

describe('a PGlite client whose statements start in turns', () => {
  let plain: PGlite;
  let fair: PGlite;
  beforeAll(async () => {
    [plain, fair] = [new PGlite(), new PGlite()];
    await Promise.all([plain.waitReady, fair.waitReady]);
    startStatementsInTurns(fair);
  });
  afterAll(async () => Promise.all([plain.close(), fair.close()]));

  /** How many of 200 statements sent at once finish before the event loop's next turn (a socket's chance). */
  async function finishedBeforeNextTurn(client: PGlite) {
    let finished = 0;
    let atTurn = -1;
    setImmediate(() => (atTurn = finished));
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => client.query('select $1::int as n', [i]).then(() => finished++)),
    );
    return atTurn === -1 ? finished : atTurn; // -1: the turn came only after the whole burst
  }

  it('serves the event loop between statements; a plain client runs the whole burst first', async () => {
    expect(await finishedBeforeNextTurn(plain)).toBe(200);
    expect(await finishedBeforeNextTurn(fair)).toBeLessThanOrEqual(8);
  });

  it('answers as before: query, exec and a transaction, in the order sent', async () => {
    await fair.exec('create table t (n int)');
    await Promise.all([1, 2, 3].map((n) => fair.query('insert into t values ($1)', [n])));
    const sum = await fair.transaction(
      async (tx) => (await tx.query<{ s: number }>('select sum(n)::int as s from t')).rows[0]!.s,
    );
    expect(sum).toBe(6);
    expect((await fair.query<{ n: number }>('select n from t order by n')).rows.map((r) => r.n)).toEqual([1, 2, 3]);
  });
});
