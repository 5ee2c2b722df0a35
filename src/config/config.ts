// The one configuration object, read once from the environment (API.md "Operating contract").
// Every refusal names the variable, so a start that fails says which setting to fix.
import { isIP } from 'node:net';
import { CLIENT_ADDRESS_MODES, type ClientAddressMode } from '../domain/client-address.ts';

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
  /**
   * The refusals of settings only `npm run import` reads, when read for a server (which uses their
   * defaults instead and warns of each at start); always empty for the import, which refuses them.
   */
  importSettingProblems: ImportSettingProblem[];
}

export interface ImportSettingProblem { variable: string; problem: string }

export interface ConfigOptions {
  /**
   * `refuse` (the import, the default): a wrong IMPORT_* setting stops the command. `warn` (a
   * server): it is reported in importSettingProblems, since a server that never reads it must not
   * stay down over it, while a typo that would stop tonight's import is worth a line at start.
   */
  importSettings?: 'refuse' | 'warn';
}

/** Node's own limit is 300 s; a working server sends something far more often than this. */
export const DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS = 60;

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
function decimalFraction(name: string, raw: string): number {
  const value = /^(\d+(\.\d+)?|\.\d+)$/.test(raw) ? Number(raw) : NaN;
  if (!(value > 0 && value <= 1)) {
    throw new Error(`${name} must be a decimal number above 0 and at most 1, written as 0.9 or 1, got ${JSON.stringify(raw)}`);
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
  const importSettingProblems: ImportSettingProblem[] = [];
  const importSetting = <T>(variable: string, read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (err) {
      if (options.importSettings !== 'warn') throw err;
      importSettingProblems.push({ variable, problem: (err as Error).message });
      return fallback;
    }
  };
  const port = parsePort(setting(env, 'PORT'));
  const thresholdRaw = setting(env, 'SANCTIONS_THRESHOLD');
  const threshold = thresholdRaw === undefined ? 0.9 : decimalFraction('SANCTIONS_THRESHOLD', thresholdRaw);
  const rateLimitsRaw = setting(env, 'RATE_LIMITS');
  const rateLimits = (rateLimitsRaw ?? 'on').toLowerCase();
  if (rateLimits !== 'on' && rateLimits !== 'off') throw new Error(`RATE_LIMITS must be on or off, got ${rateLimitsRaw}`);
  const workersRaw = setting(env, 'WORKERS');
  const workers = workersRaw === undefined ? 1 : wholeNumber('WORKERS', workersRaw, 1, MAX_WORKERS);
  const logLevel = setting(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${logLevel}`);
  const logClientAddress = (setting(env, 'LOG_CLIENT_ADDRESS') ?? 'truncated') as ClientAddressMode;
  if (!CLIENT_ADDRESS_MODES.includes(logClientAddress)) {
    throw new Error(`LOG_CLIENT_ADDRESS must be one of ${CLIENT_ADDRESS_MODES.join(', ')}, got ${logClientAddress}`);
  }
  const redisUrl = setting(env, 'REDIS_URL') ?? null;
  // Checked here, not at the first request: a mistyped address would otherwise start a server
  // that warns once and counts limits per process, unnoticed behind a load balancer.
  if (redisUrl !== null && !/^rediss?:\/\/[^\s/]+/.test(redisUrl)) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// address (redis://host:6379), got ${JSON.stringify(credentialsHidden(redisUrl))}`);
  }
  // Counters held in each process would let a client spend its budget once per worker.
  if (workers > 1 && rateLimits === 'on' && !redisUrl) {
    throw new Error(`WORKERS=${workers} needs REDIS_URL: without it each worker would count rate limits on its own`
      + ' (or RATE_LIMITS=off, for benchmarks)');
  }
  const importIdleTimeoutSeconds = importSetting('IMPORT_IDLE_TIMEOUT', () => {
    const raw = setting(env, 'IMPORT_IDLE_TIMEOUT');
    return raw === undefined ? DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS
      : wholeNumber('IMPORT_IDLE_TIMEOUT', raw, 1, 300, 'a number of seconds from 1 to 300 (Node\'s own limit) written in digits');
  }, DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS);
  const importCacheDir = importSetting('IMPORT_CACHE_DIR', () => setting(env, 'IMPORT_CACHE_DIR') ?? DEFAULT_IMPORT_CACHE_DIR, DEFAULT_IMPORT_CACHE_DIR);
  return {
    port,
    host: setting(env, 'HOST') ?? '0.0.0.0',
    databasePath: setting(env, 'DATABASE_PATH') ?? 'data/registry.sqlite',
    redisUrl,
    trustProxy: parseTrustProxy(setting(env, 'TRUST_PROXY')),
    rateLimits: rateLimits === 'on',
    logLevel,
    logClientAddress,
    sanctionsThreshold: threshold,
    importCacheDir,
    importIdleTimeoutSeconds,
    workers,
    importSettingProblems,
  };
}
