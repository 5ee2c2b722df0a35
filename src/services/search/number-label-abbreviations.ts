// The shortest labels a Lithuanian or Estonian document writes before a company's number (`į. k.
// 11058424`, `ĮK 11058424`, `rg-kood 10017104`), which the labels the number is read after
// (domain/number-labels.ts) do not hold: their letters were searched as words, and `ĮK 11058424`
// listed the names beginning with `Ik` (Ikkuna Eko Oy), `į. k. 11058424` those of `IE` and `IA`. Each
// is read as the label written longer (`įm. k.`, `reg. kood`) where a number follows it
// (docs/search.md, step 2).

// `į. k.`, `į.k.`, `Į.K.`, `ĮK` (įmonės kodas): the `Į` is Lithuanian, so `IK`, the Latvian
// individuālais komersants, is not among them.
const LITHUANIAN_CODE = /(?<![\p{L}\p{N}])[Įį]\.?\s?[Kk]\.?(?=\s*[:\-–]?\s*(?:LT)?\d)/gu;
// `rg-kood`, `rg.kood`, `rg kood` (registrikood), as the Estonian register's extracts abbreviate it.
const ESTONIAN_CODE = /(?<![\p{L}\p{N}])[Rr][Gg][-.\s]?[Kk][Oo][Oo][Dd](?=\s*[:\-–]?\s*\d)/gu;

/** The text with those labels written as the longer ones are. */
export function withNumberLabelsWrittenOut(text: string): string {
  if (!/[ĮįRr]/u.test(text)) return text;
  return text.replace(LITHUANIAN_CODE, 'įm. k.').replace(ESTONIAN_CODE, 'reg. kood');
}
