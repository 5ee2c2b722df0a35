// `npm run import -- lv [--from DIR] [--only SOURCE]`: downloads the official files (or reads
// them from a folder), checks them and publishes them into DATABASE_PATH while the server keeps
// serving. `npm run import -- reindex` rebuilds the search index of every country from the store.
// Exits 1 when any source failed, 2 on a usage error.
import { loadConfig } from '../config/config.ts';
import { SOURCE_GROUPS, allSources } from '../importers/registry.ts';
import { importSources, formatReport } from '../importers/pipeline/run.ts';
import type { SourceDefinition } from '../importers/source.ts';
import { USAGE, parseImportArgs, selectSources } from './import-args.ts';
import { openForWriting } from '../store/open.ts';
import { rebuildAllSearchIndexes } from '../store/search-index.ts';

function reindex(): number {
  const db = openForWriting(loadConfig().databasePath);
  try {
    const t0 = performance.now();
    const countries = rebuildAllSearchIndexes(db);
    process.stdout.write(`Search index rebuilt for ${countries.join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)}s\n`);
    return 0;
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  if (process.argv[2] === 'reindex' && process.argv.length === 3) return reindex();
  let args;
  let sources: SourceDefinition[];
  let known: SourceDefinition[];
  try {
    args = parseImportArgs(process.argv.slice(2));
    if (args.group === 'all') {
      known = allSources();
      sources = selectSources('all', known, args.only);
    } else {
      const group = (SOURCE_GROUPS as Record<string, SourceDefinition[]>)[args.group];
      if (!group) throw new Error(`unknown group ${args.group}; one of ${Object.keys(SOURCE_GROUPS).join(', ')}, all`);
      known = group;
      sources = selectSources(args.group, group, args.only);
    }
    if (sources.length === 0) throw new Error(`${args.group} has no sources yet`);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const report = await importSources({
    databasePath: config.databasePath,
    sources,
    knownSources: known,
    fromDir: args.fromDir ?? undefined,
    cacheDir: config.importCacheDir,
    force: args.force,
    allowShrink: args.allowShrink,
    progress: args.progress,
  });
  if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${formatReport(report)}\n`);
  return report.ok ? 0 : 1;
}

main().then((code) => { process.exitCode = code; }, (err: Error) => {
  process.stderr.write(`import failed: ${err.stack ?? err.message}\n`);
  process.exitCode = 1;
});
