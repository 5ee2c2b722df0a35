// One measured wrk run of a server, and the median of several (bench/run.ts's load rounds).
import type { WrkSummary } from './wrk.ts';

/**
 * A measured wrk run and the CPU the server (its workers too) spent during it, µs (null: /proc
 * unread); `cpuUsRuns`: where it is the median of several rounds, every round's CPU a request.
 */
export interface Measured { wrk: WrkSummary; serverCpuUs: number | null; cpuUsRuns?: number[] }

export const cpuPerRequest = ({ wrk, serverCpuUs }: Measured) => (serverCpuUs === null || wrk.requests === 0 ? null : serverCpuUs / wrk.requests);

/**
 * Of an endpoint's rounds, the run whose CPU a request is the median (the lower one of an even
 * count), with every round's beside it: one run's CPU a request moved by up to ×2 between runs on
 * one server of this shared machine (bench/README.md, 2026-12-01, late), the median of three by less.
 */
export function medianRun(runs: Measured[]): Measured {
  const cpu = runs.map(cpuPerRequest);
  if (runs.length === 1 || cpu.some((c) => c === null)) return runs[runs.length - 1]!;
  const order = runs.map((_, i) => i).sort((x, y) => cpu[x]! - cpu[y]!);
  return { ...runs[order[Math.floor((runs.length - 1) / 2)]!]!, cpuUsRuns: cpu as number[] };
}
