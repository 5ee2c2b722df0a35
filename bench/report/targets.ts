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

export function checkTargets(r: BenchResults): TargetCheck[] {
  const out: TargetCheck[] = [];
  const load = (name: string, minRatio: number, maxP99: number) => {
    const f = r.load.endpoints.find((e) => e.name === name);
    if (!f) return;
    out.push({ target: `${name}: ≥ ${pct(minRatio)} of R0`, measured: pct(f.ratio), ok: f.ratio >= minRatio, miss: f.ratio >= minRatio ? '' : `${((f.ratio - minRatio) * 100).toFixed(0)} points` });
    out.push({ target: `${name}: p99 ≤ ${maxP99} ms`, measured: ms(f.p99), ok: f.p99 <= maxP99, miss: f.p99 <= maxP99 ? '' : `+${(f.p99 - maxP99).toFixed(1)} ms` });
  };
  if (r.load.skipped === null) {
    load('details', 0.5, 10);
    load('personCheck', 0.4, 10);
    load('search', 0.25, 30);
    load('autofill', 0.25, 30);
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
