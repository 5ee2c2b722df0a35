// The address a server listens at, written as a URL a reader can paste: an IPv6 address goes in
// brackets (http://[::]:8080), since `http://:::8080` is no URL and hides where the port begins.
import { isIP } from 'node:net';

export function httpUrl(host: string, port: number): string {
  if (isIP(host) !== 6) return `http://${host}:${port}`;
  // A zone (fe80::1%eth0) is written %25 inside a URL (RFC 6874).
  return `http://[${host.replace('%', '%25')}]:${port}`;
}
