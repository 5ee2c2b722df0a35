// A REST path sent without the API's prefix, or under another one: a client whose base URL is the
// host alone (`https://host` + `/companies/search`), or a version or segment of it dropped or
// added (`/api/v1/companies/search`, `/api/public/v2/…`), or a path without its group
// (`/api/public/v1/search`, `/check`). Each was the 404 "No endpoint at …; the API reference is
// at /api/public/v1", which names no endpoint the path was meant as; the 404 now names it.

/**
 * The documented path `path` was meant as, else null: its end (every segment from one of them on)
 * under `prefix` where that is a documented path (a parameter's segment any value), or, failing
 * that, its end after segments of a prefix alone (`api`, `public`, `v1`, `v2`) with a group's
 * segment before it where that is a documented path without a parameter (`/search`:
 * `/api/public/v1/companies/search`; never `/companies/{regcode}`, which any word would be, nor
 * after a word of another meaning, `/vat/check`). The longest end first, so the most of what was
 * sent is kept. `documented` writes a parameter as the reference does (`/api/public/v1/companies/{regcode}`).
 */
export function pathUnderApiPrefix(path: string, documented: ReadonlySet<string>, prefix: string): string | null {
  const segments = path.split('/').filter((s) => s !== '');
  const ends = [...documented].filter((p) => p.startsWith(`${prefix}/`)).map((p) => p.slice(prefix.length + 1));
  const matchers = ends.map((end) => new RegExp(`^${end.split('/').map(segmentPattern).join('/')}$`));
  // Only ends as long as a documented path's: a path of thousands of segments is read a few times, not thousands.
  const longest = Math.max(0, ...ends.map((end) => end.split('/').length));
  const first = Math.max(0, segments.length - longest);
  for (let from = first; from < segments.length; from++) {
    const end = segments.slice(from).join('/');
    if (`${prefix}/${end}` !== path && matchers.some((m) => m.test(end))) return `${prefix}/${end}`;
  }
  const prefixWords = new Set(prefix.split('/').filter((s) => s !== ''));
  const groups = [...new Set(ends.map((end) => end.split('/')[0]))];
  for (let from = first; from < segments.length; from++) {
    if (!segments.slice(0, from).every((s) => isPrefixWord(s, prefixWords))) continue;
    const end = segments.slice(from).join('/');
    const inGroup = groups.map((g) => `${g}/${end}`).find((p) => `${prefix}/${p}` !== path && !p.includes('{') && documented.has(`${prefix}/${p}`));
    if (inGroup !== undefined) return `${prefix}/${inGroup}`;
  }
  return null;
}

// A segment a base URL holds before the API's paths: one of the prefix's own, or a version (v2).
function isPrefixWord(segment: string, prefixWords: ReadonlySet<string>): boolean {
  return prefixWords.has(segment.toLowerCase()) || /^v\d+$/i.test(segment);
}

// A template's segment as a pattern: a parameter (`{regcode}`) any one segment, a word itself.
function segmentPattern(segment: string): string {
  return /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
