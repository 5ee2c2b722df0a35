// Options of `npm run bench` (bench/run.ts).
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED } from '../src/demo/build.ts';

export interface BenchOptions {
  /** Fraction of national size (1 = 500k LV, 380k EE, 250k LT, 700k FI companies). */
  scale: number;
  seed: number;
  quick: boolean;
  rebuild: boolean;
  /** wrk seconds per endpoint (after a 2 s warm-up). */
  seconds: number;
  /** wrk warm-up seconds before each measured run (0: none). */
  warmup: number;
  /** Times every endpoint's list is measured, in turn, on one server; its figure is the median run. */
  loadRounds: number;
  connections: number;
  perClass: number;
  rounds: number;
  /** Judged queries per class for the naive LIKE peer (each scans the table). */
  likeSample: number;
  /** Where cached stores live. */
  storeDir: string;
  /** Where results.json and the chart go. */
  outDir: string;
  /** The README to refresh; null to leave it alone. */
  readme: string | null;
  /** Skip wrk even when installed (the smoke test may). */
  noLoad: boolean;
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * A command line the bench does not take: said in one line with the usage, status 2, where Node's
 * parser error was printed with its stack trace, status 1, as if the bench had failed.
 */
export class BenchUsageError extends Error {}

export const USAGE = `usage: npm run bench [-- options]
  --scale X        fraction of national size, 0 < X <= 1 (default 1: 1,830,000 companies; --quick: 0.02)
  --quick          small and short: scale 0.02, 40 queries per class, 3 s per endpoint
  --rebuild        rebuild the cached store even when bench/out holds one for this seed and scale
  --seed N         dataset and query seed (default ${DEFAULT_SEED})
  --seconds N      wrk duration per endpoint (default 10; --quick 3)
  --warmup N       wrk warm-up before each measured run (default 2)
  --load-rounds N  each endpoint measured N times, in turn, its median run reported (default 3; --quick 1)
  --per-class N    judged queries per class (default 200; --quick 40)
  --store-dir DIR  cached stores (default bench/out)
  --out DIR        results.json and latency.svg (default bench/results)
  --readme PATH    README to refresh (default bench/README.md); --no-readme to leave it
  --connections N  wrk connections (default 50)
  --rounds N       rounds of each in-process measure (default 3; --quick 2)
  --like-sample N  judged queries per class for the naive LIKE peer (default 15; --quick 10)
  --no-load        skip the wrk runs
  --help, -h       this text
exit status: 0 measured; 1 a failure; 2 usage error (nothing run); 129, 130, 143 stopped by SIGHUP,
  SIGINT, SIGTERM (the server and wrk it started ended, its work folder removed)`;

export function parseBenchArgs(argv: string[]): BenchOptions {
  let parsed;
  try {
    parsed = parseBenchArgsStrictly(argv);
  } catch (err) {
    // Node's words (Unknown option '--bogus', Option '--scale <value>' argument missing), without the stack.
    throw new BenchUsageError((err as Error).message.split('. ')[0]!);
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const num = (name: string, raw: string | undefined, fallback: number, ok: (n: number) => boolean) => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n) || !ok(n)) throw new BenchUsageError(`--${name} ${raw}: out of range`);
    return n;
  };
  return {
    scale: num('scale', values.scale, quick ? 0.02 : 1, (n) => n > 0 && n <= 1),
    seed: num('seed', values.seed, DEFAULT_SEED, Number.isInteger),
    quick,
    rebuild: values.rebuild ?? false,
    seconds: num('seconds', values.seconds, quick ? 3 : 10, (n) => Number.isInteger(n) && n >= 1),
    warmup: num('warmup', values.warmup, 2, (n) => Number.isInteger(n) && n >= 0),
    loadRounds: num('load-rounds', values['load-rounds'], quick ? 1 : 3, (n) => Number.isInteger(n) && n >= 1),
    connections: num('connections', values.connections, 50, (n) => Number.isInteger(n) && n >= 1),
    perClass: num('per-class', values['per-class'], quick ? 40 : 200, (n) => Number.isInteger(n) && n >= 1),
    rounds: num('rounds', values.rounds, quick ? 2 : 3, (n) => Number.isInteger(n) && n >= 1),
    likeSample: num('like-sample', values['like-sample'], quick ? 10 : 15, (n) => Number.isInteger(n) && n >= 1),
    storeDir: values['store-dir'] ?? here('./out'),
    outDir: values.out ?? here('./results'),
    readme: values['no-readme'] ? null : values.readme ?? here('./README.md'),
    noLoad: values['no-load'] ?? false,
  };
}

function parseBenchArgsStrictly(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' }, seed: { type: 'string' }, quick: { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false }, seconds: { type: 'string' }, warmup: { type: 'string' }, 'load-rounds': { type: 'string' }, connections: { type: 'string' },
      'per-class': { type: 'string' }, rounds: { type: 'string' }, 'like-sample': { type: 'string' },
      'store-dir': { type: 'string' }, out: { type: 'string' }, readme: { type: 'string' },
      'no-readme': { type: 'boolean', default: false }, 'no-load': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
