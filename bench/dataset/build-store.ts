// Child-process entry: generates the benchmark dataset, writes it as the registers' official
// files and imports them through the real pipeline into `--out`. A separate process, so the
// generator's few GB of objects never share a heap with the measurements.
//   node --max-old-space-size=12288 bench/dataset/build-store.ts --out PATH --seed N --scale X [--now ISO]
//
// One snapshot only (the demo imports two): a first import dates every record at its
// registration day, so the companies registered yesterday and their people are the new
// registrations of the last day, which is all /persons/new-registrations needs. The demo's
// second import would also close the Estonian companies missing from today's dump, and that
// step is quadratic in the pipeline today (see bench/README.md).
import { existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { writeSnapshot } from '../../src/demo/writers/index.ts';
import { demoSources } from '../../src/demo/build.ts';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { openForReading } from '../../src/store/open.ts';
import { generateBenchDataset } from './generate.ts';
import { storeCounts, type BuildInfo } from './store-info.ts';
import { currentCommit } from '../code-version.ts';

function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, seed: { type: 'string' }, scale: { type: 'string' }, now: { type: 'string' } } });
  if (!values.out || !values.seed || !values.scale) throw new Error('--out, --seed and --scale are required');
  const seed = Number(values.seed);
  const scale = Number(values.scale);
  const now = values.now ? new Date(values.now) : new Date();
  const log = (line: string) => process.stderr.write(`dataset: ${line}\n`);
  const building = `${values.out}.building`;
  removeDatabase(building);
  const dir = mkdtempSync(join(tmpdir(), 'registry-bench-files-'));
  const t0 = performance.now();
  try {
    const { groups, sources } = demoSources();
    {
      const data = generateBenchDataset({ seed, now, scale });
      log(`generated ${data.companies.length} companies, ${data.roles.length} roles in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      writeSnapshot(data, 'current', dir, now, groups);
      log(`files written in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    const generatedMs = performance.now() - t0;
    const report = await importSources({ databasePath: building, sources, knownSources: sources, fromDir: dir, now, progress: 'none' });
    const failed = report.sources.filter((s) => s.status === 'failed');
    if (failed.length > 0) throw new Error(`import failed: ${failed.map((s) => `${s.source}: ${s.message}`).join(' | ')}`);
    const importMs = performance.now() - t0 - generatedMs;
    const db = openForReading(building);
    const info: BuildInfo = {
      seed, scale, builtAt: now.toISOString(), builtBy: currentCommit(), generateSeconds: Math.round(generatedMs / 1000), importSeconds: Math.round(importMs / 1000),
      storeBytes: statSync(building).size, counts: storeCounts(db),
      publishSeconds: Math.round((report.publish?.ms ?? 0) / 100) / 10,
      sourceSeconds: Object.fromEntries(report.sources.map((s) => [s.source, Math.round((s.timings.total ?? 0) / 100) / 10])),
    };
    db.close();
    removeDatabase(values.out);
    for (const suffix of ['-wal', '-shm']) if (existsSync(building + suffix)) renameSync(building + suffix, values.out + suffix);
    renameSync(building, values.out);
    process.stdout.write(`${JSON.stringify(info)}\n`);
    log(`imported in ${(importMs / 1000).toFixed(0)} s → ${values.out}`);
  } catch (err) {
    removeDatabase(building);
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`dataset: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
