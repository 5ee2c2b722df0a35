// The rate-limit groups of spec section 8, counted per client IP in fixed windows. REST routes
// and MCP tool calls and resource reads consume the same gate: a call spends the group of the REST
// route that gives the same answer (check_person's /persons/check's, list_new_person_roles'
// /persons/new-registrations'), any other the company group's.
export const RATE_LIMIT_GROUPS = {
  company: { max: 20, windowSeconds: 10, covers: 'search, details, sanctions, compliance, autofill, holdings, MCP resource reads and tool calls other than the person tools' },
  personCheck: { max: 20, windowSeconds: 10, covers: '/persons/check' },
  newRegistrations: { max: 10, windowSeconds: 60, covers: '/persons/new-registrations' },
} as const;
export type RateLimitGroup = keyof typeof RATE_LIMIT_GROUPS;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (also the Retry-After value when not allowed). */
  resetSeconds: number;
}

/** Counts one request of a client against a group. Never throws: a counter outage allows the request. */
export interface RateGate {
  consume(group: RateLimitGroup, clientKey: string): Promise<RateDecision>;
  close(): Promise<void>;
}

/** The wait a 429 or an MCP refusal names: `1 second`, `7 seconds`. */
export function secondsToWait(seconds: number): string {
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
