// `npm run demo [-- --seed N --scale X]`: rebuilds the demo dataset at DATABASE_PATH through the
// real importers, then prints the notable records to try the API with. The new database is
// renamed into place, and a server reading DATABASE_PATH answers from it within a second
// (docs/operations.md), so none needs stopping. Exits 2 on a usage error, 1 on a failure.
import { loadConfig } from '../config/config.ts';
import { buildDemoDatabase, DEFAULT_SEED } from '../demo/build.ts';
import { describeNotable } from '../demo/notable.ts';
import { commandLineOrStatus, type CommandLine } from './command-line.ts';

const USAGE = 'usage: npm run demo [-- --seed <integer, 0 to 4294967295>] [--scale <number above 0, at most 20; 1 = about 21,000 companies>]';

// What each option takes, said with a value it refuses: "--scale 0: not understood" gave neither
// the range nor the form, and the usage line neither the range.
const SEED_FORM = 'a whole number from 0 to 4294967295 written in digits';
const SCALE_FORM = 'a number above 0 and at most 20 written in digits (1 = about 21,000 companies, 0.02 a few hundred)';
// The generator keeps 32 bits of the seed: a larger one was taken silently as another seed.
const MAX_SEED = 2 ** 32 - 1;
const MAX_SCALE = 20;

function seedOf(raw: string): number {
  const seed = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(seed <= MAX_SEED)) throw new Error(`--seed must be ${SEED_FORM}, got ${JSON.stringify(raw)}`);
  return seed;
}

function scaleOf(raw: string): number {
  const scale = /^(\d+\.?\d*|\.\d+)$/.test(raw) ? Number(raw) : NaN;
  if (!(scale > 0 && scale <= MAX_SCALE)) throw new Error(`--scale must be ${SCALE_FORM}, got ${JSON.stringify(raw)}`);
  return scale;
}

// What `--help` prints: the usage line, what the command does and the setting it reads.
const HELP = `${USAGE}
  rebuilds the demo dataset (generated official files of every register, loaded through the importers)
  and prints its notable records; a server reading the store answers from the new one within a second
  --seed N   another dataset (${DEFAULT_SEED} by default, the one npm start builds)
  --scale X  its size (1 by default)
environment: DATABASE_PATH the store written (data/registry.sqlite)
exit status: 0 built; 1 a failure; 2 usage error (nothing built)`;

/** `--seed N --scale X`, each also as `--seed=N`, as `npm run import` takes its options. */
const COMMAND_LINE: CommandLine = {
  usage: USAGE,
  help: HELP,
  options: { '--seed': SEED_FORM, '--scale': SCALE_FORM },
  takes: 'the demo takes --seed and --scale',
};

const demoOptions = (values: Record<string, string>) => ({
  seed: values['--seed'] === undefined ? DEFAULT_SEED : seedOf(values['--seed']),
  scale: values['--scale'] === undefined ? 1 : scaleOf(values['--scale']),
});

async function main(): Promise<number> {
  const asked = commandLineOrStatus(process.argv.slice(2), COMMAND_LINE, demoOptions);
  if ('status' in asked) return asked.status;
  const args = asked.values;
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
