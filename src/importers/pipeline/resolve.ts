// The current download addresses of every file of a source. Published addresses change:
// data.gov.lv replaces a resource's UUID when a file is re-uploaded, EMTA's Nextcloud tokens
// change, RIK's annual-report names carry a cut-off date. So a source that declares `resolve`
// has each file looked up there on every run (CKAN `package_show`, or the links of a download
// page: see link-match.ts for which links are a file); the address written in the definition
// (the file's `url`, or the source's `url` when it names the file) is only the fallback.
import type { SourceDefinition, SourceFile } from '../source.ts';
import { linkNames, pageLinks, pickLinks, type Link } from './link-match.ts';
import { namesOf } from './files.ts';
import { fetchFailureReason } from './fetch-failure.ts';
import { watchIdle } from './idle-watch.ts';
import { DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS } from '../../config/config.ts';

type Fetch = typeof fetch;

interface CkanResource { url?: string; name?: string }

export interface ResolvedUrl {
  url: string;
  /** The published name it was found by: the file's name, or the matched link's for a namePattern. */
  name: string;
  via: 'ckan' | 'page' | 'definition';
  /** Why the lookup did not give it (a fallback address), for download errors. */
  note?: string;
}

export interface Resolution {
  /** Addresses by file name: several for a namePattern file published once per period. */
  urls: Map<string, ResolvedUrl[]>;
  /** Why a file has no address (naming the page or package looked in), by file name. */
  missing: Map<string, string>;
  /** The lookup itself failed (the definition's addresses are used). */
  warning: string | null;
}

/** An address with a placeholder (`?page={PAGE}`) is fetched page by page, not as one file. */
const isTemplate = (url: string) => /\{[A-Za-z_]+\}/.test(url);

/** The address the definition itself gives a file: its own `url`, or the source's when it names the file. */
export function definedAddress(def: SourceDefinition, f: SourceFile): string | null {
  if (f.url) return f.url;
  const wanted = namesOf(f).map((n) => n.toLowerCase());
  const named = linkNames(def.url).some((n) => wanted.includes(n.toLowerCase()) || wanted.includes(n.toLowerCase().replace(/\.zip$/, '')));
  return named ? def.url : null;
}

interface Fetched { text: string; url: string }

/** The server answered, with a refusal: said as such, not as a fetch that failed. */
class HttpRefusal extends Error {}

/** The body of a lookup, given up (as a download is) once the server sends nothing for `idleMs`. */
async function fetchOk(fetchImpl: Fetch, url: string, accept: string, idleMs: number): Promise<Fetched> {
  const idle = watchIdle(idleMs);
  try {
    const res = await fetchImpl(url, { headers: { accept }, signal: idle.signal });
    idle.touch();
    if (!res.ok) {
      await res.body?.cancel();
      throw new HttpRefusal(`HTTP ${res.status} from ${url}`);
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of res.body ?? []) {
      idle.touch();
      chunks.push(chunk);
    }
    return { text: new TextDecoder().decode(Buffer.concat(chunks)), url: res.url || url };
  } catch (err) {
    if (err instanceof HttpRefusal) throw err;
    throw new Error(`${url} could not be fetched: ${fetchFailureReason(err)}`);
  } finally {
    idle.stop();
  }
}

async function ckanLinks(fetchImpl: Fetch, api: string, packageId: string, idleMs: number): Promise<Link[]> {
  const url = `${api.replace(/\/$/, '')}/package_show?id=${encodeURIComponent(packageId)}`;
  const body = JSON.parse((await fetchOk(fetchImpl, url, 'application/json', idleMs)).text) as { result?: { resources?: CkanResource[] } };
  const resources = body?.result?.resources;
  if (!Array.isArray(resources)) throw new Error(`CKAN package ${packageId} lists no resources (${url})`);
  return resources
    .filter((r): r is CkanResource & { url: string } => typeof r.url === 'string' && r.url !== '')
    .map((r) => ({ url: r.url, names: [...linkNames(r.url), ...(r.name ? [r.name] : [])] }));
}

async function downloadPageLinks(fetchImpl: Fetch, page: string, pattern: string, idleMs: number): Promise<{ links: Link[]; patternLink: string | null }> {
  const { text: html, url: base } = await fetchOk(fetchImpl, page, 'text/html', idleMs);
  const m = new RegExp(pattern).exec(html);
  let patternLink: string | null = null;
  try { patternLink = m ? new URL((m[1] ?? m[0]).replace(/&amp;/g, '&'), base).toString() : null; } catch { patternLink = null; }
  return { links: pageLinks(html, base, pattern), patternLink };
}

export async function resolveUrls(
  def: SourceDefinition, fetchImpl: Fetch, idleMs = DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS * 1000,
): Promise<Resolution> {
  const urls = new Map<string, ResolvedUrl[]>();
  const missing = new Map<string, string>();
  let warning: string | null = null;
  let links: Link[] | null = null;
  let patternLink: string | null = null;
  let lookupError: string | null = null;
  const r = def.resolve;
  const where = !r ? '' : r.kind === 'ckan'
    ? `CKAN package ${r.packageId} (${r.api.replace(/\/$/, '')}/package_show?id=${encodeURIComponent(r.packageId)})`
    : `the download page ${r.page}`;
  if (r) {
    try {
      if (r.kind === 'ckan') links = await ckanLinks(fetchImpl, r.api, r.packageId, idleMs);
      else ({ links, patternLink } = await downloadPageLinks(fetchImpl, r.page, r.pattern, idleMs));
    } catch (err) {
      lookupError = (err as Error).message;
      warning = `address lookup failed (${lookupError}); using the addresses in the source definition`;
    }
  }
  // The CKAN resource name names the main file (the first read row by row) unless a file carries it.
  const resourceName = r?.kind === 'ckan' ? r.resourceName : null;
  const carried = resourceName !== null && def.files.some((f) => namesOf(f).some((n) => n.toLowerCase() === resourceName.toLowerCase()));
  const main = def.files.find((f) => f.mapRow || f.groupKey);
  def.files.forEach((f, i) => {
    const extra = resourceName && !carried && f === main ? [resourceName] : [];
    let picked = links ? pickLinks(f, links, extra) : [];
    // The page's own pattern was written for the first file: its link counts even without the name.
    if (picked.length === 0 && patternLink && i === 0) picked = [{ url: patternLink, name: f.name }];
    if (picked.length > 0) {
      urls.set(f.name, picked.map((p) => ({ url: p.url, name: p.name, via: r!.kind })));
      return;
    }
    const notFound = !links ? null : r?.kind === 'ckan'
      ? `not among the resources of ${where}${listed(links)}`
      : `no link on ${where} matches ${f.namePattern ? `${f.namePattern} or ` : ''}${namesOf(f).join(', ')}`;
    const fallback = definedAddress(def, f);
    if (fallback && isTemplate(fallback)) {
      missing.set(f.name, `its address ${fallback} is fetched page by page: import it with --from DIR`);
    } else if (fallback) {
      urls.set(f.name, [{ url: fallback, name: f.name, via: 'definition', ...(notFound ? { note: notFound } : {}) }]);
    } else if (notFound) {
      missing.set(f.name, notFound);
    } else if (lookupError) {
      missing.set(f.name, `the address lookup on ${where} failed (${lookupError})`);
    } else {
      missing.set(f.name, 'the source definition gives no download address or lookup for it');
    }
  });
  return { urls, missing, warning };
}

/** What a CKAN package lists instead, for an operator looking for a renamed file. */
function listed(links: Link[]): string {
  const names = [...new Set(links.map((l) => l.names[0]).filter((n): n is string => Boolean(n)))];
  if (names.length === 0) return ', which lists none';
  return `, which lists ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`;
}
