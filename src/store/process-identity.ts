// Which process an import lock or a running import belongs to. A pid alone names a process only
// while it runs: the next one may get it again, and a container started afresh by each scheduled
// import gives its node process the same small pid every time. A lock left by an import killed
// with its container (out of memory) then named the live process of the next run, which waited
// for itself for ever. Where the system says when a process started (Linux: /proc/PID/stat, with
// the boot's id), that instant goes with the pid, and a live process that started at another
// instant is another process.
import { readFileSync } from 'node:fs';

function readText(path: string): string | null {
  try { return readFileSync(path, 'utf8'); } catch { return null; }
}

const bootId = readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** When process `pid` started, as `BOOT-ID:CLOCK-TICKS` (Linux); null where the system does not say, or it is gone. */
export function processStart(pid: number): string | null {
  if (bootId === null) return null;
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The fields after the command name (in parentheses, which may hold spaces and parentheses):
  // the 22nd field of the line, its start time, is the 20th of these.
  const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return ticks && /^\d+$/.test(ticks) ? `${bootId}:${ticks}` : null;
}

/** This process's start (null where the system does not say), read once. */
export const thisProcessStart: string | null = processStart(process.pid);

/**
 * Whether the process `pid` that started at `start` is alive (a store in WAL mode is only ever
 * written from one machine). Without a start, or where the system does not say, the pid decides.
 */
export function processAlive(pid: number, start: string | null = null): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false; // EPERM: alive, of another user
  }
  if (start === null) return true;
  const now = processStart(pid);
  return now === null || now === start;
}
