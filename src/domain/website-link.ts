// The website a register publishes, as a link a client can put in an href. YTJ writes most of
// them without a scheme (www.nokia.com), which a browser given it as a link reads as a path on
// the page it is on; such an address is served with https:// before it, the scheme every
// browser opens and that redirects nowhere insecure. Anything that is not a web address (a
// javascript:, data: or mailto: value, an ftp:// one, text with spaces, a host without a dot,
// a user name and password before the host) is served as null rather than as a link, since a web
// shop or a model renders it as one without looking.

const MAX_CHARS = 2048;
// A scheme written before the address: letters, then `:`. A bare host with a port
// (www.example.fi:8080) has a dot before its colon, so it is no scheme.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const WEB = /^https?:\/\//i;
// A host name a register would publish: labels of letters, digits and hyphens (any script:
// URL turns it into punycode), a dot between them, and a top-level label of letters.
const HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,}$/u;

/** The register's website as an absolute http(s) link, or null where it is not a web address. */
export function websiteLink(written: string | null | undefined): string | null {
  if (written === null || written === undefined) return null;
  const value = written.trim();
  if (value === '' || value.length > MAX_CHARS || /\s/.test(value)) return null;
  let absolute = value;
  if (!WEB.test(value)) {
    const scheme = SCHEME.exec(value);
    if (value.includes('://') || (scheme && !scheme[1]!.includes('.'))) return null;
    if (value.startsWith('/')) return null;
    absolute = `https://${value}`;
  }
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return null;
  const host = absolute.replace(WEB, '').split(/[/?#:]/, 1)[0]!;
  if (!HOST.test(host)) return null;
  return url.href;
}
