// Child-process entry: one engine over the whole query set, so each engine's memory is measured
// alone. Prints one JSON line (EngineRun) on stdout.
//   node --expose-gc bench/quality/run-engine.ts --engine ours|minisearch|flexsearch|like|ours-build
//        --store PATH --queries FILE [--rounds 3] [--sample N]
// `--sample N` runs only the first N judged queries of each class (the naive LIKE scans the whole
// table per query); `ours-build` rebuilds our search index in full, timed, and keeps it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { openForReading, openForWriting } from '../../src/store/open.ts';
import { rebuildAllSearchIndexes } from '../../src/store/search-index.ts';
import { readPeerDocuments } from '../peers/documents.ts';
import { flexSearchEngine, likeEngine, miniSearchEngine, oursEngine, type Engine, type EngineName } from '../peers/engines.ts';
import type { QuerySet } from './query-set.ts';
import type { EngineRun, QueryTiming } from './engine-run.ts';

const LIMIT = 20;

function settle(): { heap: number; rss: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) { gc(); gc(); }
  const m = process.memoryUsage();
  // `external` already counts the ArrayBuffers (our images, Buffers): adding `arrayBuffers`
  // again counted them twice (the run of 2026-11-23 reported 218 MB for 109 MB of images).
  return { heap: m.heapUsed + m.external, rss: m.rss };
}

function indexBytesOnDisk(path: string): number {
  const db = openForReading(path);
  try {
    const row = db.prepare("SELECT SUM(pgsize) AS b FROM dbstat WHERE name LIKE 'search\\_%' ESCAPE '\\'").get() as { b: number | null };
    return Number(row.b ?? 0);
  } finally {
    db.close();
  }
}

/**
 * Rebuilds our search index of every country and keeps it: the cached store then holds the index
 * the current code writes (an import would do the same), and the rebuild is timed. Opening the
 * store for writing first brings its schema up to date (a store cached by an older version).
 */
function rebuildOursIndex(store: string): EngineRun {
  const db = openForWriting(store);
  try {
    const t0 = performance.now();
    rebuildAllSearchIndexes(db);
    const buildMs = performance.now() - t0;
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return { engine: 'ours', buildMs, memory: null, judged: [], broad: [], sampled: null };
  } finally {
    db.close();
  }
}

function run(engineName: EngineName, store: string, set: QuerySet, rounds: number, sample: number | null): EngineRun {
  const db = openForReading(store);
  let engine: Engine;
  let buildMs = 0;
  let memory: EngineRun['memory'];
  let start: { heap: number; rss: number } | null = null;
  if (engineName === 'minisearch' || engineName === 'flexsearch') {
    const docs = readPeerDocuments(db);
    const before = settle();
    const t0 = performance.now();
    engine = engineName === 'minisearch' ? miniSearchEngine(docs) : flexSearchEngine(docs);
    buildMs = performance.now() - t0;
    const after = settle();
    memory = { heapBytes: after.heap - before.heap, rssBytes: after.rss - before.rss, diskBytes: 0 };
  } else {
    start = settle();
    engine = engineName === 'ours' ? oursEngine(db) : likeEngine(db);
    // Our first search loads the images of the four countries into memory (the server does it at
    // start): their size is our index's memory, as the peers' heap growth is theirs.
    if (engineName === 'ours') engine.search('warm up', LIMIT);
    const loaded = settle();
    memory = { heapBytes: loaded.heap - start.heap, rssBytes: loaded.rss - start.rss, diskBytes: engineName === 'ours' ? indexBytesOnDisk(store) : 0 };
  }
  const perClass = new Map<string, number>();
  const judged = set.judged.map((j, i) => ({ j, i })).filter(({ j }) => {
    if (sample === null) return true;
    const n = perClass.get(j.cls) ?? 0;
    perClass.set(j.cls, n + 1);
    return n < sample;
  });
  const broad = engineName === 'like' && sample !== null ? set.broad.filter((_, i) => i % 3 === 0) : set.broad;
  // An unmeasured pass warms what each engine caches: for ours the SQLite pages of every query
  // (the server runs hot), for the in-memory peers the JIT (100 queries suffice; their index is
  // in memory already); the LIKE scan is warmed by one query, its cost being the scan itself.
  const warm = engineName === 'ours' ? judged : engineName === 'like' ? judged.slice(0, 1) : judged.slice(0, 100);
  for (const { j } of warm) engine.search(j.q, LIMIT);

  const judgedOut: QueryTiming[] = judged.map(({ i }) => ({ index: i, ms: [], top: [] }));
  const broadOut = broad.map((b) => ({ cls: b.cls, q: b.q, ms: [] as number[], count: 0 }));
  for (let r = 0; r < rounds; r++) {
    judged.forEach(({ j }, k) => {
      const t = performance.now();
      const keys = engine.search(j.q, LIMIT);
      judgedOut[k]!.ms.push(performance.now() - t);
      if (r === 0) judgedOut[k]!.top = keys;
    });
    broad.forEach((b, k) => {
      const t = performance.now();
      const keys = engine.search(b.q, LIMIT);
      broadOut[k]!.ms.push(performance.now() - t);
      broadOut[k]!.count = keys.length;
    });
  }
  if (start !== null && memory) {
    // RSS growth over the whole run: the index plus what the queries left (page cache, statements).
    memory = { ...memory, rssBytes: settle().rss - start.rss };
  }
  db.close();
  return { engine: engineName, buildMs, memory, judged: judgedOut, broad: broadOut, sampled: sample };
}

function main(): void {
  const { values } = parseArgs({ options: {
    engine: { type: 'string' }, store: { type: 'string' }, queries: { type: 'string' },
    rounds: { type: 'string', default: '3' }, sample: { type: 'string' },
  } });
  if (!values.engine || !values.store) throw new Error('--engine and --store are required');
  if (values.engine === 'ours-build') {
    process.stdout.write(`${JSON.stringify(rebuildOursIndex(values.store))}\n`);
    return;
  }
  if (!values.queries) throw new Error('--queries is required');
  const set = JSON.parse(readFileSync(values.queries, 'utf8')) as QuerySet;
  const out = run(values.engine as EngineName, values.store, set, Number(values.rounds), values.sample ? Number(values.sample) : null);
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main();
