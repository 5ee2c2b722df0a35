// The Finnish legal forms as Finns abbreviate them (Oy, Oyj, Tmi). YTJ gives a company's form as a
// YRMU code and its name (16 Osakeyhtiö), never the abbreviation, while LV, EE and LT companies are
// served theirs (SIA, OÜ, UAB): a form's field filled from legalForm, or a filter across the four
// countries, should meet Oy as it meets SIA. The full name stays the register's (legalFormName).
import { foldText } from './fold.ts';

// By code only where the data-source notes confirm the code: 16 and 17 in both real samples,
// 2 (housing company) and 10 (mutual property company) in the notes' code list.
const SHORT_BY_CODE = new Map<string, string>([
  ['16', 'Oy'], ['17', 'Oyj'], ['2', 'As Oy'], ['10', 'Koy'],
]);

// Otherwise by the form's Finnish name as YRMU writes it (folded: case, ö and the hyphen aside).
// Only forms with an abbreviation in common use; every other form keeps its full name.
const SHORT_BY_NAME = new Map<string, string>([
  ['Osakeyhtiö', 'Oy'],
  ['Julkinen osakeyhtiö', 'Oyj'],
  ['Kommandiittiyhtiö', 'Ky'],
  ['Avoin yhtiö', 'Ay'],
  ['Yksityinen elinkeinonharjoittaja', 'Tmi'],
  ['Osuuskunta', 'osk'],
  ['Asunto-osakeyhtiö', 'As Oy'],
  ['Keskinäinen kiinteistöosakeyhtiö', 'Koy'],
  ['Aatteellinen yhdistys', 'ry'],
  ['Säätiö', 'sr'],
].map(([name, short]): [string, string] => [foldText(name!), short!]));

// A register has some seventy forms: each name is folded once, not once per answer.
const shortByName = new Map<string, string | null>();

/** The customary abbreviation of a Finnish form (YRMU code, name), or null where none is in use. */
export function fiShortForm(code: string | null, name: string | null): string | null {
  const byCode = code === null ? undefined : SHORT_BY_CODE.get(code);
  if (byCode !== undefined) return byCode;
  if (name === null) return null;
  let short = shortByName.get(name);
  if (short === undefined) {
    short = SHORT_BY_NAME.get(foldText(name)) ?? null;
    if (shortByName.size >= 512) shortByName.clear();
    shortByName.set(name, short);
  }
  return short;
}
