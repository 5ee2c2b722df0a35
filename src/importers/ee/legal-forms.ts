// RIK writes the legal form as Estonian text in the basic-data CSV (`Osaühing`); the general-data
// JSON carries short codes (`OÜ`) beside the text. The CSV is the source of companies, so the code
// is derived from the text. Only codes seen in RIK data or in common use are listed; any other
// form keeps its text as legalFormName and a null code rather than an invented abbreviation.
import { foldText } from '../../domain/fold.ts';

const CODES: Array<[string, string]> = [
  ['Osaühing', 'OÜ'],
  ['Aktsiaselts', 'AS'],
  ['Füüsilisest isikust ettevõtja', 'FIE'],
  ['Mittetulundusühing', 'MTÜ'],
  ['Usaldusühing', 'UÜ'],
  ['Täisühing', 'TÜ'],
  ['Sihtasutus', 'SA'],
  ['Korteriühistu', 'KÜ'],
  ['Tulundusühistu', 'TÜH'],
  ['Välismaa äriühingu filiaal', 'FIL'],
  ['Euroopa äriühing (Societas Europaea)', 'SE'],
  ['Euroopa ühistu', 'SCE'],
  ['Täidesaatva riigivõimu asutus või riigi muu institutsioon', 'TRAS'],
];

const BY_FOLDED = new Map(CODES.map(([name, code]) => [foldText(name), code]));

/** The short code of a legal form written as text; null for a form not in the list (kept as text). */
export function legalFormCode(name: string | null): string | null {
  if (name === null) return null;
  return BY_FOLDED.get(foldText(name)) ?? null;
}
