// One env file is often shared by the server, `npm run import`, `npm run mcp` and `npm run demo`.
// Each refuses a wrong value of a setting it reads and warns of one it does not read, by the one
// table SETTING_READERS: PORT=abc used to stop the night's import, IMPORT_IDLE_TIMEOUT=abc the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SETTING_READERS, loadConfig, type Command, type SettingName } from './config.ts';

const WRONG: Record<SettingName, Record<string, string>> = {
  PORT: { PORT: 'abc' },
  HOST: { HOST: '' },
  DATABASE_PATH: { DATABASE_PATH: '' },
  REDIS_URL: { REDIS_URL: 'localhost:6379' },
  TRUST_PROXY: { TRUST_PROXY: 'nope' },
  RATE_LIMITS: { RATE_LIMITS: 'maybe' },
  LOG_LEVEL: { LOG_LEVEL: 'loud' },
  LOG_CLIENT_ADDRESS: { LOG_CLIENT_ADDRESS: 'half' },
  SANCTIONS_THRESHOLD: { SANCTIONS_THRESHOLD: '0x1' },
  WORKERS: { WORKERS: '4' }, // without REDIS_URL
  IMPORT_CACHE_DIR: { IMPORT_CACHE_DIR: '' },
  IMPORT_IDLE_TIMEOUT: { IMPORT_IDLE_TIMEOUT: 'abc' },
  IMPORT_LOCK_WAIT: { IMPORT_LOCK_WAIT: '0' },
};
const COMMANDS: Command[] = ['server', 'mcp', 'import', 'demo'];
const NAMES: Record<Command, string> = { server: 'the server', mcp: 'npm run mcp', import: 'npm run import', demo: 'npm run demo' };

test('a wrong setting is refused by the commands that read it and warned of by the others, with its default', () => {
  const defaults = loadConfig({});
  for (const variable of Object.keys(SETTING_READERS) as SettingName[]) {
    const env = WRONG[variable];
    const refusal = (() => { try { loadConfig(env); } catch (err) { return (err as Error).message; } return null; })();
    assert.ok(refusal?.includes(variable), `${variable}: refused when every setting is read`);
    for (const command of COMMANDS) {
      const readers: readonly Command[] = SETTING_READERS[variable];
      if (readers.includes(command)) {
        assert.throws(() => loadConfig(env, { command }), { message: refusal }, `${command} reads ${variable}`);
        continue;
      }
      const { settingProblems, ...config } = loadConfig(env, { command });
      assert.deepEqual(settingProblems, [{
        variable,
        problem: refusal,
        warning: `${readers.map((c) => NAMES[c]).join(' and ')} will refuse ${variable} (not read by ${NAMES[command]}): ${refusal}`,
      }], `${command} does not read ${variable}`);
      const { settingProblems: none, ...expected } = defaults;
      assert.deepEqual(none, []);
      // WORKERS=4 is a valid count: only the check with REDIS_URL fails, so it is kept as given.
      assert.deepEqual(config, variable === 'WORKERS' ? { ...expected, workers: 4 } : expected, `${command}, ${variable}: the defaults`);
    }
  }
});

test('the import does not read the server settings of a shared env file, and reads its own and the store', () => {
  const { settingProblems } = loadConfig({ PORT: 'abc', SANCTIONS_THRESHOLD: '0x1', WORKERS: '4' }, { command: 'import' });
  assert.deepEqual(settingProblems.map((p) => p.variable), ['PORT', 'SANCTIONS_THRESHOLD', 'WORKERS']);
  assert.match(settingProblems[0]!.warning, /^the server will refuse PORT \(not read by npm run import\): PORT must be a port number/);
  assert.match(settingProblems[1]!.warning, /^the server and npm run mcp will refuse SANCTIONS_THRESHOLD \(not read by npm run import\)/);
  assert.throws(() => loadConfig({ IMPORT_IDLE_TIMEOUT: 'abc' }, { command: 'import' }), /^Error: IMPORT_IDLE_TIMEOUT must be/);
  assert.throws(() => loadConfig({ DATABASE_PATH: '' }, { command: 'import' }), /^Error: DATABASE_PATH is set but empty/);
});

test('docs/operations.md says of each setting which commands read it, as the table the commands follow', () => {
  const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
  for (const [variable, readers] of Object.entries(SETTING_READERS)) {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${variable}\` |`));
    assert.ok(row, `${variable} has a row`);
    const readBy = row.split('|')[3]!.trim();
    assert.equal(readBy, readers.length === COMMANDS.length ? 'all' : readers.join(', '), `${variable}: ${row}`);
  }
});

/** A setting's default as the tables write it, from what loadConfig gives with nothing set. */
function documentedDefault(variable: SettingName): string {
  const config = loadConfig({});
  const byVariable: Record<SettingName, unknown> = {
    PORT: config.port, HOST: config.host, DATABASE_PATH: config.databasePath,
    REDIS_URL: config.redisUrl, TRUST_PROXY: config.trustProxy === false ? null : config.trustProxy,
    RATE_LIMITS: config.rateLimits ? 'on' : 'off', LOG_LEVEL: config.logLevel, LOG_CLIENT_ADDRESS: config.logClientAddress,
    SANCTIONS_THRESHOLD: config.sanctionsThreshold, WORKERS: config.workers, IMPORT_CACHE_DIR: config.importCacheDir,
    IMPORT_IDLE_TIMEOUT: config.importIdleTimeoutSeconds, IMPORT_LOCK_WAIT: config.importLockWaitSeconds,
  };
  const value = byVariable[variable];
  return value === null ? 'unset' : `\`${String(value)}\``;
}

// README.md said "the two IMPORT_ settings" when there were three; a setting added to the code and
// not to a table, or left in a table after the code dropped it, is told here by name.
test('the settings tables of README.md and docs/operations.md list the settings the commands read, none other, with their defaults', () => {
  for (const file of ['../../README.md', '../../docs/operations.md']) {
    const doc = readFileSync(new URL(file, import.meta.url), 'utf8');
    const rows = doc.split('\n').filter((line) => /^\| `[A-Z_]+` \| (`[^`]*`|unset) \|/.test(line));
    const listed = rows.map((row) => row.split('|')[1]!.trim().replaceAll('`', ''));
    assert.deepEqual([...listed].sort(), Object.keys(SETTING_READERS).sort(), `${file}: the variables of its settings table`);
    for (const row of rows) {
      const [, name, fallback] = row.split('|').map((cell) => cell.trim());
      assert.equal(fallback, documentedDefault(name!.replaceAll('`', '') as SettingName), `${file}: the default of ${name}`);
    }
  }
});

// LOG_LEVEL=INFO, as other servers write levels, stopped the start ("must be one of fatal, error,
// …, got INFO") where RATE_LIMITS=OFF was taken: a setting's word is read in any case, and a word
// refused is told as it was sent.
test('a setting of words is read in any case, and a word refused is named as sent', () => {
  const config = loadConfig({ LOG_LEVEL: 'INFO', LOG_CLIENT_ADDRESS: 'Full', RATE_LIMITS: 'OFF' });
  assert.deepEqual([config.logLevel, config.logClientAddress, config.rateLimits], ['info', 'full', false]);
  assert.throws(() => loadConfig({ LOG_LEVEL: 'Loud' }), { message: /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got Loud/ });
});
