// Shared by the demo tests: a small dataset written into a temporary folder, or built into a store
// and served, and reading a written file's header line the way the importers see it.
import { after, before } from 'node:test';
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { generateDataset } from '../../src/demo/generate/index.ts';
import { writeSnapshot, type WriterGroup } from '../../src/demo/writers/index.ts';
import type { DemoDataset, Snapshot } from '../../src/demo/model.ts';
import { buildDemoDatabase } from '../../src/demo/build.ts';
import { previousSnapshotInstant } from '../../src/demo/snapshot-job.ts';
import { openForReading, type Database } from '../../src/store/open.ts';
import { createServices, type Services } from '../../src/services/index.ts';

export const NOW = new Date('2026-11-22T08:00:00Z');
export const ALL_GROUPS: WriterGroup[] = ['lv', 'ee', 'lt', 'fi', 'sanctions'];

export interface Written { dir: string; files: string[]; data: DemoDataset; cleanup(): void }

export function writeDemo(opts: { seed?: number; scale?: number; now?: Date; snapshot?: Snapshot } = {}): Written {
  const now = opts.now ?? NOW;
  const data = generateDataset({ seed: opts.seed ?? 7, now, scale: opts.scale ?? 0.02 });
  const dir = mkdtempSync(join(tmpdir(), 'demo-test-'));
  const snapshot = opts.snapshot ?? 'current';
  const instant = snapshot === 'current' ? now : previousSnapshotInstant(now);
  const files = writeSnapshot(data, snapshot, dir, instant, ALL_GROUPS).map((p) => basename(p));
  return { dir, files, data, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The first line of a file without its BOM (reads at most 64 KiB). */
export function firstLine(path: string): string {
  const fd = openSync(path, 'r');
  const buf = Buffer.alloc(65536);
  const n = readSync(fd, buf, 0, buf.length, 0);
  closeSync(fd);
  const text = buf.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '');
  return text.split(/\r?\n/)[0]!;
}

/** Header cells of a CSV line split by `delimiter`, unquoted. */
export function headerCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) => c.replace(/^"(.*)"$/, '$1'));
}

/** The delimiter of a header line: the documented one, or for `auto` the most frequent candidate. */
export function delimiterOf(line: string, declared: string): string {
  if (declared !== 'auto') return declared;
  const counts = [';', ',', '|', '\t'].map((d) => [d, line.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** A small demo store (scale 0.02, built at NOW) served for one test file: built before its tests, removed after. */
export interface ServedDemo { db: Database; services: Services }

export function servedSmallDemo(prefix: string): ServedDemo {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const served = {} as ServedDemo;
  before(async () => {
    const databasePath = join(dir, 'registry.sqlite');
    await buildDemoDatabase({ databasePath, now: NOW, scale: 0.02 });
    served.db = openForReading(databasePath);
    served.services = createServices({ db: served.db, sanctionsThreshold: 0.9 });
  });
  after(() => {
    served.db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return served;
}
