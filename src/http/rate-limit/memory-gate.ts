// Fixed-window counters held in this process: the backend when REDIS_URL is unset. A window
// starts at a client's first request of a group and lasts the group's windowSeconds, the same
// semantics as the Redis backend, so switching backends changes nothing a client can see.
import { RATE_LIMIT_GROUPS, type RateDecision, type RateGate, type RateLimitGroup } from '../../domain/rate-limits.ts';

interface Window { count: number; resetAt: number }

export function decide(group: RateLimitGroup, count: number, msLeft: number): RateDecision {
  const { max } = RATE_LIMIT_GROUPS[group];
  return {
    allowed: count <= max,
    limit: max,
    remaining: Math.max(0, max - count),
    resetSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

export function createMemoryGate(now: () => number = Date.now): RateGate {
  const windows = new Map<string, Window>();
  // Expired windows are dropped periodically so that one-off clients do not accumulate.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 30_000);
  sweep.unref();

  return {
    async consume(group, clientKey) {
      const t = now();
      const key = `${group}\u0000${clientKey}`;
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + RATE_LIMIT_GROUPS[group].windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return decide(group, w.count, w.resetAt - t);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/** The gate of RATE_LIMITS=off: every request is allowed and nothing is counted. */
export function createOpenGate(): RateGate {
  return {
    async consume(group) {
      const { max, windowSeconds } = RATE_LIMIT_GROUPS[group];
      return { allowed: true, limit: max, remaining: max, resetSeconds: windowSeconds };
    },
    async close() {},
  };
}
