/**
 * The process's peak resident memory over one stretch of work: Linux keeps it as VmHWM in /proc/self/status and
 * resets it to the current RSS when "5" is written to /proc/self/clear_refs (proc(5)). getrusage's maxRSS, the
 * other peak, covers the whole life of the process and cannot be reset.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** Starts a new peak at the current RSS; false where the kernel offers no such reset (not Linux). */
export function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** The peak RSS in MB since resetPeakRss. */
export function peakRssSinceReset(): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}
