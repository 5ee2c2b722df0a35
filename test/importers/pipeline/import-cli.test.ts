// `npm run import` as an operator or a scheduled job runs it: its exit status tells what happened.
// A mistyped command is a one-line usage error (status 2) that touches nothing, and a source asked
// for whose file is not there is not a successful import (status 3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrations } from '../../../src/store/migrations/index.ts';
import { commandEnv } from '../../helpers/command-env.ts';

const REPO = new URL('../../..', import.meta.url).pathname;
const FIXTURES = new URL('../../fixtures/lv/', import.meta.url).pathname;

function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'import-cli-'));
  const empty = join(dir, 'empty');
  mkdirSync(empty);
  return { dir, empty, db: join(dir, 'store', 'registry.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function runImport(args: string[], databasePath: string) {
  const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args, '--progress', 'none'], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: databasePath }), encoding: 'utf8', timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('a mistyped command is a one-line usage error, status 2, and creates no store', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const file = join(s.dir, 'register.csv');
  writeFileSync(file, 'x');
  const zip = join(s.dir, 'lv.zip');
  writeFileSync(zip, 'PK\x05\x06' + '\0'.repeat(18));
  for (const [args, reason] of [
    [['lv', '--from', join(s.dir, 'nonexistent')], /--from .*nonexistent: no such folder/],
    [['lv', '--from', file], /--from .*register\.csv: not a folder \(give the folder that holds the files\)$/m],
    // The registers' files often come zipped: the zip is read inside the folder given.
    [['lv', '--from', zip], /--from .*lv\.zip: not a folder \(give the folder that holds the files; a zip is read where it lies: give the folder that holds lv\.zip\)/],
    [['lv', '--from='], /--from needs a folder/],
    [['lv', '--only='], /--only needs a source name/],
    [['lv', '--from', s.empty, '--only', ' , '], /--only needs a source name/],
    [['xx'], /unknown group xx/],
    [['lv', '--from', s.empty, '--progress=loud'], /^--progress must be auto, plain or none, got "loud"$/],
    [['lv', '--from', s.empty, '--progress='], /^--progress must be auto, plain or none, got ""$/],
  ] as const) {
    const run = runImport([...args], s.db);
    assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr.split('\n')[0]!, reason, args.join(' '));
    assert.doesNotMatch(run.stderr, /\bat .+:\d+:\d+/, 'no stack trace');
    assert.equal(run.stdout, '', 'nothing was imported');
    assert.equal(existsSync(s.db), false, `${args.join(' ')} created no store`);
  }
});

test('--help, -h and help print the usage and exit 0; a group in capitals is the group', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  for (const args of [['--help'], ['-h'], ['help'], ['lv', '--help']]) {
    const run = runImport(args, s.db);
    assert.equal(run.status, 0, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stdout, /^usage: npm run import/, args.join(' '));
    assert.match(run.stdout, /exit status: 0 imported/);
    // Where it writes and what it waits for are settings, not options: the help names them too.
    for (const name of ['DATABASE_PATH', 'IMPORT_CACHE_DIR', 'IMPORT_IDLE_TIMEOUT', 'IMPORT_LOCK_WAIT']) assert.match(run.stdout, new RegExp(`\\b${name}\\b`));
  }
  copyFileSync(join(FIXTURES, 'register.csv'), join(s.dir, 'register.csv'));
  const run = runImport(['LV', '--from', s.dir, '--only', 'register'], s.db);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /PUBLISHED\s+lv\.register/);
  // A source named in capitals, as the group may be, is the same source.
  const capitals = runImport(['lv', '--from', s.dir, '--only', 'LV.Register', '--force'], s.db);
  assert.equal(capitals.status, 0, capitals.stderr);
  assert.match(capitals.stdout, /PUBLISHED\s+lv\.register/);
});

test('a source named by --only, or every source, with no file in --from is status 3, naming the file and the folder', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const only = runImport(['lv', '--from', s.empty, '--only', 'register'], s.db);
  assert.equal(only.status, 3, only.stderr);
  assert.match(only.stderr, new RegExp(`nothing imported for lv\\.register: not in ${s.empty}: register\\.csv`));
  // No store was there, and none is left: an empty one would be served, and npm start would not build the demo.
  assert.equal(existsSync(s.db), false, 'an import that published nothing leaves no new store');

  // The text report said "Import finished (…)", as a night that imported, the outcome on stderr alone.
  assert.match(only.stdout.split('\n')[0]!, /^Import finished with nothing imported: no source found its files \(/);

  const all = runImport(['lv', '--from', s.empty], s.db);
  assert.equal(all.status, 3, all.stderr);
  assert.match(all.stderr, new RegExp(`nothing imported: no source of lv found its files in ${s.empty}`));
  assert.match(all.stdout.split('\n')[0]!, /^Import finished with nothing imported: no source found its files \(/);

  // One source named found its file, the other none: what was imported is published, the other named.
  const named = join(s.dir, 'named');
  mkdirSync(named);
  copyFileSync(join(FIXTURES, 'register.csv'), join(named, 'register.csv'));
  const half = runImport(['lv', '--from', named, '--only', 'register,officers'], join(s.dir, 'half.sqlite'));
  assert.equal(half.status, 3, half.stderr);
  assert.match(half.stdout.split('\n')[0]!, /^Import finished with nothing imported: no file to read for lv\.officers \(/);
  assert.match(half.stdout, /PUBLISHED\s+lv\.register/);

  // Part of a group from a folder is fine: the rest is reported as skipped.
  const folder = join(s.dir, 'some');
  mkdirSync(folder);
  copyFileSync(join(FIXTURES, 'register.csv'), join(folder, 'register.csv'));
  const part = runImport(['lv', '--from', folder], s.db);
  assert.equal(part.status, 0, part.stderr);
  assert.match(part.stdout.split('\n')[0]!, /^Import finished \(/);
  assert.match(part.stdout, /PUBLISHED\s+lv\.register/);
  assert.match(part.stdout, /SKIPPED\s+lv\.officers/);
});

test('--json says the exit status: ok is false, with exitStatus 3, when a source named by --only had no file to read', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  // A job reading the JSON took "ok": true (no source failed) for a night's import that imported nothing.
  const nothing = runImport(['lv', '--from', s.empty, '--only', 'register', '--json'], s.db);
  assert.equal(nothing.status, 3, nothing.stderr);
  const unread = JSON.parse(nothing.stdout);
  assert.equal(unread.ok, false);
  assert.equal(unread.exitStatus, 3);
  assert.equal(unread.outcome, 'nothing-to-read');
  assert.equal(unread.sources[0].status, 'skipped');

  copyFileSync(join(FIXTURES, 'register.csv'), join(s.dir, 'register.csv'));
  const done = runImport(['lv', '--from', s.dir, '--only', 'register', '--json'], s.db);
  assert.equal(done.status, 0, done.stderr);
  const imported = JSON.parse(done.stdout);
  assert.deepEqual([imported.ok, imported.exitStatus, imported.outcome], [true, 0, 'imported']);

  writeFileSync(join(s.dir, 'register.csv'), 'not;the;header\n1;2;3\n');
  const bad = runImport(['lv', '--from', s.dir, '--only', 'register', '--json'], s.db);
  assert.equal(bad.status, 1, bad.stderr);
  const failed = JSON.parse(bad.stdout);
  assert.deepEqual([failed.ok, failed.exitStatus, failed.outcome], [false, 1, 'failed']);
});

test('a DATABASE_PATH that is an empty file or another application\'s database is refused, status 1, the file left as it was', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  // Opened for writing, any SQLite file took the schema steps: reindex said "Search index rebuilt",
  // status 0, with the registry's tables written into another application's database.
  const other = join(s.dir, 'notes.sqlite');
  const db = new DatabaseSync(other);
  db.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('kept')");
  db.close();
  const empty = join(s.dir, 'empty.sqlite');
  writeFileSync(empty, '');
  const cases = [
    [['reindex'], empty, 'it holds no registry tables (an empty file)'],
    [['withdraw', 'lv.register'], empty, 'it holds no registry tables (an empty file)'],
    [['reindex'], other, 'it holds no registry tables but 1 of something else'],
    [['withdraw', 'lv.register'], other, 'it holds no registry tables but 1 of something else'],
    [['lv', '--from', s.empty, '--only', 'register'], other, 'it holds no registry tables but 1 of something else'],
  ] as const;
  for (const [args, path, reason] of cases) {
    const before = readFileSync(path);
    const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args], {
      cwd: REPO, env: commandEnv({ DATABASE_PATH: path }), encoding: 'utf8', timeout: 60_000,
    });
    assert.equal(run.status, 1, `${args.join(' ')} on ${path}: ${run.stderr}`);
    assert.ok(run.stderr.startsWith(`import failed: DATABASE_PATH=${path} cannot be read as a store: ${reason}`), run.stderr);
    assert.equal(run.stdout, '', 'nothing was done');
    assert.deepEqual(readFileSync(path), before, `${args.join(' ')} left ${path} as it was`);
  }
});

test('an import into an empty file that publishes nothing leaves the file empty, as npm start refuses it', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  // The store's schema was left written into it: npm start, which refuses an empty file, then
  // served a store holding nothing.
  const empty = join(s.dir, 'registry.sqlite');
  writeFileSync(empty, '');
  const run = runImport(['lv', '--from', s.empty, '--only', 'register'], empty);
  assert.equal(run.status, 3, run.stderr);
  assert.equal(readFileSync(empty).length, 0, 'the file is as it was: 0 bytes');
  for (const suffix of ['-wal', '-shm', '-journal', '.import-lock']) assert.equal(existsSync(`${empty}${suffix}`), false, suffix);

  copyFileSync(join(FIXTURES, 'register.csv'), join(s.dir, 'register.csv'));
  const done = runImport(['lv', '--from', s.dir, '--only', 'register'], empty);
  assert.equal(done.status, 0, done.stderr);
  assert.ok(readFileSync(empty).length > 0, 'an import that publishes creates the store in the empty file');
});

test('an import that publishes nothing takes away the folders it created for the store, and only those', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  // The store was removed again, but the folders created for it stayed, empty.
  const data = join(s.dir, 'data');
  const store = join(data, 'lv', 'registry.sqlite');
  const nothing = runImport(['lv', '--from', s.empty, '--only', 'register'], store);
  assert.equal(nothing.status, 3, nothing.stderr);
  assert.equal(existsSync(data), false, 'data/ and data/lv/ did not exist, and do not now');

  mkdirSync(data);
  writeFileSync(join(data, 'notes.txt'), 'kept');
  const again = runImport(['lv', '--from', s.empty, '--only', 'register'], store);
  assert.equal(again.status, 3, again.stderr);
  assert.deepEqual(readdirSync(data), ['notes.txt'], 'data/ was there before: kept, with what it held; data/lv/ taken away');

  copyFileSync(join(FIXTURES, 'register.csv'), join(s.dir, 'register.csv'));
  const done = runImport(['lv', '--from', s.dir, '--only', 'register'], store);
  assert.equal(done.status, 0, done.stderr);
  assert.ok(existsSync(store), 'a published store keeps the folders created for it');
});

test('a source imported only when named is named with --only: sanctions --only opensanctions', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const folder = join(s.dir, 'os');
  mkdirSync(folder);
  writeFileSync(join(folder, 'targets.simple.csv'), [
    'id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change',
    'NK-abc,Company,Demo Trading LLC,,,ru,,,EU Sanctions Map,,,EU Financial Sanctions,2022-03-01,2026-11-20,2026-11-20',
  ].join('\n') + '\n');
  const run = runImport(['sanctions', '--from', folder, '--only', 'opensanctions'], s.db);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /PUBLISHED\s+sanctions\.opensanctions/);
  // The default run of the group does not import it: it is not among the group's sources.
  const unknown = runImport(['sanctions', '--from', folder, '--only', 'nosuch'], s.db);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /by name only: sanctions\.opensanctions/);
});

test('reindex refuses a DATABASE_PATH that does not exist instead of creating an empty store', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const run = spawnSync(process.execPath, ['src/cli/import.ts', 'reindex'], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db }), encoding: 'utf8',
  });
  assert.equal(run.status, 2, run.stderr);
  assert.match(run.stderr, /reindex: DATABASE_PATH=.*registry\.sqlite does not exist/);
  assert.equal(run.stdout, '');
  assert.equal(existsSync(s.db), false);
});

test('reindex or an import that brings a store of an older schema up to date says so, naming the steps', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const current = Math.max(...migrations.map((m) => m.version));
  assert.equal(runImport(['lv', '--from', FIXTURES, '--only', 'register'], s.db).status, 0);
  const downgrade = () => {
    // The store as the code before tax-debt schedules wrote it (schema 11), which the server refuses naming reindex.
    const db = new DatabaseSync(s.db);
    db.exec('ALTER TABLE tax_debts DROP COLUMN scheduled_amount; ALTER TABLE tax_debts DROP COLUMN schedule_ends; ALTER TABLE companies DROP COLUMN address_country; ALTER TABLE financial_statements DROP COLUMN quarter_employees; ALTER TABLE person_roles DROP COLUMN representation; ALTER TABLE person_roles DROP COLUMN representation_with_at_least; DROP TABLE tax_registers; DROP TABLE reorganizations; ALTER TABLE sanction_entries DROP COLUMN addresses; ALTER TABLE sanction_entries DROP COLUMN particulars; ALTER TABLE role_departures DROP COLUMN holder_regcode; ALTER TABLE role_departures DROP COLUMN holder_country; DROP TABLE holder_name_words; ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE import_runs DROP COLUMN file_rows; PRAGMA user_version = 11');
    db.close();
  };
  const note = `Store schema brought from version 11 to ${current} (12 tax-debt-schedule`;
  downgrade();
  const env = commandEnv({ DATABASE_PATH: s.db });
  const reindex = () => spawnSync(process.execPath, ['src/cli/import.ts', 'reindex'], { cwd: REPO, env, encoding: 'utf8', timeout: 60_000 });
  const first = reindex();
  assert.equal(first.status, 0, first.stderr);
  // It said only "Search index rebuilt for …": nothing told the operator the store was now one the server serves.
  assert.ok(first.stdout.includes(note), first.stdout);
  const again = reindex();
  assert.equal(again.status, 0, again.stderr);
  assert.doesNotMatch(again.stdout, /Store schema/, 'a store already up to date has no step to tell');
  // An import says it too; with --json on stderr, leaving stdout the report alone.
  downgrade();
  const json = spawnSync(process.execPath, ['src/cli/import.ts', 'lv', '--from', FIXTURES, '--only', 'register', '--force', '--json', '--progress', 'none'], {
    cwd: REPO, env, encoding: 'utf8', timeout: 60_000,
  });
  assert.equal(json.status, 0, json.stderr);
  assert.equal(JSON.parse(json.stdout).ok, true);
  assert.ok(json.stderr.includes(note), json.stderr);
});

test('an option given to reindex or withdraw is named as the option, not blamed on the command', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  for (const [args, reason] of [
    // Each used to read "unknown group reindex" (or withdraw), the one word that was right.
    [['reindex', '--force'], /^unknown option --force for reindex, which takes none \(npm run import -- reindex\)$/],
    [['reindex', '--progress=none'], /^unknown option --progress=none for reindex, which takes none/],
    [['--force', 'reindex'], /^unknown option --force for reindex, which takes none/],
    [['reindex', 'lv'], /^unexpected argument lv for reindex, which takes none/],
    [['withdraw', '--force', 'lv.tax-rating'], /^unknown option --force for withdraw, which takes source ids alone \(npm run import -- withdraw SOURCE\[,SOURCE…\]\)$/],
    [['withdraw', 'lv.tax-rating', '--json'], /^unknown option --json for withdraw, which takes source ids alone/],
  ] as const) {
    const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args], {
      cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db }), encoding: 'utf8', timeout: 60_000,
    });
    assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr.split('\n')[0]!, reason, args.join(' '));
    assert.match(run.stderr, /usage: npm run import/, 'the usage follows');
    assert.equal(existsSync(s.db), false, `${args.join(' ')} created no store`);
  }
  // Its help, and the command in capitals as a group may be written, are the command's.
  const help = spawnSync(process.execPath, ['src/cli/import.ts', 'reindex', '--help'], { cwd: REPO, encoding: 'utf8' });
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /^usage: npm run import/);
  const capitals = spawnSync(process.execPath, ['src/cli/import.ts', 'REINDEX'], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db }), encoding: 'utf8',
  });
  assert.match(capitals.stderr, /^reindex: DATABASE_PATH=.* does not exist/);
});

test('a setting that is wrong is one line naming it, status 2, without the usage of a command line that is right', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  for (const [env, reason] of [
    [{ IMPORT_IDLE_TIMEOUT: '1e3' }, /^IMPORT_IDLE_TIMEOUT must be a number of seconds from 1 to 300 .*, got "1e3"$/],
    [{ IMPORT_CACHE_DIR: '' }, /^IMPORT_CACHE_DIR is set but empty/],
    [{ IMPORT_LOCK_WAIT: '10s' }, /^IMPORT_LOCK_WAIT must be a number of seconds from 1 to 3600 .*, got "10s"$/],
  ] as const) {
    for (const args of [['lv', '--from', FIXTURES], ['reindex'], ['withdraw', 'lv.tax-rating']]) {
      const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args], {
        cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db, ...env }), encoding: 'utf8', timeout: 60_000,
      });
      assert.equal(run.status, 2, `${JSON.stringify(env)} ${args[0]}: ${run.stderr}`);
      assert.equal(run.stderr.trim().split('\n').length, 1, `one line: ${run.stderr}`);
      assert.match(run.stderr.trim(), reason);
      assert.equal(existsSync(s.db), false, 'no store created');
    }
  }
});

test('a wrong server setting in a shared env file is one warning line each, and the import, reindex and withdraw go on', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  // None of these is read by the import: each used to stop it with status 2 (PORT must be …).
  const env = { PORT: 'abc', SANCTIONS_THRESHOLD: '0x1', WORKERS: '4', LOG_LEVEL: 'loud' };
  for (const args of [['lv', '--from', FIXTURES, '--only', 'register'], ['reindex'], ['withdraw', 'lv.tax-rating']]) {
    const run = spawnSync(process.execPath, ['src/cli/import.ts', ...args, ...(args[0] === 'lv' ? ['--progress', 'none'] : [])], {
      cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db, ...env }), encoding: 'utf8', timeout: 60_000,
    });
    assert.equal(run.status, 0, `${args[0]}: ${run.stdout}${run.stderr}`);
    const lines = run.stderr.trim().split('\n');
    assert.deepEqual(lines.map((l) => /will refuse (\w+)/.exec(l)?.[1]), ['PORT', 'SANCTIONS_THRESHOLD', 'LOG_LEVEL', 'WORKERS'], run.stderr);
    assert.match(lines[0]!, /^the server will refuse PORT \(not read by npm run import\): PORT must be a port number .*got "abc"$/);
    assert.match(lines[1]!, /^the server and npm run mcp will refuse SANCTIONS_THRESHOLD \(not read by npm run import\): .*got "0x1"$/);
    assert.match(lines[3]!, /^the server will refuse WORKERS \(not read by npm run import\): WORKERS=4 needs REDIS_URL/);
  }
  assert.equal(existsSync(s.db), true, 'the import published');
});

test('an IMPORT_CACHE_DIR that cannot hold the downloads is refused before anything is created, naming it', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  const file = join(s.dir, 'downloads.txt');
  writeFileSync(file, 'a file where the cache folder was meant');
  const unmounted = join(s.dir, 'cache');
  symlinkSync(join(s.dir, 'mnt-not-mounted'), unmounted);
  for (const [cacheDir, reason] of [
    [file, `${file} is not a directory`],
    [join(file, 'downloads'), `${file} is not a directory`],
    [join(unmounted, 'downloads'), `${unmounted} is a symbolic link to ${s.dir}/mnt-not-mounted, which does not exist`],
  ] as const) {
    const run = spawnSync(process.execPath, ['src/cli/import.ts', 'sanctions', '--only', 'eu', '--progress', 'none'], {
      cwd: REPO,
      // Every download goes to a proxy that is not there: without the check the command went on to
      // download, and this keeps such a run off the network.
      env: commandEnv({ DATABASE_PATH: s.db, IMPORT_CACHE_DIR: cacheDir, NODE_USE_ENV_PROXY: '1', HTTPS_PROXY: 'http://127.0.0.1:9', HTTP_PROXY: 'http://127.0.0.1:9' }),
      encoding: 'utf8', timeout: 60_000,
    });
    // It used to fail the source with Node's words alone, "EEXIST: file already exists, mkdir …", status 1.
    assert.equal(run.status, 2, `${cacheDir}: ${run.stdout}${run.stderr}`);
    assert.equal(run.stderr.trim(), `IMPORT_CACHE_DIR=${cacheDir} cannot be written: ${reason}${reason.endsWith('exist') ? ' (a volume not mounted?)' : ''}`);
    assert.equal(existsSync(s.db), false, 'no store created');
  }
  assert.equal(existsSync(join(s.dir, 'mnt-not-mounted')), false, 'the link target was not created');
  // An import from a folder downloads nothing, and needs no cache.
  const run = spawnSync(process.execPath, ['src/cli/import.ts', 'lv', '--from', FIXTURES, '--only', 'register', '--progress', 'none'], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db, IMPORT_CACHE_DIR: file }), encoding: 'utf8', timeout: 60_000,
  });
  assert.equal(run.status, 0, run.stderr);
});

test('--progress=MODE is --progress MODE, as --from= and --only= are', (t) => {
  const s = scratch();
  t.after(s.cleanup);
  for (const [mode, lines] of [['plain', /lv\.register register\.csv 100%/], ['none', /^$/]] as const) {
    const run = spawnSync(process.execPath, ['src/cli/import.ts', 'lv', '--from', FIXTURES, '--only', 'register', '--force', `--progress=${mode}`], {
      cwd: REPO, env: commandEnv({ DATABASE_PATH: s.db }), encoding: 'utf8', timeout: 60_000,
    });
    // It was "unknown option --progress=none", status 2: a scheduled job written so never imported.
    assert.equal(run.status, 0, `--progress=${mode}: ${run.stderr}`);
    assert.match(run.stdout, /PUBLISHED\s+lv\.register/);
    assert.match(run.stderr, lines, `--progress=${mode}`);
  }
});
