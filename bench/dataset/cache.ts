// The cached benchmark store: one file per seed and scale under the store folder, with its build
// report beside it. Built in a child process (build-store.ts) when missing or on --rebuild.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildInfo } from './store-info.ts';

const BUILDER = fileURLToPath(new URL('./build-store.ts', import.meta.url));

export function storePath(dir: string, seed: number, scale: number): string {
  return join(dir, `store-seed${seed}-scale${scale}.sqlite`);
}

/** The store for seed and scale, built unless cached; the build report says which. */
export async function ensureStore(opts: { dir: string; seed: number; scale: number; rebuild: boolean; log: (line: string) => void }): Promise<{ path: string; info: BuildInfo; cached: boolean }> {
  const path = storePath(opts.dir, opts.seed, opts.scale);
  const infoPath = `${path}.json`;
  if (!opts.rebuild && existsSync(path) && existsSync(infoPath)) {
    return { path, info: JSON.parse(readFileSync(infoPath, 'utf8')) as BuildInfo, cached: true };
  }
  mkdirSync(opts.dir, { recursive: true });
  opts.log(`building the store for seed ${opts.seed}, scale ${opts.scale} (national size takes about half an hour) → ${path}`);
  // The generator holds the whole dataset in memory before writing it: about 4 GB at national size.
  const heapMb = Math.max(2048, Math.ceil(opts.scale * 12_000));
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = execFile(process.execPath, [`--max-old-space-size=${heapMb}`, BUILDER, '--out', path, '--seed', String(opts.seed), '--scale', String(opts.scale)],
      { maxBuffer: 1 << 24 }, (err, out) => (err ? reject(new Error(`store build failed: ${err.message}`)) : resolve(out)));
    child.stderr!.on('data', (chunk: Buffer) => { for (const line of chunk.toString().split('\n')) if (line) opts.log(line); });
  });
  const info = JSON.parse(stdout.trim().split('\n').pop()!) as BuildInfo;
  writeFileSync(infoPath, JSON.stringify(info, null, 2));
  return { path, info, cached: false };
}
