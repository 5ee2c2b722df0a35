// Short beginnings typed with a marked letter (`Pä`, `Žem`): the first result should begin with
// them as typed, marks and all. The store's names whose first word that is no legal-form word
// (past `SIA`, `OÜ` and quotes; `Uždaroji` of a form written out counts) holds a marked letter in
// its first two or three letters give the beginnings, typed as the name writes them (`Pä`); each
// is autofilled (limit 10) and counted where the first result's name, past its legal form, does
// not begin with it (case-insensitive, marks compared). A beginning that no name begins with past
// its legal form (`Maž`, `Užd` of a store whose only such names write `Mažoji bendrija` or
// `Uždaroji akcinė bendrovė` in full) lists that form's companies, as a form begun alone does
// (docs/search.md, step 4): it is counted apart (formOnly), never among those not as typed, and
// so is a first result of such a beginning whose name as written, its form included, does not
// begin with it (formOnlyNotAsWritten: `MB "BA ūkis"` for `Maž`, `Mažoji bendrija "Nord Pro"` begins so). The same beginnings typed without marks (`Pa`) are autofilled too and their answers
// hashed with their searches (limit 20), to compare two versions: a text typed without marks must
// answer as before.
//   node_modules/.bin/node bench/quality/marked-beginnings.ts --store FILE [--list]
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { companyNameTokens, foldText, isLegalFormWord } from '../../src/domain/fold.ts';

const { values } = parseArgs({ options: { store: { type: 'string' }, list: { type: 'boolean' } } });
if (!values.store) {
  process.stderr.write('usage: node bench/quality/marked-beginnings.ts --store FILE [--list]\n');
  process.exit(2);
}
const MARKED = /[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const strip = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** The name's words from the first that is no legal-form word or phrase (`Ūkis Eko` of `Uždaroji akcinė bendrovė "Ūkis Eko"`), as written (NFC). */
function contentOf(name: string): string {
  const words = name.normalize('NFC').match(WORD) ?? [];
  const first = companyNameTokens(name)[0];
  const at = words.findIndex((w) => foldText(w) === first);
  return words.slice(Math.max(at, 0)).join(' ');
}

const db = new DatabaseSync(values.store, { readOnly: true });
const beginnings = new Map<string, string>();
// The names past their legal form, lower case: what a beginning is looked for in.
const contents: string[] = [];
for (const { name } of db.prepare('SELECT name FROM companies ORDER BY country, regcode').iterate() as Iterable<{ name: string }>) {
  contents.push(contentOf(name).toLowerCase());
  const first = (name.normalize('NFC').match(WORD) ?? []).find((w) => !isLegalFormWord(foldText(w))) ?? '';
  for (const n of [2, 3]) {
    const letters = [...first];
    if (letters.length < n) continue;
    const b = letters.slice(0, n).join('');
    if (!/^\p{L}+$/u.test(b) || !MARKED.test(b)) continue;
    if (!beginnings.has(b.toLowerCase())) beginnings.set(b.toLowerCase(), b);
  }
}
db.close();

const services = createServices({ db: openForReading(values.store), sanctionsThreshold: 0.9 });
await services.warmUp();
const now = new Date();
let missed = 0;
let formOnly = 0;
let formOnlyNotAsWritten = 0;
const unmarked = createHash('sha256');
const marked = createHash('sha256');
const lines: string[] = [];
for (const typed of [...beginnings.values()].sort()) {
  const results = services.autofill(typed, { limit: 10 }, now);
  marked.update(`${JSON.stringify(results.map((r) => r.name))}\n`);
  const first = results[0]?.name ?? '';
  if (!contents.some((c) => c.startsWith(typed.toLowerCase()))) {
    formOnly++;
    if (!first.normalize('NFC').toLowerCase().startsWith(typed.toLowerCase())) {
      formOnlyNotAsWritten++;
      lines.push(`${typed} (no name begins so past its form): ${first}`);
    }
  } else if (!contentOf(first).toLowerCase().startsWith(typed.toLowerCase())) {
    missed++;
    lines.push(`${typed}: ${first}`);
  }
  unmarked.update(`${JSON.stringify(services.autofill(strip(typed), { limit: 10 }, now))}\n`);
  unmarked.update(`${JSON.stringify(services.searchCompanies(strip(typed), { limit: 20 }, now))}\n`);
}
if (values.list) for (const line of lines) process.stdout.write(`${line}\n`);
process.stdout.write(`${JSON.stringify({
  beginnings: beginnings.size, firstNotAsTyped: missed, formOnly, formOnlyNotAsWritten,
  markedAnswers: marked.digest('hex').slice(0, 16), unmarkedAnswers: unmarked.digest('hex').slice(0, 16),
})}\n`);
