// An owner's number as its register writes it, from the number as a document or an owners list
// gives it: `HE 398114` (a Cypriot holder's number spaced as a company's owners list may print it)
// for `HE398114`, `HRB12345` for the German `HRB 12345`, `40003 032949` for `40003032949`. Sent so,
// the holdings list and the company lookup told the form to ask again with, a call more for the same
// number; where the spacing (or a hyphen or dot) is all that differs, or the letters' case
// (`he398114`, typed as a form or a search box lowers it), the number is read as its register's form,
// the one form the registers hold of it (holder-holdings.ts: two such forms held are told, not
// guessed between). Shared by the holdings list (holder-holdings.ts) and the company lookup's
// owner hint (resolve-company.ts), so REST and MCP read a spaced number alike.

/** What may part a number's groups without making it another number: spaces, hyphens and dashes, dots. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]+/gu;

/** The number without its separators. */
export const numberWithoutSeparators = (number: string): string => number.replace(SEPARATORS, '');

/**
 * Whether two numbers differ only in their separators or their letters' case (`HE 398114`,
 * `he398114` and `HE398114`; not `LV40003123456` and `40003123456`, a VAT number's country code more).
 */
export function differsOnlyInSeparatorsOrCase(a: string, b: string): boolean {
  return a !== b && numberWithoutSeparators(a).toUpperCase() === numberWithoutSeparators(b).toUpperCase();
}

/**
 * The forms of `number` that differ from it only in separators, as registers write a holder's
 * number: run together (`HE398114`), or a register's letters apart from its digits (`HRB 12345`, as
 * the German registers write it). The number itself is not among them.
 */
export function separatorForms(number: string): string[] {
  const compact = numberWithoutSeparators(number.trim());
  const apart = /^(\p{L}+)(\d+)$/u.exec(compact);
  return [...new Set([compact, ...(apart ? [`${apart[1]} ${apart[2]}`] : [])])].filter((form) => form !== number && form !== '');
}

/**
 * The owner's numbers a text of several words may hold, in their order (`Kyrenia Maritime Holdings
 * Ltd, HE398114`, `HE398114 (CY)`, as an owners list or a search's sentence names an owner): each
 * word holding a digit, after it with the word of letters before it (`HRB 12345`, as a German
 * register writes it). None for a text of one word, a number alone.
 */
export function numbersAmongWords(text: string): string[] {
  const words = text.split(/[\s,;()[\]]+/u).filter((w) => w !== '');
  if (words.length < 2) return [];
  const tried: string[] = [];
  words.forEach((word, i) => {
    if (!/\d/.test(word)) return;
    const before = words[i - 1];
    if (before !== undefined && /^\p{L}+$/u.test(before)) tried.push(`${before} ${word}`);
    tried.push(word);
  });
  return tried;
}

/**
 * The country code and the number of a text written as an owner's number after its register's
 * country code (`CY HE398114`, `cyhe398114`, `DE-HRB 12345`), as a VAT number or an owners list writes
 * a foreign number; null for a text not so written. Whether an owner of that number is registered in
 * that country is for the caller to read (holder-holdings.ts).
 */
export function numberAfterCountryCode(text: string): { code: string; number: string } | null {
  const split = /^(\p{L}{2})[\s.:-]*(\S.*\d.*)$/u.exec(text.trim());
  // A word of four letters or more is a name's, not a register number's (`HRB 12345`, `HE398114`,
  // `CHE-123.456.789`): `AS Lux Media 10021946`, a legal form and a name with its number, is no
  // owner's number after the code AS, and reading it as one cost every such search its owner reads.
  if (split === null || /\p{L}{4}/u.test(split[2]!)) return null;
  return { code: split[1]!.toUpperCase(), number: split[2]! };
}
