// Fixed-window counters in Redis, shared by every replica (REDIS_URL). One Lua script increments
// the counter and starts its expiry atomically, so two replicas can never both see "first hit"
// or leave a counter without expiry. A Redis outage must not take the API down: any failure
// allows the request (fail open) and is logged, at most once per LOG_EVERY_MS.
import { Redis } from 'ioredis';
import { RATE_LIMIT_GROUPS, type RateGate } from '../../domain/rate-limits.ts';
import { decide } from './memory-gate.ts';
import { redisAddress } from './redis-address.ts';

export interface GateLog { warn(obj: object, msg: string): void }

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const LOG_EVERY_MS = 10_000;
const KEY_PREFIX = 'registry:rl:';

export interface RedisGateOptions {
  url: string;
  log: GateLog;
  /** How long startup waits for the first connection before serving with fail-open counters. */
  readyTimeoutMs?: number;
}

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

export async function createRedisGate({ url, log, readyTimeoutMs = 2000 }: RedisGateOptions): Promise<RateGate> {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    // Without a connection, fail at once instead of queueing until the client times out.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastLog = 0;
  // A timeout or a refused command names no address of its own: the line says which Redis.
  const redisAt = redisAddress(url);
  const warn = (err: unknown, msg: string) => {
    const t = Date.now();
    if (t - lastLog < LOG_EVERY_MS) return;
    lastLog = t;
    log.warn({ err: err instanceof Error ? { message: err.message } : err, redis: redisAt }, msg);
  };
  // Without a listener, ioredis reports connection errors as unhandled 'error' events.
  redis.on('error', (err) => warn(err, `rate-limit store ${redisAt} unreachable; requests are allowed uncounted`));
  redis.defineCommand('registryRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hit = (redis as unknown as { registryRateHit: HitCommand }).registryRateHit.bind(redis);

  // Start serving once connected, or at the first failure: an unreachable Redis must not delay
  // startup (requests are allowed uncounted until it comes back).
  await new Promise<void>((resolve) => {
    const done = () => { clearTimeout(timer); redis.off('ready', done); redis.off('error', done); resolve(); };
    const timer = setTimeout(done, readyTimeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
  });

  return {
    async consume(group, clientKey) {
      const windowMs = RATE_LIMIT_GROUPS[group].windowSeconds * 1000;
      try {
        const [count, ttl] = await hit(`${KEY_PREFIX}${group}:${clientKey}`, windowMs);
        return decide(group, Number(count), Number(ttl));
      } catch (err) {
        warn(err, `rate-limit store ${redisAt} failed; request allowed uncounted`);
        return decide(group, 1, windowMs);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
