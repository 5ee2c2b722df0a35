// Why a download or an address lookup failed, in words an operator can act on. Node's fetch
// rejects with "fetch failed" (or a body read with "terminated") and keeps the reason in
// `cause`: a refused connection, an unknown host, a redirect loop, a server that closed the
// connection or stopped sending. The bare message named neither the address nor the reason.

interface ErrorWithCause extends Error { cause?: unknown; code?: string }

/** Node's (undici's) codes for a fault of the transfer, in an operator's words. */
const TRANSFER_FAULTS: Record<string, string> = {
  UND_ERR_BODY_TIMEOUT: 'the server stopped sending (no data for 300 s)',
  UND_ERR_HEADERS_TIMEOUT: 'the server did not answer (no response headers within 300 s)',
  UND_ERR_CONNECT_TIMEOUT: 'the connection could not be opened in time',
  UND_ERR_SOCKET: 'the server closed the connection before the file was complete',
};

/** The innermost reason of a fetch failure: its cause's code and message, else its own message. */
export function fetchFailureReason(err: unknown): string {
  const seen: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const e = current as ErrorWithCause;
    const known = e.code ? TRANSFER_FAULTS[e.code] : undefined;
    if (known) return known;
    if (e.message && e.message !== 'fetch failed' && e.message !== 'terminated') seen.push(e.message);
    current = e.cause;
  }
  if (seen.length > 0) return seen[seen.length - 1]!;
  return err instanceof Error ? err.message : String(err);
}
