// The FI fixtures' YTJ bulk file with each company edited, and a folder holding it beside the EE
// basic data (a second country, so one import reads two): what the tests of a value fi.ytj keeps
// per company across imports (its website, its tax registers) write their files with.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixturesDir } from '../lt/support.ts';

export const EE_FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
export const EE_BASIC = 'ettevotja_rekvisiidid__lihtandmed.csv';

/** The fixtures' all_companies.json with `edit` applied to each company. */
export function ytjFileEdited(edit: (company: Record<string, any>) => void): string {
  const all = JSON.parse(readFileSync(join(fixturesDir('fi'), 'all_companies.json'), 'utf8')) as Array<Record<string, any>>;
  for (const c of all) edit(c);
  return JSON.stringify(all);
}

/** A folder `name` under `root` holding the YTJ bulk file given and the EE fixtures' basic data. */
export function ytjAndEeBasicFolder(root: string, name: string, ytj: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'all_companies.json'), ytj);
  copyFileSync(join(EE_FIXTURES, EE_BASIC), join(dir, EE_BASIC));
  return dir;
}
