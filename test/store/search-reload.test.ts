// A running server's search follows the publishes of an importer in another connection: after a
// publish it finds the companies that came and no longer those that went, without a restart; a
// failed import changes nothing it finds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sources } from '../../src/importers/lv/index.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { folderWith, runImport, scratch } from '../importers/pipeline/helpers.ts';

const register = sources.filter((s) => s.id === 'lv.register');
// The version a server reads is re-read at most once a second (services/dataset.ts).
const VERSION_TTL_MS = 1100;

test('after a publish the running services find new companies and lose removed ones', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const files = folderWith(s.dir, s.files, ['register.csv']);
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: files })).ok, true);

  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  const names = (q: string) => services.searchCompanies(q, { limit: 20 }).map((r) => r.name);
  assert.deepEqual(names('Alfa Koks'), ['SIA "Alfa Koks"']);
  assert.deepEqual(names('Zvaigžņu Ceļš'), []);

  // The next register: Alfa Koks is gone, a new company came.
  const path = join(files, 'register.csv');
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines[0]!;
  const kept = lines.slice(1).filter((l) => l.trim() !== '' && !l.includes('Alfa Koks'));
  const added = '40003999991;LV01ZZZ40003999991;"SIA ""Zvaigžņu Ceļš""";SIA;Zvaigžņu Ceļš;"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2026-11-20;; ;"Rīga, Zvaigžņu iela 7";1010;101;0;100003003;0010000;';
  writeFileSync(path, [header, ...kept, added, ''].join('\n'));
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: files })).ok, true);

  await sleep(VERSION_TTL_MS);
  assert.deepEqual(names('Zvaigžņu Ceļš'), ['SIA "Zvaigžņu Ceļš"']);
  assert.deepEqual(names('zvaigznu iela 7'), ['SIA "Zvaigžņu Ceļš"'], 'by street and house number too');
  assert.deepEqual(names('Alfa Koks'), []);

  // A register cut in the middle of a row fails the import: the search answers as before.
  writeFileSync(path, readFileSync(path, 'utf8').slice(0, -40));
  assert.equal((await runImport({ databasePath: s.db, sources: register, fromDir: files })).ok, false);
  await sleep(VERSION_TTL_MS);
  assert.deepEqual(names('Zvaigžņu Ceļš'), ['SIA "Zvaigžņu Ceļš"']);
});
