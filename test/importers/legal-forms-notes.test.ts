// Every legal form the data-source notes and the real samples name reads in English: a form the
// notes document is one a user meets, and its details say what it is (legalFormEnglish).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { legalFormInEnglish } from '../../src/domain/legal-form-english.ts';
import { legalFormCode } from '../../src/importers/ee/legal-forms.ts';

const NOTES = fileURLToPath(new URL('../../../shared/data-sources/', import.meta.url));
const NO_NOTES = `no data-source notes at ${NOTES} (the shared data-sources folder is absent)`;
const read = (file: string) => readFileSync(`${NOTES}${file}`, 'utf8').replace(/^\uFEFF/, '');
const line = (text: string, pattern: RegExp) => {
  const found = text.split('\n').find((l) => pattern.test(l));
  assert.ok(found, `no line of the notes matches ${pattern}`);
  return found;
};
const quoted = (text: string, quote: string) => [...text.matchAll(new RegExp(`${quote}([^${quote}]+)${quote}`, 'g'))].map((m) => m[1]!);
// The values of a named column of a delimited sample, by its header.
function column(file: string, delimiter: string, name: string): string[] {
  const [header, ...rows] = read(file).trim().split('\n').map((l) => l.split(delimiter));
  const at = header!.indexOf(name);
  assert.ok(at >= 0, `${file} has no column ${name}`);
  return rows.map((r) => r[at]!.replace(/^"|"$/g, ''));
}

test('each legal form the notes and samples name has its English', (t) => {
  if (!existsSync(NOTES)) { t.skip(NO_NOTES); return; }
  const lv = read('lv-and-sanctions.md');
  const eeltfi = read('ee-lt-fi.md');
  const forms: Array<[country: string, code: string | null, name: string | null]> = [];
  // LV: register.csv's type codes, as the notes' table of its columns and the sample give them.
  for (const code of quoted(line(lv, /^\| type \/ type_text \|/), '`').filter((c) => /^[A-Z]+$/.test(c))) forms.push(['LV', code, null]);
  const types = column('samples/lv/register.csv', ';', 'type');
  column('samples/lv/register.csv', ';', 'type_text').forEach((name, i) => forms.push(['LV', types[i]!, name]));
  // EE: the general data's codes, and the basic data's form written as text, as its importer reads it.
  const eeCodes = /oiguslik_vorm \(([^)]*)\)/.exec(line(eeltfi, /oiguslik_vorm \('/))![1]!;
  for (const code of quoted(eeCodes, "'")) forms.push(['EE', code, null]);
  const eeNames = [...quoted(line(eeltfi, /\| `ettevotja_oiguslik_vorm` \|/), '`').slice(1),
    ...column('samples/ee/ettevotja_rekvisiidid__lihtandmed.csv', ';', 'ettevotja_oiguslik_vorm')];
  for (const name of eeNames) forms.push(['EE', legalFormCode(name), name]);
  // LT: the codes the notes pair with their abbreviation (310 = UAB), and the sample's full names.
  for (const [, code, short] of line(eeltfi, /`form_kodas`: 310/).matchAll(/(\d+) = (\p{L}+)/gu)) forms.push(['LT', code!, short!]);
  const ltCodes = column('samples/lt/JAR_IREGISTRUOTI.csv', '|', 'form_kodas');
  column('samples/lt/JAR_IREGISTRUOTI.csv', '|', 'form_pavadinimas').forEach((name, i) => forms.push(['LT', ltCodes[i]!, name]));
  // FI: companyForms.type codes of the notes, and each sample's form with its Finnish description.
  for (const code of quoted(line(eeltfi, /`companyForms\.type`:/), '`').filter((c) => /^\d+$/.test(c))) forms.push(['FI', code, null]);
  for (const file of ['opendata-ytj-api_v3_companies__businessId_0112038-9.json', 'opendata-ytj-api_v3_all_companies__one_record_3466646-8.json']) {
    const json = JSON.parse(read(`samples/fi/${file}`));
    for (const company of json.companies ?? (Array.isArray(json) ? json : [json])) {
      for (const form of company.companyForms ?? []) {
        const finnish = (form.descriptions ?? []).find((d: { languageCode: string }) => d.languageCode === '1');
        forms.push(['FI', String(form.type), finnish?.description ?? null]);
      }
    }
  }
  for (const country of ['LV', 'EE', 'LT', 'FI']) assert.ok(forms.filter((f) => f[0] === country).length >= 3, `the notes name forms of ${country}`);
  const missing = forms.filter(([country, code, name]) => legalFormInEnglish(country, code, name) === null);
  assert.deepEqual(missing, []);
});
