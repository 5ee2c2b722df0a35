// The targets checked against one run's figures. Each check says what was measured,
// what was asked, and by how much it holds or misses.
import type { BenchResults } from './results.ts';

export interface TargetCheck {
  target: string;
  measured: string;
  ok: boolean;
  /** How far from the target, in the target's own unit ("-3.2 ms", "+0.04"); empty when ok. */
  miss: string;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;

/** The load targets: a share of R0 and a p99, each on the single process. */
export const LOAD_TARGETS = [
  { name: 'details', minRatio: 0.5, maxP99: 10 },
  { name: 'personCheck', minRatio: 0.4, maxP99: 10 },
  { name: 'search', minRatio: 0.25, maxP99: 30 },
  { name: 'autofill', minRatio: 0.25, maxP99: 30 },
] as const;

export interface RequestBudget {
  name: string;
  minRatio: number;
  /** What the target allows a request on the server's one core: 1,000,000 ÷ (ratio × R0 req/s). */
  targetUs: number;
  /** The same for the endpoint's floor (the stack answering a constant body). */
  floorUs: number;
  /** targetUs − floorUs: what the target leaves for reading the data (negative: nothing). */
  budgetUs: number;
  measuredUs: number;
  /** measuredUs − floorUs. */
  dataUs: number;
}

/**
 * The load targets read as time per request. One server process answers on one core, so
 * 1,000,000 ÷ req/s is what a request costs it; a target's share of R0 is then a time, the
 * floor's time is spent before any data is read, and what is left is the data's budget.
 */
export function requestBudgets(r: BenchResults): RequestBudget[] {
  if (r.load.skipped !== null || !(r.load.r0.rps > 0)) return [];
  const us = (rps: number) => 1e6 / rps;
  return LOAD_TARGETS.flatMap(({ name, minRatio }) => {
    const endpoint = r.load.endpoints.find((e) => e.name === name);
    const floor = r.load.floors.find((e) => e.name === name);
    if (!endpoint || !floor) return [];
    const targetUs = us(minRatio * r.load.r0.rps);
    const floorUs = us(floor.rps);
    const measuredUs = us(endpoint.rps);
    return [{ name, minRatio, targetUs, floorUs, budgetUs: targetUs - floorUs, measuredUs, dataUs: measuredUs - floorUs }];
  });
}

export function checkTargets(r: BenchResults): TargetCheck[] {
  const out: TargetCheck[] = [];
  if (r.load.skipped === null) {
    for (const { name, minRatio, maxP99 } of LOAD_TARGETS) {
      const f = r.load.endpoints.find((e) => e.name === name);
      if (!f) continue;
      out.push({ target: `${name}: ≥ ${pct(minRatio)} of R0`, measured: pct(f.ratio), ok: f.ratio >= minRatio, miss: f.ratio >= minRatio ? '' : `${((f.ratio - minRatio) * 100).toFixed(0)} points` });
      out.push({ target: `${name}: p99 ≤ ${maxP99} ms`, measured: ms(f.p99), ok: f.p99 <= maxP99, miss: f.p99 <= maxP99 ? '' : `+${(f.p99 - maxP99).toFixed(1)} ms` });
    }
    if (r.load.serverRssBytes !== null) {
      const mb = r.load.serverRssBytes / 2 ** 20;
      out.push({ target: 'server RSS after the load runs ≤ 300 MB', measured: `${mb.toFixed(0)} MB`, ok: mb <= 300, miss: mb <= 300 ? '' : `+${(mb - 300).toFixed(0)} MB` });
    }
    out.push({ target: 'first answer ≤ 1 s after start', measured: ms(r.load.firstAnswerMs), ok: r.load.firstAnswerMs <= 1000, miss: r.load.firstAnswerMs <= 1000 ? '' : `+${(r.load.firstAnswerMs - 1000).toFixed(0)} ms` });
  }
  const ours = r.engines.find((e) => e.engine === 'ours');
  if (!ours) return out;
  for (const c of ours.classes) {
    out.push({ target: `in-process ${c.cls}: p99 ≤ 20 ms`, measured: ms(c.p99), ok: c.p99 <= 20, miss: c.p99 <= 20 ? '' : `+${(c.p99 - 20).toFixed(1)} ms` });
    if (c.top1 !== null) {
      const want = c.cls === 'typo' ? 0.8 : 0.95;
      out.push({ target: `${c.cls}: top-1 ≥ ${want}`, measured: c.top1.toFixed(3), ok: c.top1 >= want, miss: c.top1 >= want ? '' : (c.top1 - want).toFixed(3) });
    }
  }
  const peers = r.engines.filter((e) => e.engine !== 'ours');
  const fullPeers = peers.filter((p) => p.sampled === null);
  if (fullPeers.length > 0) {
    const best = Math.max(...fullPeers.map((p) => p.overall.top1));
    out.push({ target: 'top-1 (all judged queries) ≥ best peer', measured: `${ours.overall.top1.toFixed(3)} vs ${best.toFixed(3)}`, ok: ours.overall.top1 >= best, miss: ours.overall.top1 >= best ? '' : (ours.overall.top1 - best).toFixed(3) });
  }
  for (const p of peers) {
    out.push({ target: `p99 (all judged queries) < ${p.engine}`, measured: `${ms(ours.overall.p99)} vs ${ms(p.overall.p99)}`, ok: ours.overall.p99 < p.overall.p99, miss: ours.overall.p99 < p.overall.p99 ? '' : `+${(ours.overall.p99 - p.overall.p99).toFixed(1)} ms` });
  }
  for (const p of fullPeers) {
    if (!p.memory || !ours.memory) continue;
    const theirs = Math.max(p.memory.heapBytes, p.memory.rssBytes);
    const mine = ours.memory.rssBytes;
    out.push({ target: `memory: a fraction of ${p.engine}`, measured: `${(mine / 2 ** 20).toFixed(0)} MB vs ${(theirs / 2 ** 20).toFixed(0)} MB`, ok: mine < theirs / 2, miss: mine < theirs / 2 ? '' : `${(mine / theirs).toFixed(2)}× theirs` });
  }
  return out;
}
