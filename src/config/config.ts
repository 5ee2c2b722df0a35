// The one configuration object, read once from the environment (API.md "Operating contract").
// Every refusal names the variable, so a start that fails says which setting to fix.
import { isIP } from 'node:net';
import { CLIENT_ADDRESS_MODES, type ClientAddressMode } from '../domain/client-address.ts';
import { DEFAULT_THRESHOLD, REPORTING_FLOOR } from '../domain/sanctions-matching.ts';

export interface Config {
  /** Where the server listens (REST and MCP share the port). */
  port: number;
  host: string;
  /** The SQLite store; `npm start` builds the demo dataset there when it is missing. */
  databasePath: string;
  /** Shared rate-limit counters between replicas; in-process counters when unset. */
  redisUrl: string | null;
  /** Fastify `trustProxy`: which proxies' X-Forwarded-For is believed. Unset: none. */
  trustProxy: boolean | string | number;
  /** `false` only for benchmarks (RATE_LIMITS=off). */
  rateLimits: boolean;
  logLevel: string;
  /** What a request's log line says of the client address (LOG_CLIENT_ADDRESS): full, truncated (default) or off. */
  logClientAddress: ClientAddressMode;
  /** Score at or above which a sanctions match sets isSanctioned (SANCTIONS_THRESHOLD). */
  sanctionsThreshold: number;
  /** Where downloads are cached with their checksums (IMPORT_CACHE_DIR). */
  importCacheDir: string;
  /** Server processes sharing the port (WORKERS); 1 serves from the process started. */
  workers: number;
  /** Seconds a download may send nothing before it is given up (IMPORT_IDLE_TIMEOUT). */
  importIdleTimeoutSeconds: number;
  /** Seconds an import, reindex or withdraw waits for a write lock held outside them (IMPORT_LOCK_WAIT). */
  importLockWaitSeconds: number;
  /**
   * The settings this command does not read (SETTING_READERS) that a command reading them would
   * refuse: this one uses their defaults and warns of each (`warning`), rather than stop over a
   * value it never uses. Always empty when every setting is read (no command given).
   */
  settingProblems: SettingProblem[];
}

/** The commands that read settings, as an operator runs them. */
export type Command = 'server' | 'mcp' | 'import' | 'demo';

const COMMAND_NAMES: Record<Command, string> = {
  server: 'the server', mcp: 'npm run mcp', import: 'npm run import', demo: 'npm run demo',
};

/**
 * Which command reads which setting: the one table docs/operations.md's settings table follows.
 * A command refuses a wrong value of a setting it reads (it would run with a value nobody meant)
 * and warns of one it does not read (one env file is often shared by all of them: a typo in a
 * server setting must not stop tonight's import, nor an import setting the server). The import
 * keeps every sanctions match from the reporting floor up and the server applies
 * SANCTIONS_THRESHOLD when it answers, so the import does not read it. `npm start` and
 * `npm run mcp` build the demo store when DATABASE_PATH is missing, with no other setting.
 */
export const SETTING_READERS = {
  PORT: ['server'],
  HOST: ['server'],
  DATABASE_PATH: ['server', 'mcp', 'import', 'demo'],
  REDIS_URL: ['server'],
  TRUST_PROXY: ['server'],
  RATE_LIMITS: ['server'],
  LOG_LEVEL: ['server'],
  LOG_CLIENT_ADDRESS: ['server'],
  SANCTIONS_THRESHOLD: ['server', 'mcp'],
  WORKERS: ['server'],
  IMPORT_CACHE_DIR: ['import'],
  IMPORT_IDLE_TIMEOUT: ['import'],
  IMPORT_LOCK_WAIT: ['import'],
} as const satisfies Record<string, readonly Command[]>;

export type SettingName = keyof typeof SETTING_READERS;

export interface SettingProblem {
  variable: SettingName;
  /** The refusal a command reading it gives (`IMPORT_IDLE_TIMEOUT must be … got "abc"`). */
  problem: string;
  /** The line to log: who will refuse it, that this command does not read it, and why. */
  warning: string;
}

export interface ConfigOptions {
  /**
   * The command reading the settings: a wrong value of a setting it does not read is reported in
   * settingProblems instead of refused. Unset: every setting is read, and every wrong one refused.
   */
  command?: Command;
}

/** Node's own limit is 300 s; a working server sends something far more often than this. */
export const DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS = 60;

/**
 * Imports, reindex and withdraw take turns by their own lock, so only a process outside them (an
 * sqlite3 shell, a backup tool) holds the store's write lock: a command waits this long for it,
 * then fails naming the store, the data as it was. An operator whose backup writes for minutes
 * raises it; an hour is the most, as a command waiting longer is one nobody watches.
 */
export const DEFAULT_IMPORT_LOCK_WAIT_SECONDS = 10;

const DEFAULT_IMPORT_CACHE_DIR = '.cache/downloads';

/** More processes than this gain nothing on the machines this runs on and only cost memory. */
export const MAX_WORKERS = 32;

/** pino's levels; any other LOG_LEVEL would fail deep inside the logger with a message naming no variable. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * A variable's value, or undefined when it is unset. A variable set to nothing (`PORT=`, often a
 * `$VAR` that expanded to nothing) is refused rather than read as unset: taking the default then
 * would serve another store or port than the one meant, without a word.
 */
function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  if (raw.trim() === '') throw new Error(`${name} is set but empty: give it a value, or unset it for the default`);
  return raw;
}

/**
 * A count written as the tables document it: decimal digits and nothing else. Number() would read
 * `1e3` as 1000, `0x10` as 16 and ` 5 ` as 5, and parseInt `5abc` as 5: a typo would then run
 * with a value nobody wrote.
 */
function wholeNumber(name: string, raw: string, min: number, max: number, form = `a whole number from ${min} to ${max} written in digits`): number {
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) throw new Error(`${name} must be ${form}, got ${JSON.stringify(raw)}`);
  return value;
}

/** A fraction written as 0.9 or 1: decimal digits with an optional point, no sign, exponent or hex. */
// A threshold below the floor screening keeps matches from (REPORTING_FLOOR) would flag nothing
// the floor does not: SANCTIONS_THRESHOLD=0.5 set by an operator who meant to see weaker matches
// flagged ran as 0.8 without a word, and the candidates (from 0.8 up to the threshold) were none.
function sanctionsThreshold(raw: string): number {
  const value = /^(\d+(\.\d+)?|\.\d+)$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= REPORTING_FLOOR && value <= 1)) {
    throw new Error(`SANCTIONS_THRESHOLD must be a decimal number from ${REPORTING_FLOOR} to 1, written as 0.9 or 1 (screening keeps no match `
      + `scored below ${REPORTING_FLOOR}, so a lower threshold would flag none more), got ${JSON.stringify(raw)}`);
  }
  return value;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 8080;
  return wholeNumber('PORT', raw, 0, 65535, 'a port number from 1 to 65535 written in digits (0: any free port)');
}

function isProxyAddress(item: string): boolean {
  if (TRUST_PROXY_NAMES.has(item)) return true;
  const [ip, range, ...rest] = item.split('/');
  const family = isIP(ip!);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return isIP(range) === family; // a netmask, as 10.0.0.0/255.0.0.0
}

function parseTrustProxy(raw: string | undefined): boolean | string | number {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const items = raw.split(',').map((s) => s.trim());
  const bad = items.filter((item) => !isProxyAddress(item));
  if (bad.length > 0) {
    // Every form accepted, the hop count too (docs/operations.md lists it): an operator who meant
    // one and mistyped it must not read that it is not allowed.
    throw new Error(`TRUST_PROXY must be true, false, a hop count (1, which trusts no proxy: give addresses instead), or addresses `
      + `(10.0.0.1), CIDR ranges (10.0.0.0/8 or 10.0.0.0/255.0.0.0) and the names loopback, linklocal, uniquelocal, `
      + `separated by commas; ${bad.map((b) => JSON.stringify(b)).join(', ')} is none of these`);
  }
  return items.join(','); // comma-separated addresses or CIDR ranges
}

/**
 * A URL as a log line may show it: its user part (`user:secret@`, up to the last `@`) replaced
 * by `***`. The line that refuses a REDIS_URL reaches the logs, and
 * an address with a wrong scheme or a slash missing still carries the password it was given.
 */
function credentialsHidden(url: string): string {
  const at = url.lastIndexOf('@');
  if (at < 0) return url;
  // After `//` (a password may hold a `/`), else after the last `/` before it (`redis:/:secret@host`).
  const slashes = url.indexOf('//');
  const start = slashes >= 0 && slashes < at ? slashes + 2 : url.lastIndexOf('/', at) + 1;
  return `${url.slice(0, start)}***${url.slice(at)}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: ConfigOptions = {}): Config {
  const { command } = options;
  const settingProblems: SettingProblem[] = [];
  /** A setting read for this command: refused when the command reads it, else warned of and defaulted. */
  const read = <T>(variable: SettingName, parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (err) {
      const readers: readonly Command[] = SETTING_READERS[variable];
      if (command === undefined || readers.includes(command)) throw err;
      const problem = (err as Error).message;
      const by = readers.map((c) => COMMAND_NAMES[c]).join(' and ');
      settingProblems.push({ variable, problem, warning: `${by} will refuse ${variable} (not read by ${COMMAND_NAMES[command]}): ${problem}` });
      return fallback;
    }
  };
  const port = read('PORT', () => parsePort(setting(env, 'PORT')), 8080);
  const threshold = read('SANCTIONS_THRESHOLD', () => {
    const raw = setting(env, 'SANCTIONS_THRESHOLD');
    return raw === undefined ? DEFAULT_THRESHOLD : sanctionsThreshold(raw);
  }, DEFAULT_THRESHOLD);
  const rateLimits = read('RATE_LIMITS', () => {
    const raw = setting(env, 'RATE_LIMITS');
    const value = (raw ?? 'on').toLowerCase();
    if (value !== 'on' && value !== 'off') throw new Error(`RATE_LIMITS must be on or off, got ${raw}`);
    return value;
  }, 'on');
  const workers = read('WORKERS', () => {
    const raw = setting(env, 'WORKERS');
    return raw === undefined ? 1 : wholeNumber('WORKERS', raw, 1, MAX_WORKERS);
  }, 1);
  // A word in any case, as RATE_LIMITS takes OFF: LOG_LEVEL=INFO (as other servers write levels)
  // stopped the start where RATE_LIMITS=OFF was taken. Told as sent where refused.
  const logLevel = read('LOG_LEVEL', () => {
    const raw = setting(env, 'LOG_LEVEL');
    const value = (raw ?? 'info').toLowerCase();
    if (!(LOG_LEVELS as readonly string[]).includes(value)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${raw}`);
    return value;
  }, 'info');
  const logClientAddress = read('LOG_CLIENT_ADDRESS', () => {
    const raw = setting(env, 'LOG_CLIENT_ADDRESS');
    const value = (raw ?? 'truncated').toLowerCase() as ClientAddressMode;
    if (!CLIENT_ADDRESS_MODES.includes(value)) {
      throw new Error(`LOG_CLIENT_ADDRESS must be one of ${CLIENT_ADDRESS_MODES.join(', ')}, got ${raw}`);
    }
    return value;
  }, 'truncated' as ClientAddressMode);
  const redisUrl = read('REDIS_URL', () => {
    const value = setting(env, 'REDIS_URL') ?? null;
    // Checked here, not at the first request: a mistyped address would otherwise start a server
    // that warns once and counts limits per process, unnoticed behind a load balancer.
    if (value !== null && !/^rediss?:\/\/[^\s/]+/.test(value)) {
      throw new Error(`REDIS_URL must be a redis:// or rediss:// address (redis://host:6379), got ${JSON.stringify(credentialsHidden(value))}`);
    }
    return value;
  }, null);
  // Counters held in each process would let a client spend its budget once per worker.
  read('WORKERS', () => {
    if (workers > 1 && rateLimits === 'on' && !redisUrl) {
      throw new Error(`WORKERS=${workers} needs REDIS_URL: without it each worker would count rate limits on its own`
        + ' (or RATE_LIMITS=off, for benchmarks)');
    }
  }, undefined);
  const importIdleTimeoutSeconds = read('IMPORT_IDLE_TIMEOUT', () => {
    const raw = setting(env, 'IMPORT_IDLE_TIMEOUT');
    return raw === undefined ? DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS
      : wholeNumber('IMPORT_IDLE_TIMEOUT', raw, 1, 300, 'a number of seconds from 1 to 300 (Node\'s own limit) written in digits');
  }, DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS);
  const importLockWaitSeconds = read('IMPORT_LOCK_WAIT', () => {
    const raw = setting(env, 'IMPORT_LOCK_WAIT');
    return raw === undefined ? DEFAULT_IMPORT_LOCK_WAIT_SECONDS
      : wholeNumber('IMPORT_LOCK_WAIT', raw, 1, 3600, 'a number of seconds from 1 to 3600 written in digits');
  }, DEFAULT_IMPORT_LOCK_WAIT_SECONDS);
  const importCacheDir = read('IMPORT_CACHE_DIR', () => setting(env, 'IMPORT_CACHE_DIR') ?? DEFAULT_IMPORT_CACHE_DIR, DEFAULT_IMPORT_CACHE_DIR);
  const host = read('HOST', () => setting(env, 'HOST') ?? '0.0.0.0', '0.0.0.0');
  const databasePath = read('DATABASE_PATH', () => setting(env, 'DATABASE_PATH') ?? 'data/registry.sqlite', 'data/registry.sqlite');
  const trustProxy = read('TRUST_PROXY', () => parseTrustProxy(setting(env, 'TRUST_PROXY')), false);
  return {
    port,
    host,
    databasePath,
    redisUrl,
    trustProxy,
    rateLimits: rateLimits === 'on',
    logLevel,
    logClientAddress,
    sanctionsThreshold: threshold,
    importCacheDir,
    importIdleTimeoutSeconds,
    importLockWaitSeconds,
    workers,
    settingProblems,
  };
}
