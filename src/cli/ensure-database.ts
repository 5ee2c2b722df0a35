// The store `npm start` serves: when DATABASE_PATH does not exist, the demo dataset is built there
// first. With WORKERS > 1 the primary does it once, before any worker opens the store.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertDemoCanBeBuilt } from '../demo/writable-directory.ts';
import { stderrLog } from './stderr-log.ts';
import { buildUnlessStopped } from './demo-build-stopped.ts';

/**
 * `beforeBuild`: what can be checked without the store (the server's listening address), run
 * only when the demo is to be built, so that a wrong setting is said before the half minute the
 * build takes rather than after it.
 */
export async function ensureDatabase(databasePath: string, beforeBuild?: () => Promise<void>): Promise<void> {
  if (existsSync(databasePath)) return;
  await beforeBuild?.();
  // Before the line saying the build begins: a path where it cannot be built (a volume not
  // mounted) was logged "building the demo dataset there" and then refused.
  assertDemoCanBeBuilt(databasePath);
  await buildUnlessStopped(databasePath, () => buildDemo(databasePath), stderrLog);
}

async function buildDemo(databasePath: string): Promise<void> {
  stderrLog(`${resolve(databasePath)} does not exist: building the demo dataset there (half a minute or so on two cores; the server listens once it is built)`);
  // Loaded only when needed: building the demo pulls in the importers. The server bundle
  // (scripts/build-server.ts) leaves it out and imports it from this source file.
  let demo: typeof import('../demo/build.ts');
  try {
    demo = await import('../demo/build.ts');
  } catch (err) {
    throw new Error(`${databasePath} does not exist and the demo builder (src/demo/build.ts) cannot be loaded: `
      + `${(err as Error).message}. Set DATABASE_PATH to an imported store (npm run import).`);
  }
  // Progress on stderr: a first start spends some seconds here and must not look hung. The
  // builder's own lines (each begins "demo: ") are logged as JSON; the importers' progress lines
  // between them stay plain text, as `npm run import` prints them.
  await demo.buildDemoDatabase({ databasePath, log: (line) => stderrLog(line, {}, 'info') });
}
