// The host a request names (its Host, or X-Forwarded-Host from a trusted proxy) is the client's
// text: the discovery document names it in servers[0] only when it is an address a toolkit can
// call, so a Host of markup or of junk is never served back as the server's own address.
import { isIPv6 } from 'node:net';

/** A DNS name or IPv4 literal: labels of letters, digits, `-` and `_` (a container's name), 253 characters at most. */
const NAME = /^(?=.{1,253}$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;
const PORT = /^[0-9]{1,5}$/;

/** Whether `host` is `name[:port]`, `IPv4[:port]` or `[IPv6][:port]`, the port 1–65535. */
export function isWellFormedHost(host: string): boolean {
  let name = host;
  let port: string | undefined;
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    if (close < 0 || !isIPv6(host.slice(1, close))) return false;
    const rest = host.slice(close + 1);
    if (rest !== '' && !rest.startsWith(':')) return false;
    name = '';
    port = rest === '' ? undefined : rest.slice(1);
  } else {
    const colon = host.indexOf(':');
    if (colon >= 0) {
      name = host.slice(0, colon);
      port = host.slice(colon + 1);
    }
    if (!NAME.test(name)) return false;
  }
  return port === undefined || (PORT.test(port) && Number(port) >= 1 && Number(port) <= 65535);
}
