// The server's read-only connection keeps answering while an import runs in another process:
// no lock errors, and it sees either the old or the new data of the command, never a half state:
// never the new companies with the old officers (the command publishes both in one transaction).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { finished } from 'node:stream/promises';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { REPO, runImport } from './helpers.ts';

async function writeSet(dir: string, companies: number, rolesPer: number): Promise<void> {
  const reg = createWriteStream(join(dir, 'register.csv'));
  reg.write('regcode;name;type;type_text;registered;terminated;closed;address;index;atvk\n');
  const off = createWriteStream(join(dir, 'officers.csv'));
  off.write('id;at_legal_entity_registration_number;entity_type;position;name;latvian_identity_number_masked;birth_date;registered_on\n');
  for (let i = 0; i < companies; i++) {
    const regcode = String(40000000000 + i);
    reg.write(`${regcode};"SIA ""Firma ${i}""";SIA;SIA;2010-01-01;; ;"Rīga, Iela ${i}";1010;0010000\n`);
    for (let j = 0; j < rolesPer; j++) off.write(`${i * 10 + j};${regcode};NATURAL_PERSON;BOARD_MEMBER;Person${i % 997} Name${j};;;2011-01-01\n`);
  }
  reg.end(); off.end();
  await Promise.all([finished(reg), finished(off)]);
}

test('a reader connection answers throughout an import in another process', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-concurrent-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const lv = sources.filter((s) => s.id === 'lv.register' || s.id === 'lv.officers');
  await writeSet(dir, 6_000, 2);
  const first = await runImport({ databasePath: db, sources: lv, fromDir: dir });
  assert.equal(first.ok, true, JSON.stringify(first.sources.map((s) => s.message)));
  await writeSet(dir, 9_000, 3);

  const reader = openForReading(db);
  t.after(() => reader.close());
  const countCompanies = reader.prepare('SELECT COUNT(*) AS n FROM companies');
  const countRoles = reader.prepare("SELECT COUNT(*) AS n FROM person_roles WHERE source = 'lv.officers'");
  const child = spawn(process.execPath, ['src/cli/import.ts', 'lv', '--from', dir, '--only', 'register,officers', '--progress', 'none'], {
    cwd: REPO, env: { ...process.env, DATABASE_PATH: db }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  let running = true;
  void exited.then(() => { running = false; });

  // Both counts in one read transaction, as an answer reads them.
  const seen = new Set<string>();
  const readBoth = () => {
    reader.exec('BEGIN');
    seen.add(`${Number((countCompanies.get() as { n: number }).n)} companies, ${Number((countRoles.get() as { n: number }).n)} officers`);
    reader.exec('COMMIT');
  };
  let reads = 0;
  while (running) {
    readBoth();
    reads += 1;
    await sleep(2);
  }
  assert.equal(await exited, 0, output);
  readBoth();
  assert.ok(reads > 5, `only ${reads} reads during the import`);
  assert.deepEqual([...seen].sort(), ['6000 companies, 12000 officers', '9000 companies, 27000 officers']);
});
