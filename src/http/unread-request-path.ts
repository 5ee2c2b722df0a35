// The path of a request Node refused before Fastify saw it (clientErrorHandler, errors.ts), for the
// problem's `instance`, where Node's own objects tell it for certain:
// - a 408 whose request line and headers were read (a body sent too slowly): Node's parser has
//   made the request, still incomplete, and holds it;
// - a 431 of a connection's first request whose request line came in the packet that overflowed:
//   Node hands that packet (error.rawPacket), which then begins with the request line.
// Nowhere else: a 408 whose headers never came in full has no request line Node gives out; a
// URL longer than one packet leaves the handler its end alone; a later request of a kept-alive or
// pipelined connection may share its packet with an earlier request, whose path is no instance of it.
import type { Socket } from 'node:net';

/** A path longer than this is left out: an answer repeating kilobytes of it helps no one. */
const INSTANCE_MAX_LENGTH = 2048;
// The request line's method and path up to its query, fragment or the space before the version:
// characters llhttp takes in a path, visible ASCII; a path cut off by the packet's end matches not.
const REQUEST_LINE = new RegExp(`^[A-Z]{1,20} (/[!-~]{0,${INSTANCE_MAX_LENGTH - 1}}?)[ ?#]`);

interface ParsingSocket {
  bytesRead?: number;
  parser?: { incoming?: { url?: string; complete?: boolean } | null } | null;
}

export function unreadRequestPath(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): string | null {
  const parser = (socket as unknown as ParsingSocket).parser;
  const incoming = parser?.incoming ?? null;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    // A request already answered on a kept-alive connection is complete: it is not the one timed out.
    if (incoming === null || incoming.complete !== false || typeof incoming.url !== 'string') return null;
    return pathOf(incoming.url);
  }
  if (error.code !== 'HPE_HEADER_OVERFLOW') return null;
  const packet = error.rawPacket;
  // The connection's first packet, of which no request was read before: it begins with the request line.
  if (!Buffer.isBuffer(packet) || incoming !== null || (socket as unknown as ParsingSocket).bytesRead !== packet.length) return null;
  const head = packet.subarray(0, INSTANCE_MAX_LENGTH + 32).toString('latin1');
  return REQUEST_LINE.exec(head)?.[1] ?? null;
}

function pathOf(url: string): string | null {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.startsWith('/') && path.length <= INSTANCE_MAX_LENGTH ? path : null;
}
