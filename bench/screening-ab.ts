// The CPU time of a whole sanctions screening (importers/screening screenAllCompanies, which every
// import command ends with) in two versions of the code over one store: screen-22's passes over the
// holders of half and below half are paid once per import, never per request, so bench/services-ab.ts
// does not see them. Rounds alternate the two trees, each screening in a process of its own, and the
// matches each writes are compared.
//   git worktree add --detach /tmp/before <commit>
//   cp <store.sqlite> /tmp/screened.sqlite
//   node bench/screening-ab.ts --a /tmp/before --b . --store /tmp/screened.sqlite [--rounds 2]
// The store is written: its sanction_matches are replaced, as an import's screening replaces them,
// and a store of an older schema is brought up to date. Run it on a copy.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const { values } = parseArgs({ options: {
  a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' }, rounds: { type: 'string', default: '2' },
  run: { type: 'string' },
} });

interface Screened { cpuSeconds: number; matches: number; flagged: number; digest: string }

/** One screening by the code of `root`: its CPU time and a digest of the matches it wrote. */
async function screenWith(root: string, store: string): Promise<Screened> {
  const { openForWriting, migrate } = await import(resolve(root, 'src/store/open.ts'));
  const { screenAllCompanies } = await import(resolve(root, 'src/importers/screening/index.ts'));
  const db = openForWriting(store);
  migrate(db);
  const start = process.cpuUsage();
  const result = screenAllCompanies(db, { now: new Date('2026-11-30T12:00:00Z') });
  const used = process.cpuUsage(start);
  const rows = db.prepare('SELECT country, regcode, list, entry_id, matched_on, score, features FROM sanction_matches ORDER BY 1, 2, 3, 4, 5').all();
  db.close();
  return { cpuSeconds: (used.user + used.system) / 1e6, matches: result.matches, flagged: result.flagged,
    digest: createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16) };
}

if (values.run !== undefined) {
  process.stdout.write(`${JSON.stringify(await screenWith(values.run, values.store!))}\n`);
} else {
  const rounds = Number(values.rounds);
  if (!values.a || !values.b || !values.store || !(rounds >= 1)) {
    process.stderr.write('usage: node bench/screening-ab.ts --a DIR --b DIR --store FILE [--rounds N]  (the store is written: use a copy)\n');
    process.exit(2);
  }
  const self = fileURLToPath(import.meta.url);
  const runs: Screened[][] = [[], []];
  for (let r = 0; r < rounds; r++) {
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const child = spawnSync(process.execPath, ['--max-old-space-size=12288', self, '--run', resolve([values.a, values.b][k]!), '--store', values.store],
        { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (child.status !== 0) { process.stderr.write(child.stderr); process.exit(1); }
      runs[k]!.push(JSON.parse(child.stdout) as Screened);
    }
  }
  const mean = (xs: Screened[]) => xs.reduce((s, x) => s + x.cpuSeconds, 0) / xs.length;
  const [a, b] = runs as [Screened[], Screened[]];
  process.stdout.write(`${JSON.stringify({
    rounds, cpuSeconds: { a: a.map((x) => +x.cpuSeconds.toFixed(2)), b: b.map((x) => +x.cpuSeconds.toFixed(2)) },
    ratio: +(mean(b) / mean(a)).toFixed(3), matches: { a: a[0]!.matches, b: b[0]!.matches },
    same: a.every((x) => x.digest === a[0]!.digest) && b.every((x) => x.digest === a[0]!.digest),
  })}\n`);
}
