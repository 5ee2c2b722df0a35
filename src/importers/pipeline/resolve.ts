// The current download address of each file of a source. data.gov.lv replaces a resource's
// UUID when a file is re-uploaded, so its addresses are looked up through CKAN `package_show`
// on every run; the address written in the source definition is only the fallback.
import type { SourceDefinition, SourceFile } from '../source.ts';
import { namesOf } from './files.ts';

type Fetch = typeof fetch;

interface CkanResource { url?: string; name?: string; last_modified?: string | null; metadata_modified?: string | null }

async function fetchJson(fetchImpl: Fetch, url: string): Promise<unknown> {
  const res = await fetchImpl(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
  return res.json();
}

const baseName = (url: string) => {
  try { return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''); } catch { return ''; }
};

export interface ResolvedUrl { url: string; via: 'ckan' | 'page' | 'definition' }

/** Addresses of every file of the source, by file name; a file with none is left out. */
export async function resolveUrls(def: SourceDefinition, fetchImpl: Fetch): Promise<{ urls: Map<string, ResolvedUrl>; warning: string | null }> {
  const urls = new Map<string, ResolvedUrl>();
  let warning: string | null = null;
  // The definition's own address is a fallback only when it names the file (not a dataset page).
  const fallback = (f: SourceFile, i: number) => f.url ?? (i === 0 && namesOf(f).includes(baseName(def.url)) ? def.url : null);
  try {
    if (def.resolve?.kind === 'ckan') {
      const api = def.resolve.api.replace(/\/$/, '');
      const body = await fetchJson(fetchImpl, `${api}/package_show?id=${encodeURIComponent(def.resolve.packageId)}`) as { success?: boolean; result?: { resources?: CkanResource[] } };
      const resources = body?.result?.resources;
      if (!Array.isArray(resources)) throw new Error(`CKAN package ${def.resolve.packageId} lists no resources`);
      def.files.forEach((f, i) => {
        const names = namesOf(f);
        if (i === 0 && def.resolve?.kind === 'ckan') names.push(def.resolve.resourceName);
        const hit = resources.find((r) => r.url && names.includes(baseName(r.url)))
          ?? resources.find((r) => r.url && r.name && names.includes(r.name));
        if (hit?.url) urls.set(f.name, { url: hit.url, via: 'ckan' });
      });
    } else if (def.resolve?.kind === 'page') {
      const res = await fetchImpl(def.resolve.page);
      if (!res.ok) throw new Error(`HTTP ${res.status} from ${def.resolve.page}`);
      const html = await res.text();
      const m = new RegExp(def.resolve.pattern).exec(html);
      if (!m) throw new Error(`no link matching ${def.resolve.pattern} on ${def.resolve.page}`);
      const first = def.files[0];
      if (first) urls.set(first.name, { url: new URL(m[1] ?? m[0], def.resolve.page).toString(), via: 'page' });
    }
  } catch (err) {
    warning = `address lookup failed (${(err as Error).message}); using the addresses in the source definition`;
  }
  def.files.forEach((f, i) => {
    if (urls.has(f.name)) return;
    const url = fallback(f, i);
    if (url) urls.set(f.name, { url, via: 'definition' });
  });
  return { urls, warning };
}
