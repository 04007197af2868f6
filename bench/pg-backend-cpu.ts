/**
 * CPU seconds spent by the PostgreSQL server processes of one database (a local server: read from
 * /proc/<pid>/stat), so that a benchmark on a loaded machine can report work done, not time spent waiting
 * for a core. Samples every 250 ms and keeps each backend's last reading, so a connection the pool closes
 * in the meantime still counts up to its last sample.
 */
import { readFileSync } from 'node:fs';
import type { Database } from '../src/server/db/client';

const TICKS_PER_SECOND = 100;

const cpuOf = (pid: number): number | null => {
  try {
    // utime and stime are fields 14 and 15; the command name (field 2) may hold spaces, so count after ')'.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};

/** Starts counting; stop() answers the server CPU seconds used since (null: the server is not local). */
export async function serverCpu(database: Database): Promise<{ stop: () => Promise<number | null> }> {
  const start = new Map<number, number>();
  const last = new Map<number, number>();
  const pids = async () =>
    (await database.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')).rows;
  const sample = async () => {
    for (const { pid } of await pids()) {
      const cpu = cpuOf(pid);
      if (cpu !== null) last.set(pid, cpu);
    }
  };
  for (const { pid } of await pids()) {
    const cpu = cpuOf(pid);
    if (cpu !== null) start.set(pid, cpu);
  }
  const local = start.size > 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => void (sampling = sampling.then(sample).catch(() => undefined)), 250);
  return {
    stop: async () => {
      clearInterval(timer);
      await sampling;
      await sample();
      if (!local) return null;
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - (start.get(pid) ?? 0);
      return total;
    },
  };
}
