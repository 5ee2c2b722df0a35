// Judging the engines' answers: top-1 accuracy and MRR per query class, latency per class.
import type { QuerySet } from '../quality/query-set.ts';
import type { EngineRun } from '../quality/engine-run.ts';
import { percentile, round } from './stats.ts';

export interface ClassFigures {
  cls: string;
  queries: number;
  /** Share of queries whose first answer is right; null for broad classes (no single right answer). */
  top1: number | null;
  /** Mean reciprocal rank of the first right answer within the first 20; 0 when absent. */
  mrr: number | null;
  p50: number;
  p99: number;
  max: number;
}

export interface EngineFigures {
  engine: string;
  buildSeconds: number;
  memory: EngineRun['memory'];
  sampled: number | null;
  classes: ClassFigures[];
  /** Over every judged query the engine ran. */
  overall: { queries: number; top1: number; mrr: number; p50: number; p99: number };
}

/**
 * Whether an answer that is not among the relevant ones still cannot be told apart from the
 * target by the query (a typo exactly as close to another company's name). Null: no such rule.
 */
export type Equivalence = (queryIndex: number, key: string) => boolean;

export function judgeRun(set: QuerySet, run: EngineRun, buildMs?: number, equivalent: Equivalence = () => false): EngineFigures {
  const byClass = new Map<string, { hits: number; rr: number; ms: number[]; n: number }>();
  const all = { hits: 0, rr: 0, ms: [] as number[], n: 0 };
  for (const t of run.judged) {
    const q = set.judged[t.index]!;
    const relevant = new Set(q.relevant);
    const rank = t.top.findIndex((k) => relevant.has(k) || equivalent(t.index, k)) + 1;
    const c = byClass.get(q.cls) ?? { hits: 0, rr: 0, ms: [], n: 0 };
    for (const acc of [c, all]) {
      acc.n++;
      if (rank === 1) acc.hits++;
      if (rank > 0) acc.rr += 1 / rank;
      acc.ms.push(...t.ms);
    }
    byClass.set(q.cls, c);
  }
  const classes: ClassFigures[] = [...byClass.entries()].map(([cls, c]) => ({
    cls, queries: c.n, top1: round(c.hits / c.n, 3), mrr: round(c.rr / c.n, 3),
    p50: round(percentile(c.ms, 50), 3), p99: round(percentile(c.ms, 99), 3), max: round(Math.max(...c.ms), 3),
  }));
  const broad = new Map<string, number[]>();
  const broadCount = new Map<string, number>();
  for (const b of run.broad) {
    broad.set(b.cls, [...(broad.get(b.cls) ?? []), ...b.ms]);
    broadCount.set(b.cls, (broadCount.get(b.cls) ?? 0) + 1);
  }
  for (const [cls, ms] of broad) {
    classes.push({ cls, queries: broadCount.get(cls)!, top1: null, mrr: null, p50: round(percentile(ms, 50), 3), p99: round(percentile(ms, 99), 3), max: round(Math.max(...ms), 3) });
  }
  return {
    engine: run.engine,
    buildSeconds: round((buildMs ?? run.buildMs) / 1000, 1),
    memory: run.memory,
    sampled: run.sampled,
    classes,
    overall: {
      queries: all.n, top1: round(all.hits / Math.max(1, all.n), 3), mrr: round(all.rr / Math.max(1, all.n), 3),
      p50: round(percentile(all.ms, 50), 3), p99: round(percentile(all.ms, 99), 3),
    },
  };
}
