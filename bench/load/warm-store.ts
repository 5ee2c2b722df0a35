// Reads the store file once, front to back, so its pages are in the OS page cache when an endpoint
// is measured. The machines here reclaim file pages unused for about a minute (DAMON reclaim
// with `pageout` of pages idle 12 × 5 s), and a page read back from this disk costs up to hundreds
// of milliseconds: without this, an endpoint's p99 measures the disk, not the server.
import { closeSync, openSync, readSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const CHUNK = 16 << 20;

/** Milliseconds it took (about 1 s for a 4 GB store mostly cached, 25 s for one read from disk). */
export function warmStore(path: string): number {
  const t0 = performance.now();
  const buffer = Buffer.allocUnsafe(CHUNK);
  for (const file of [path, `${path}-wal`]) {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch {
      continue;
    }
    try {
      while (readSync(fd, buffer, 0, CHUNK, null) > 0) { /* the read is the point */ }
    } finally {
      closeSync(fd);
    }
  }
  return performance.now() - t0;
}
