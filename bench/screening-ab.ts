// The CPU time of a whole sanctions screening (importers/screening screenAllCompanies, which every
// import command ends with) in two versions of the code over one store: screen-22's passes over the
// holders of half and below half are paid once per import, never per request, so bench/services-ab.ts
// does not see them. Rounds alternate the two trees, each screening in a process of its own, and the
// matches each writes are compared: `same` where every round of both wrote the same rows, and
// `differences` lists the rows the second tree's first round wrote otherwise than the first's (added,
// removed, changed: score, ground, name matched or evidence), each with its company and entry named.
//   git worktree add --detach /tmp/before <commit>
//   cp <store.sqlite> /tmp/screened.sqlite
//   node bench/screening-ab.ts --a /tmp/before --b . --store /tmp/screened.sqlite [--rounds 2]
// The store is written: its sanction_matches are replaced, as an import's screening replaces them,
// and a store of an older schema is brought up to date. Run it on a copy.
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { matchDifferences, type ScreenedMatch } from './screening-differences.ts';

const { values } = parseArgs({ options: {
  a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' }, rounds: { type: 'string', default: '2' },
  run: { type: 'string' }, rows: { type: 'string' },
} });

interface Screened { cpuSeconds: number; matches: number; flagged: number; digest: string }

/**
 * One screening by the code of `root`: its CPU time and a digest of the matches it wrote, the
 * matches themselves written to `rowsFile` where one is given (too many for a pipe on a large store).
 */
async function screenWith(root: string, store: string, rowsFile: string | undefined): Promise<Screened> {
  const { openForWriting, migrate } = await import(resolve(root, 'src/store/open.ts'));
  const { screenAllCompanies } = await import(resolve(root, 'src/importers/screening/index.ts'));
  const db = openForWriting(store);
  migrate(db);
  const start = process.cpuUsage();
  const result = screenAllCompanies(db, { now: new Date('2026-11-30T12:00:00Z') });
  const used = process.cpuUsage(start);
  const rows = db.prepare('SELECT country, regcode, list, entry_id, matched_on, score, features FROM sanction_matches ORDER BY 1, 2, 3, 4, 5').all();
  if (rowsFile !== undefined) {
    const named = db.prepare(`SELECT m.country, m.regcode, c.name AS companyName, m.list, m.entry_id AS entryId, e.name AS entryName,
        m.matched_on AS matchedOn, m.matched_name AS matchedName, m.score, m.features
      FROM sanction_matches m LEFT JOIN companies c ON c.country = m.country AND c.regcode = m.regcode
      LEFT JOIN sanction_entries e ON e.list = m.list AND e.entry_id = m.entry_id`).all() as unknown as ScreenedMatch[];
    writeFileSync(rowsFile, JSON.stringify(named));
  }
  db.close();
  return { cpuSeconds: (used.user + used.system) / 1e6, matches: result.matches, flagged: result.flagged,
    digest: createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16) };
}

if (values.run !== undefined) {
  process.stdout.write(`${JSON.stringify(await screenWith(values.run, values.store!, values.rows))}\n`);
} else {
  const rounds = Number(values.rounds);
  if (!values.a || !values.b || !values.store || !(rounds >= 1)) {
    process.stderr.write('usage: node bench/screening-ab.ts --a DIR --b DIR --store FILE [--rounds N]  (the store is written: use a copy)\n');
    process.exit(2);
  }
  const self = fileURLToPath(import.meta.url);
  const runs: Screened[][] = [[], []];
  const rowsDir = mkdtempSync(join(tmpdir(), 'screening-ab-'));
  const rowsFile = (k: number) => join(rowsDir, `${k}.json`);
  for (let r = 0; r < rounds; r++) {
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const child = spawnSync(process.execPath, ['--max-old-space-size=12288', self, '--run', resolve([values.a, values.b][k]!), '--store', values.store,
        ...(r === 0 ? ['--rows', rowsFile(k)] : [])], { encoding: 'utf8', maxBuffer: 1 << 20 });
      if (child.status !== 0) { rmSync(rowsDir, { recursive: true }); process.stderr.write(child.stderr); process.exit(1); }
      runs[k]!.push(JSON.parse(child.stdout) as Screened);
    }
  }
  const rowsOf = (k: number) => JSON.parse(readFileSync(rowsFile(k), 'utf8')) as ScreenedMatch[];
  const differences = matchDifferences(rowsOf(0), rowsOf(1));
  rmSync(rowsDir, { recursive: true });
  const mean = (xs: Screened[]) => xs.reduce((s, x) => s + x.cpuSeconds, 0) / xs.length;
  const [a, b] = runs as [Screened[], Screened[]];
  // One JSON object: the figures on its first line, then each row that differs on a line of its own.
  const listed = (name: keyof typeof differences) => `,\n "${name}": [${differences[name].map((line) => `\n  ${JSON.stringify(line)}`).join(',')}]`;
  process.stdout.write(`${JSON.stringify({
    rounds, cpuSeconds: { a: a.map((x) => +x.cpuSeconds.toFixed(2)), b: b.map((x) => +x.cpuSeconds.toFixed(2)) },
    ratio: +(mean(b) / mean(a)).toFixed(3), matches: { a: a[0]!.matches, b: b[0]!.matches },
    same: a.every((x) => x.digest === a[0]!.digest) && b.every((x) => x.digest === a[0]!.digest),
    differences: { added: differences.added.length, removed: differences.removed.length, changed: differences.changed.length },
  }).slice(0, -1)}${listed('added')}${listed('removed')}${listed('changed')}\n}\n`);
}
