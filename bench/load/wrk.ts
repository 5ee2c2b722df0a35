// One wrk run: a request list rotated by rotate.lua against a local server, 1 thread (wrk
// leaves the other core to the server), 50 connections. Returns the summary rotate.lua prints.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WRK = '/usr/bin/wrk';
const SCRIPT = fileURLToPath(new URL('./rotate.lua', import.meta.url));

export interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  non2xx: number;
  timeouts: number;
  /** Latencies in microseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  paths: number;
}

export function wrkAvailable(): boolean {
  return existsSync(WRK);
}

/** Parses the WRK_JSON line rotate.lua prints; throws with wrk's output when there is none. */
export function parseWrkOutput(stdout: string): WrkSummary {
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  return JSON.parse(line.slice('WRK_JSON '.length)) as WrkSummary;
}

export function runWrk(opts: { url: string; paths: string[]; pathsFile: string; seconds: number; connections?: number }): Promise<WrkSummary> {
  if (opts.paths.length === 0) throw new Error(`no request paths for ${opts.pathsFile}`);
  writeFileSync(opts.pathsFile, opts.paths.join('\n') + '\n');
  const args = ['-t1', `-c${opts.connections ?? 50}`, `-d${opts.seconds}s`, '--timeout', '5s', '-s', SCRIPT, opts.url];
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { env: { ...process.env, WRK_PATHS: opts.pathsFile }, maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`wrk failed: ${err.message}\n${stderr}`));
      else {
        try { resolve(parseWrkOutput(stdout)); } catch (e) { reject(e); }
      }
    });
  });
}

/** Requests per second of a summary. */
export const rps = (s: WrkSummary) => s.requests / (s.durationUs / 1e6);
