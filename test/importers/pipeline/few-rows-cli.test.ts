// A source's floor of rows (expectedRows.min: lt.jar expects 100,000 entities) refused a file far
// smaller than expected, a part of the register imported on purpose as well as a truncated one,
// and said neither that it could be overridden nor how. The refusal now names --allow-few-rows,
// which publishes the file. Written from JAR's documented headers, run as an operator runs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query } from './helpers.ts';
import { commandEnv } from '../../helpers/command-env.ts';

const REPO = new URL('../../..', import.meta.url).pathname;

const REGISTERED = ['ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|stat_kodas|stat_pavadinimas|stat_data_nuo|formavimo_data',
  '304100001|UAB Pirmoji|Vilnius, Ozo g. 1, LT-07150|2015-05-05|310|Uždaroji akcinė bendrovė|0|Teisinis statusas neįregistruotas|2015-05-05|2026-11-20',
  '304100002|UAB Antroji|Kaunas, Laisvės al. 2, LT-44001|2016-06-06|310|Uždaroji akcinė bendrovė|0|Teisinis statusas neįregistruotas|2016-06-06|2026-11-20'];
const DEREGISTERED = ['ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|isreg_data|formavimo_data',
  '304100003|UAB Trečioji|Vilnius, Ozo g. 3, LT-07150|2012-03-01|310|Uždaroji akcinė bendrovė|2020-07-31|2026-11-20'];

function importLtJar(dir: string, extra: string[]) {
  const run = spawnSync(process.execPath, ['src/cli/import.ts', 'lt', '--only', 'jar', '--from', join(dir, 'files'), '--progress', 'none', ...extra], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: join(dir, 'registry.sqlite') }), encoding: 'utf8', timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('a JAR extract of three entities is refused naming --allow-few-rows, and published with it', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'few-rows-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const files = join(dir, 'files');
  mkdirSync(files);
  writeFileSync(join(files, 'JAR_IREGISTRUOTI.csv'), `${REGISTERED.join('\n')}\n`);
  writeFileSync(join(files, 'JAR_ISREGISTRUOTI.csv'), `${DEREGISTERED.join('\n')}\n`);

  const refused = importLtJar(dir, []);
  assert.equal(refused.status, 1, refused.stderr);
  assert.match(refused.stdout, /^FAILED +lt\.jar .*\n +JAR_IREGISTRUOTI\.csv: 3 rows to write, where lt\.jar expects at least 100000 \(a truncated or wrong file\?\) \(pass --allow-few-rows if the file is meant: a part of the register, an extract\); nothing was changed$/m);

  const published = importLtJar(dir, ['--allow-few-rows']);
  assert.equal(published.status, 0, published.stdout + published.stderr);
  assert.match(published.stdout, /^PUBLISHED +lt\.jar +read 3, written 3, rejected 0/m);
  assert.deepEqual(query(join(dir, 'registry.sqlite'), "SELECT regcode, status FROM companies WHERE country = 'LT' ORDER BY regcode"),
    [{ regcode: '304100001', status: 'active' }, { regcode: '304100002', status: 'active' }, { regcode: '304100003', status: 'closed' }]);
});

test('--help lists --allow-few-rows', () => {
  const run = spawnSync(process.execPath, ['src/cli/import.ts', '--help'], { cwd: REPO, env: commandEnv(), encoding: 'utf8' });
  assert.equal(run.status, 0);
  assert.match(run.stdout + run.stderr, /--allow-few-rows publish a source with fewer rows than its floor/);
});
