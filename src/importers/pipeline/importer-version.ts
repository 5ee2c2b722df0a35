// Which code turned a source's files into the rows it published. A source whose files are
// unchanged is normally not imported again; but after an upgrade the same files may be read into
// other rows (a status wording, an address with its postcode, a currency, a column no longer
// mistaken for another), and skipping them would serve the old reading until the publisher
// happens to change the file. So each publish records this version, and a source last published
// by other code is imported again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The folders whose code decides what a publish writes: the readers, mappers and pipeline, the
// domain rules they apply, and the store's staging and publishing. A change elsewhere (http/, mcp/)
// changes no stored row. Comments count too: importing again costs one run, missing a change costs
// wrong rows.
const WRITING_CODE = ['importers', 'domain', 'store'];

let computed: string | null = null;

/** A short hash of the importing code (importers always run from their source files). */
export function importerVersion(): string {
  if (computed !== null) return computed;
  const src = fileURLToPath(new URL('../../', import.meta.url));
  const hash = createHash('sha256');
  for (const folder of WRITING_CODE) {
    const files = (readdirSync(join(src, folder), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.split('\\').join('/'))
      .sort();
    for (const file of files) hash.update(`${folder}/${file}\0`).update(readFileSync(join(src, folder, file))).update('\0');
  }
  computed = hash.digest('base64url').slice(0, 16);
  return computed;
}
