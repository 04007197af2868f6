/** Rejects with `message` when the promise has not settled within `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs fn and reports how long it took, in milliseconds rounded to 0.1. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; durationMs: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, durationMs: elapsedSince(started) };
}

export const elapsedSince = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** A failure's message, short enough to show in a table cell. */
export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
