// Chooses the rate-limit backend from the configuration. The same gate object serves the REST
// hook and the MCP tool calls (src/cli/serve-main.ts hands it to both).
import type { Config } from '../../config/config.ts';
import type { RateGate } from '../../domain/rate-limits.ts';
import { createMemoryGate, createOpenGate } from './memory-gate.ts';
import { createRedisGate, type GateLog } from './redis-gate.ts';

export type { GateLog } from './redis-gate.ts';

export async function createRateGate(config: Pick<Config, 'rateLimits' | 'redisUrl'>, log: GateLog): Promise<RateGate> {
  if (!config.rateLimits) return createOpenGate();
  if (config.redisUrl) return createRedisGate({ url: config.redisUrl, log });
  return createMemoryGate();
}
