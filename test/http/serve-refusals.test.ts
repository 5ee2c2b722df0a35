// A server that cannot serve what it was given stops before it listens: one line at level error
// naming the store or the variable at fault and the reason, then status 1; with WORKERS=2 too,
// rather than replacing workers that fail the same way forever.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, lstatSync, mkdtempSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createServer, type AddressInfo } from 'node:net';
import { spawnServeProcess, type LogLine } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

async function refused(env: Record<string, string>): Promise<{ code: number | null; lines: LogLine[] }> {
  const server = spawnServeProcess(env);
  const timer = setTimeout(() => void server.stop('SIGKILL'), 60_000); // a loaded machine, not a hang
  const code = await server.exited;
  clearTimeout(timer);
  const lines = server.lines();
  assert.ok(!lines.some((l) => l.msg === 'listening'), `never listened: ${JSON.stringify(lines)}`);
  assert.ok(!lines.some((l) => /starting another/.test(String(l.msg))), 'no worker was replaced');
  return { code, lines };
}

function errorLine(lines: LogLine[], pattern: RegExp): void {
  assert.ok(lines.some((l) => l.level === 'error' && pattern.test(String(l.msg))),
    `an error line matching ${pattern}:\n${lines.map((l) => JSON.stringify(l)).join('\n')}`);
}

test('a store that is empty, not SQLite, of something else or cut short stops the start, alone or with workers', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bad-store-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const good = await seedDatabaseFile(dir);
  const stores = {
    empty: [join(dir, 'empty.sqlite'), /it holds no registry tables/],
    notSqlite: [join(dir, 'text.sqlite'), /file is not a database/],
    foreign: [join(dir, 'foreign.sqlite'), /it holds no registry tables/],
    truncated: [join(dir, 'truncated.sqlite'), /database disk image is malformed/],
  } as const;
  writeFileSync(stores.empty[0], '');
  writeFileSync(stores.notSqlite[0], 'not a database\n'.repeat(200));
  const foreign = new DatabaseSync(stores.foreign[0]);
  foreign.exec('CREATE TABLE notes (body TEXT)');
  foreign.close();
  copyFileSync(good, stores.truncated[0]);
  truncateSync(stores.truncated[0], Math.floor(statSync(good).size / 2));

  for (const [kind, [path, reason]] of Object.entries(stores)) {
    for (const extra of [{}, { WORKERS: '2', RATE_LIMITS: 'off' }] as Record<string, string>[]) {
      const { code, lines } = await refused({ DATABASE_PATH: path, ...extra });
      assert.equal(code, 1, `${kind} ${JSON.stringify(extra)}`);
      errorLine(lines, new RegExp(`^cannot start: DATABASE_PATH=${path.replace(/[.]/g, '\\.')} cannot be served: ${reason.source}`));
    }
  }
});

test('a setting that is empty or malformed stops the start with the variable named', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bad-setting-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = await seedDatabaseFile(dir);
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: '' }, /PORT is set but empty/],
    [{ PORT: '1e4' }, /PORT must be a port number from 1 to 65535 written in digits/],
    [{ PORT: '65536' }, /PORT must be a port number/],
    [{ HOST: '' }, /HOST is set but empty/],
    [{ DATABASE_PATH: '' }, /DATABASE_PATH is set but empty/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got verbose/],
    // Every accepted form is listed, the hop count the docs allow among them.
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be true, false, a hop count \(1, which trusts no proxy: give addresses instead\), or addresses \(10\.0\.0\.1\), CIDR ranges \(10\.0\.0\.0\/8 or 10\.0\.0\.0\/255\.0\.0\.0\) and the names loopback, linklocal, uniquelocal, separated by commas; "yes" is none of these/],
    [{ TRUST_PROXY: '2 hops' }, /TRUST_PROXY must be true, false, a hop count .*; "2 hops" is none of these/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY .*"10\.0\.0\.0\/33"/],
    [{ REDIS_URL: 'notaurl' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ address \(redis:\/\/host:6379\), got "notaurl"/],
  ];
  for (const [env, reason] of cases) {
    const { code, lines } = await refused({ DATABASE_PATH: databasePath, ...env });
    assert.equal(code, 1, JSON.stringify(env));
    errorLine(lines, new RegExp(`^cannot start: ${reason.source}`));
  }
  assert.equal(statSync(databasePath).isFile(), true);
});

test('a port in use or an address not of this machine stops the start with HOST and PORT named', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'bad-listen-'));
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  t.after(() => { taken.close(); rmSync(dir, { recursive: true, force: true }); });
  const port = String((taken.address() as AddressInfo).port);
  const databasePath = await seedDatabaseFile(dir);
  const cases: [Record<string, string>, RegExp][] = [
    [{ HOST: '127.0.0.1', PORT: port }, new RegExp(`HOST=127\\.0\\.0\\.1 PORT=${port}: cannot listen there: .*EADDRINUSE`)],
    // TEST-NET-3 (RFC 5737): an address no interface of this machine has.
    [{ HOST: '203.0.113.7', PORT: '0' }, /HOST=203\.0\.113\.7 PORT=0: cannot listen there: .*EADDRNOTAVAIL/],
  ];
  for (const [env, reason] of cases) {
    const { code, lines } = await refused({ DATABASE_PATH: databasePath, ...env });
    assert.equal(code, 1, JSON.stringify(env));
    errorLine(lines, new RegExp(`^cannot start: ${reason.source}`));
  }
});

test('a store to be built under a link to a volume that is not mounted stops the start naming the link', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'unmounted-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const data = join(dir, 'data');
  symlinkSync(join(dir, 'mnt'), data);
  const databasePath = join(data, 'registry.sqlite');
  const { code, lines } = await refused({ DATABASE_PATH: databasePath });
  assert.equal(code, 1);
  // Node's own reason named neither: "ENOENT: no such file or directory, mkdir '…building-files'".
  errorLine(lines, new RegExp(`^cannot start: DATABASE_PATH=${databasePath} does not exist and the demo dataset cannot be built`
    + ` at ${databasePath}: ${data} is a symbolic link to ${dir}/mnt, which does not exist \\(a volume not mounted\\?\\)`));
  assert.equal(existsSync(join(dir, 'mnt')), false, 'the link target was not created');
});

test('a store that is a link to a file on a volume not mounted stops the start, the link left as it was', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'unmounted-store-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const target = join(dir, 'mnt', 'registry.sqlite');
  symlinkSync(target, databasePath);
  const { code, lines } = await refused({ DATABASE_PATH: databasePath });
  assert.equal(code, 1);
  // The demo builder used to put its generated store in place of the link and serve it as ready.
  errorLine(lines, new RegExp(`^cannot start: DATABASE_PATH=${databasePath} does not exist and the demo dataset cannot be built`
    + ` at ${databasePath}: ${databasePath} is a symbolic link to ${target}, which does not exist \\(a volume not mounted\\?\\)`));
  assert.equal(lstatSync(databasePath).isSymbolicLink(), true, 'the link is still a link');
  assert.equal(existsSync(join(dir, 'mnt')), false, 'the link target was not created');
});
