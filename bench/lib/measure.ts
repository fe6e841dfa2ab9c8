/** Measuring helpers: the CPU a process or PostgreSQL backends used, and quantiles. */
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU milliseconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of the PostgreSQL backends connected to `database`, by pid. */
export function backends(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmdline.startsWith('postgres: ') && cmdline.includes(database)) {
        found.set(Number(entry), cpuOf(Number(entry)));
      }
    } catch {
      // the process ended while being read
    }
  }
  return found;
}

/** PostgreSQL CPU spent on a database between two `backends()` readings. */
export function backendCpu(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The `q` quantile of ascending `sorted` (0 when empty). */
export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
