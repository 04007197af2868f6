import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each statement inside this process, one at a time behind a mutex that starts the next waiter in a
 * microtask. Under a burst (requests always waiting) statement followed statement without the event loop getting a
 * turn, and Node (libuv 1.45+) accepts one connection per turn: with 200 connections at once the listen queue held
 * ~170 for seconds, ~6 were accepted a second, and the clients timed out (decision 023). Here a statement starts
 * only in a turn of its own, in arrival order (a setImmediate each), so every turn also polls the sockets: accepts
 * new connections and reads requests between statements. Nothing is held: a statement started inside a transaction's
 * callback simply takes the next turn.
 */
const STARTS_PER_TURN = 4;

export function createTurns() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    for (const next of waiting.splice(0, STARTS_PER_TURN)) next();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(release);
  };
  /** Resolves in a later turn of the event loop, one caller per turn, first come first served. */
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
}

/** Every query, exec and transaction of `client` starts in a turn of its own (see createTurns). */
export function startStatementsInTurns(client: PGlite) {
  const turn = createTurns();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args) => {
    await turn();
    return exec(...args);
  };
  client.transaction = async (...args) => {
    await turn();
    return transaction(...args);
  };
}
