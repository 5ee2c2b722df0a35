// Where REDIS_URL points, as a log line names it: host and port only. The URL may carry a user
// and password (redis://user:secret@host:6380), which must never reach a log.

const DEFAULT_PORT = '6379';

/** `host:port` of a redis:// or rediss:// URL (`[::1]:6379` for an IPv6 host); the port defaults to 6379. */
export function redisAddress(url: string): string {
  try {
    const u = new URL(url);
    // URL keeps an IPv6 host in its brackets, as host:port must write it.
    return `${u.hostname || 'localhost'}:${u.port || DEFAULT_PORT}`;
  } catch {
    // Config accepts only a parsable redis:// or rediss:// URL; say nothing of one that is not.
    return 'an unparsable REDIS_URL';
  }
}
