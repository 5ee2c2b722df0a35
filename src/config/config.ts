// The one configuration object, read once from the environment (API.md "Operating contract").
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
  /** Score at or above which a sanctions match sets isSanctioned (SANCTIONS_THRESHOLD). */
  sanctionsThreshold: number;
  /** Where downloads are cached with their checksums (IMPORT_CACHE_DIR). */
  importCacheDir: string;
  /** Server processes sharing the port (WORKERS); 1 serves from the process started. */
  workers: number;
}

/** More processes than this gain nothing on the machines this runs on and only cost memory. */
export const MAX_WORKERS = 32;

function parseTrustProxy(raw: string | undefined): boolean | string | number {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw; // comma-separated addresses or CIDR ranges
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const threshold = Number(env.SANCTIONS_THRESHOLD ?? 0.9);
  if (!(threshold > 0 && threshold <= 1)) throw new Error(`SANCTIONS_THRESHOLD must be in (0, 1], got ${env.SANCTIONS_THRESHOLD}`);
  const rateLimits = (env.RATE_LIMITS ?? 'on').toLowerCase();
  if (rateLimits !== 'on' && rateLimits !== 'off') throw new Error(`RATE_LIMITS must be on or off, got ${env.RATE_LIMITS}`);
  const workers = Number(env.WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got ${env.WORKERS}`);
  }
  // Counters held in each process would let a client spend its budget once per worker.
  if (workers > 1 && rateLimits === 'on' && !env.REDIS_URL) {
    throw new Error(`WORKERS=${workers} needs REDIS_URL: without it each worker would count rate limits on its own`
      + ' (or RATE_LIMITS=off, for benchmarks)');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? 'data/registry.sqlite',
    redisUrl: env.REDIS_URL ? env.REDIS_URL : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: rateLimits === 'on',
    logLevel: env.LOG_LEVEL ?? 'info',
    sanctionsThreshold: threshold,
    importCacheDir: env.IMPORT_CACHE_DIR ?? '.cache/downloads',
    workers,
  };
}
