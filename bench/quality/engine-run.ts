// What one engine's run over the query set reports (run-engine.ts writes it, the report reads it).
export interface QueryTiming {
  /** Index of the query in QuerySet.judged. */
  index: number;
  /** Milliseconds of each measured round. */
  ms: number[];
  /** Keys returned in the first measured round, best first. */
  top: string[];
}

export interface EngineRun {
  engine: string;
  buildMs: number;
  /** Index memory: JS heap growth while building (peers), process RSS growth over the run (ours, LIKE), index pages on disk (ours). */
  memory: { heapBytes: number; rssBytes: number; diskBytes: number } | null;
  judged: QueryTiming[];
  broad: Array<{ cls: string; q: string; ms: number[]; count: number }>;
  /** Judged queries run per class when sampled (LIKE), null when all. */
  sampled: number | null;
}
