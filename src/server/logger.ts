const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export type Logger = Record<Exclude<LogLevel, 'silent'>, (message: string, data?: Record<string, unknown>) => void> & {
  /** A line for a person to copy (a link, a token): printed alone, not as JSON, at every level up to warn. */
  plain: (text: string) => void;
};

/** One JSON line per event on stdout/stderr. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, data?: Record<string, unknown>) => {
    if (LEVELS[at] < LEVELS[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...data });
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  const plain = (text: string) => {
    if (LEVELS.warn < LEVELS[level]) return;
    process.stderr.write(`${text}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), plain };
}
