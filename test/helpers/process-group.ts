// A command run in a process group of its own, so that what it started (a server, wrk, the node
// of a shell script) is ended with it. spawnSync's timeout, and child.kill(), signal the command
// alone: a bench or a shell stopped so leaves its server or import running on after the test,
// reparented away from the test, found only by its group.
import { spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { procStatFields } from '../../bench/load/server.ts';

/** The processes of group `pgid` still running (one ended and not yet reaped by its parent is not). */
export function runningInGroup(pgid: number): number[] {
  return readdirSync('/proc').filter((e) => /^\d+$/.test(e)).flatMap((pid) => {
    try {
      const [state, , group] = procStatFields(pid);
      return group === String(pgid) && state !== 'Z' ? [Number(pid)] : [];
    } catch {
      return []; // gone meanwhile
    }
  });
}

// Atomics.wait on it is a synchronous sleep: spawnSync callers stay synchronous.
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Kills what still runs of group `pgid` and waits (up to 5 s) until none of it runs. Gives the
 * processes that ran on before it was killed: those the group's command left behind.
 */
export function endGroup(pgid: number): number[] {
  const left = runningInGroup(pgid);
  if (left.length === 0) return left;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Ended meanwhile.
  }
  for (let i = 0; i < 50 && runningInGroup(pgid).length > 0; i++) Atomics.wait(pause, 0, 0, 100);
  return left;
}

export interface GroupRun extends SpawnSyncReturns<string> {
  /** What the command left running once it returned (ended since, with the whole group). */
  left: number[];
}

/**
 * spawnSync of `command` in a process group of its own (a session: detached), the group ended
 * once it returns, by its end or by `timeout`; `left` names what it left running. Detached, a
 * Ctrl-C of the test run does not reach it: it runs on to its own end.
 */
export function spawnSyncGroup(command: string, args: string[], options: SpawnSyncOptionsWithStringEncoding): GroupRun {
  // spawnSync starts its process as spawn does, `detached` taken alike; its declared options leave it out.
  const run = spawnSync(command, args, { ...options, detached: true } as SpawnSyncOptionsWithStringEncoding);
  return Object.assign(run, { left: run.pid ? endGroup(run.pid) : [] });
}
