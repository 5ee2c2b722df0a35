// The figures of one `npm run bench` run, as written to results.json and rendered into the README.
import type { BuildInfo } from '../dataset/store-info.ts';
import type { EngineFigures } from './quality.ts';

export interface LoadFigure {
  name: string;
  /** Requests per second, latencies in milliseconds. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** rps / R0 of the same run. */
  ratio: number;
  requests: number;
  /** Response bytes (headers included) per request. */
  bytesPerRequest: number;
  /**
   * The server's CPU time (user + system, its workers' too) over the run, divided by the requests
   * wrk counted, µs; null where /proc could not be read. Steadier than req/s on a shared machine.
   */
  cpuUsPerRequest: number | null;
  /**
   * Every measured run's CPU a request, in the order run, where the endpoint was measured in
   * several rounds (--load-rounds): the figure is the run whose CPU a request is the median of these.
   * Absent in results of older runs and where a round's /proc could not be read.
   */
  cpuUsRuns?: number[];
  non2xx: number;
  errors: number;
  paths: number;
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  sqlite: string;
  wrk: string | null;
  loadAverageStart: number[];
  loadAverageEnd: number[];
}

export interface TwoWorkersFigures {
  r0: LoadFigure;
  /** Ratios against `r0` (two hello-world processes). */
  endpoints: LoadFigure[];
  /** The primary and both workers together. */
  serverRssBytes: number | null;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  options: { scale: number; seed: number; quick: boolean; seconds: number; warmup: number; connections: number; perClass: number; rounds: number; likeSample: number; loadRounds?: number };
  machine: MachineInfo;
  /** The commit measured and the store/search files that differed from it. */
  code: { commit: string | null; changed: string[] };
  /** importCodeChanged: for a cached store, the import-code files changed since it was built (null: unknown). */
  dataset: BuildInfo & { cached: boolean; importCodeChanged?: string[] | null };
  load: {
    /** Null with the reason when wrk is absent. */
    skipped: string | null;
    r0: { before: LoadFigure | null; after: LoadFigure | null; rps: number };
    endpoints: LoadFigure[];
    /** The same endpoints on the service's stack answering constant bodies (bench/floor-server.ts). */
    floors: LoadFigure[];
    serverRssBytes: number | null;
    serverPeakRssBytes: number | null;
    firstAnswerMs: number;
    /** The same load on WORKERS=2, beside R0 of two hello-world processes; null when load was skipped. */
    twoWorkers: TwoWorkersFigures | null;
  };
  engines: EngineFigures[];
}
