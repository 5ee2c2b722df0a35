// `npm run demo [-- --seed N --scale X]`: rebuilds the demo dataset at DATABASE_PATH through the
// real importers, then prints the notable records to try the API with. The new database is
// renamed into place, and a server reading DATABASE_PATH answers from it within a second
// (docs/operations.md), so none needs stopping. Exits 2 on a usage error, 1 on a failure.
import { loadConfig } from '../config/config.ts';
import { buildDemoDatabase, DEFAULT_SEED } from '../demo/build.ts';
import { describeNotable } from '../demo/notable.ts';

const USAGE = 'usage: npm run demo [-- --seed <integer>] [--scale <number, 1 = about 21,000 companies>]';

function parseArgs(argv: string[]): { seed: number; scale: number } {
  let seed = DEFAULT_SEED;
  let scale = 1;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--seed' && value !== undefined && /^\d+$/.test(value)) seed = Number(value);
    else if (flag === '--scale' && value !== undefined && Number(value) > 0 && Number(value) <= 20) scale = Number(value);
    else throw new Error(`${flag} ${value ?? ''}: not understood`);
    i++;
  }
  return { seed, scale };
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 2;
  }
  // DATABASE_PATH alone is read: a wrong server or import setting is said, and the demo built.
  const { databasePath, settingProblems } = loadConfig(process.env, { command: 'demo' });
  for (const { warning } of settingProblems) process.stderr.write(`${warning}\n`);
  const result = await buildDemoDatabase({
    databasePath, seed: args.seed, scale: args.scale, log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`Demo dataset: ${result.companies} companies, ${result.roles} roles, built in ${(result.elapsedMs / 1000).toFixed(1)} s at ${databasePath}\n\nNotable records:\n`);
  for (const line of describeNotable()) process.stdout.write(`  ${line}\n`);
  return 0;
}

main().then((code) => { process.exitCode = code; }, (err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
});
