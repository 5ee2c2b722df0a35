// The instants a watch of a person's new roles is sent (firstSeenAfter, a page's bound): the rules
// REST /persons/new-registrations and MCP list_new_person_roles read them by, so both refuse alike.

/** An instant as firstSeenThrough and next give it: to the second or the millisecond, in UTC. */
export const FIRST_SEEN_INSTANT = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{3})?Z$/;

export const FIRST_SEEN_AFTER_RULE = 'must be an instant as firstSeenThrough gives it (2026-11-24T01:22:08.123Z)';

/** The instant in milliseconds, or null where it is no real one (2026-13-45T25:00:00Z). */
export function firstSeenInstantOf(value: string): number | null {
  if (!FIRST_SEEN_INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) || new Date(ms).toISOString() !== value.replace(/(:\d{2})Z$/, '$1.000Z') ? null : ms;
}

/**
 * Said of a firstSeenAfter later than now: a watermark of the future lists nothing, and would for
 * ever (the job's clock or its stored value is wrong).
 */
export function firstSeenAfterAheadRule(now: Date): string {
  return `is later than now (${now.toISOString()}): send the firstSeenThrough of an answer, which never is`;
}

/**
 * Said of a page's bound later than now (REST's firstSeenUntil, the instant after the comma of MCP's
 * after): the pages after the first keep the newest firstSeenAt the first page read, and give it back
 * as firstSeenThrough, the watermark a job stores; one edited ahead would be stored and refused at the
 * next poll, and would list roles first seen after the first page. `send`: how the client sends it back.
 */
export function firstSeenUntilAheadRule(now: Date, send: string): string {
  return `is later than now (${now.toISOString()}): ${send} the newest firstSeenAt the first page read, which never is`;
}
