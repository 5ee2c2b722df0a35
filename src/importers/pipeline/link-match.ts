// Which links of a download page (or resources of a CKAN package) are a source file. Registers
// publish under names that change: RIK puts a cut-off date in every annual-report file name
// (`1.aruannete_yldandmed_kuni_31082026_0.zip`) and one element file per year beside it; EMTA
// serves each file from a Nextcloud token that changes; data.gov.lv replaces resource UUIDs.
import type { SourceFile } from '../source.ts';
import { namesOf } from './files.ts';

/** A downloadable address and the file names it carries. */
export interface Link { url: string; names: string[] }

/** One chosen address of a file; `name` is the published name it was chosen by. */
export interface PickedLink { url: string; name: string }

const lastSegment = (s: string) => s.split('/').filter(Boolean).pop() ?? '';

const safeDecode = (s: string) => {
  try { return decodeURIComponent(s); } catch { return s; }
};

/**
 * The file names an address carries: its last path segment and the last segment of each query
 * value (`registrucentras.lt/aduomenys/?byla=JAR_IREGISTRUOTI.csv`, Nextcloud `?files=…`).
 */
export function linkNames(url: string): string[] {
  let parsed: URL;
  try { parsed = new URL(url); } catch { return []; }
  const names = [safeDecode(lastSegment(parsed.pathname))];
  for (const value of parsed.searchParams.values()) names.push(lastSegment(value));
  return [...new Set(names.filter(Boolean))];
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTE = /\b(?:href|src|data-href|data-url)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+))/gi;

/**
 * Every http(s) link of a page, in page order, resolved against the page's address. `pattern`
 * (SourceDefinition.resolve.pattern) adds its matches (group 1, else the whole match) for links
 * that are not in an attribute, e.g. inside a script.
 */
export function pageLinks(html: string, pageUrl: string, pattern?: string): Link[] {
  const raw: string[] = [];
  for (const m of html.matchAll(ATTRIBUTE)) raw.push(m[1] ?? m[2] ?? m[3] ?? '');
  if (pattern) for (const m of html.matchAll(new RegExp(pattern, 'g'))) raw.push(m[1] ?? m[0]);
  const seen = new Set<string>();
  const links: Link[] = [];
  for (const r of raw) {
    let url: URL;
    try { url = new URL(decodeEntities(r.trim()), pageUrl); } catch { continue; }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    const href = url.toString();
    if (seen.has(href)) continue;
    seen.add(href);
    links.push({ url: href, names: linkNames(href) });
  }
  return links;
}

const withoutZip = (name: string) => (/\.zip$/i.test(name) ? name.slice(0, -4) : name);

/**
 * The cut-off stamp of a name: its last 8-digit date (DDMMYYYY as RIK writes it, else YYYYMMDD)
 * and the `_N` copy counter the RIK site appends to a re-uploaded file. `series` is the name with
 * the stamp blanked, so the releases of one file share it while one file per year does not.
 */
function stampOf(name: string): { series: string; date: string; copy: number } {
  const lower = withoutZip(name).toLowerCase();
  const matches = [...lower.matchAll(/(?<!\d)(\d{8})(?:_(\d{1,3}))?(?!\d)/g)];
  const m = matches.at(-1);
  if (!m || m.index === undefined) return { series: lower, date: '', copy: 0 };
  const series = lower.slice(0, m.index) + '*' + lower.slice(m.index + m[0].length);
  return { series, date: isoOfStamp(m[1]!), copy: Number(m[2] ?? 0) };
}

function isoOfStamp(d: string): string {
  const valid = (y: number, mo: number, da: number) => y >= 1900 && y <= 2099 && mo >= 1 && mo <= 12 && da >= 1 && da <= 31;
  const [dd, mm, yyyy] = [Number(d.slice(0, 2)), Number(d.slice(2, 4)), Number(d.slice(4))];
  if (valid(yyyy, mm, dd)) return `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;
  const [y, m2, d2] = [Number(d.slice(0, 4)), Number(d.slice(4, 6)), Number(d.slice(6))];
  if (valid(y, m2, d2)) return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
  return d;
}

/**
 * The addresses of one source file among `links`:
 * - a link carrying one of the file's names (or `extraNames`), `.zip` or not, case-insensitively:
 *   one address, by the first name in namesOf order (the confirmed one, SourceFile.confirmedName,
 *   then the official one, then aliases), of links carrying it the last listed;
 * - otherwise every link whose name matches `namePattern`, one per series: links whose names
 *   differ only in the cut-off stamp are releases of one file and the newest is taken (latest
 *   date in the name, then highest `_N`, then the last listed), while names that differ otherwise
 *   (`4.2024_…`, `4.2025_…`; `tasutud_maksud_2023_IV_kvartal`) are separate files and all taken.
 */
export function pickLinks(file: SourceFile, links: Link[], extraNames: string[] = []): PickedLink[] {
  const wanted = [...namesOf(file), ...extraNames].map((n) => n.toLowerCase());
  let exact: { url: string; rank: number } | null = null;
  for (const link of links) {
    for (const name of link.names) {
      const ranks = [name, withoutZip(name)].map((n) => wanted.indexOf(n.toLowerCase())).filter((r) => r >= 0);
      if (ranks.length === 0) continue;
      const rank = Math.min(...ranks);
      if (!exact || rank <= exact.rank) exact = { url: link.url, rank };
    }
  }
  if (exact) return [{ url: exact.url, name: namesOf(file)[exact.rank] ?? file.name }];
  const pattern = file.namePattern;
  if (!pattern) return [];
  const best = new Map<string, { url: string; name: string; date: string; copy: number }>();
  for (const link of links) {
    const name = link.names.find((n) => pattern.test(n) || pattern.test(withoutZip(n)));
    if (!name) continue;
    const stamp = stampOf(name);
    const held = best.get(stamp.series);
    if (held && (held.date > stamp.date || (held.date === stamp.date && held.copy > stamp.copy))) continue;
    best.set(stamp.series, { url: link.url, name, date: stamp.date, copy: stamp.copy });
  }
  return [...best.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(({ url, name }) => ({ url, name }));
}
