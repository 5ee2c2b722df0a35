import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { unreadRequestPath } from './unread-request-path.ts';

const overflow = (packet: string) => Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(packet, 'latin1') });
const timeout = () => Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
const socketOf = (bytesRead: number, incoming: { url: string; complete: boolean } | null = null) => ({ bytesRead, parser: { incoming } }) as unknown as Socket;
const LONG = 'a'.repeat(17_000);

test('a 431 of the first packet of a connection names the path of its request line', () => {
  const packet = `GET /api/public/v1/companies/search?q=${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`;
  assert.equal(unreadRequestPath(overflow(packet), socketOf(packet.length)), '/api/public/v1/companies/search');
  const headers = `GET /api/public/v1/companies/40003032949 HTTP/1.1\r\nHost: x\r\nX-Big: ${LONG}\r\n\r\n`;
  assert.equal(unreadRequestPath(overflow(headers), socketOf(headers.length)), '/api/public/v1/companies/40003032949');
});

test('a 431 names no path where the packet may not begin with its request line, or holds no whole path', () => {
  // The end of a URL sent in several packets: the connection read more than this packet.
  assert.equal(unreadRequestPath(overflow(`${LONG} HTTP/1.1\r\n`), socketOf(30_000)), null);
  // A later request of a kept-alive connection whose packet begins with a request line of its own.
  const later = `GET /second?q=${LONG} HTTP/1.1\r\n`;
  assert.equal(unreadRequestPath(overflow(later), socketOf(later.length + 40)), null);
  // A pipelined packet: an earlier request was read from it, whose line begins it.
  const pipelined = `GET /first HTTP/1.1\r\nHost: x\r\n\r\nGET /second?q=${LONG} HTTP/1.1\r\n`;
  assert.equal(unreadRequestPath(overflow(pipelined), socketOf(pipelined.length, { url: '/first', complete: true })), null);
  // A path itself kilobytes long is not repeated.
  const longPath = `GET /${LONG} HTTP/1.1\r\n`;
  assert.equal(unreadRequestPath(overflow(longPath), socketOf(longPath.length)), null);
});

test('a 408 names the path of a request whose body was being read, and none of an earlier request', () => {
  assert.equal(unreadRequestPath(timeout(), socketOf(80, { url: '/mcp?x=1', complete: false })), '/mcp');
  assert.equal(unreadRequestPath(timeout(), socketOf(80, { url: '/first', complete: true })), null);
  assert.equal(unreadRequestPath(timeout(), socketOf(30)), null);
});
