// Chooses the rate-limit backend from the configuration. The same gate object serves the REST
// hook and the MCP tool calls (src/cli/serve-main.ts hands it to both). The Redis client is
// imported only when REDIS_URL is set: loading it costs a process without Redis about 25 ms of
// its start (bench/README.md, "The first answer").
import type { Config } from '../../config/config.ts';
import type { RateGate } from '../../domain/rate-limits.ts';
import { createMemoryGate, createOpenGate } from './memory-gate.ts';
import type { GateLog } from './redis-gate.ts';

export type { GateLog } from './redis-gate.ts';

export async function createRateGate(config: Pick<Config, 'rateLimits' | 'redisUrl'>, log: GateLog): Promise<RateGate> {
  if (!config.rateLimits) return createOpenGate();
  if (config.redisUrl) {
    const { createRedisGate } = await import('./redis-gate.ts');
    return createRedisGate({ url: config.redisUrl, log });
  }
  return createMemoryGate();
}
