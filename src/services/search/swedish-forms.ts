// Finland's legal forms as its Swedish speakers write them out, and `Öb`, read in a search text
// as the Finnish abbreviation of the form (docs/search.md, Folding). `Ab`, `Abp`, `Kb` and
// `aktiebolag` are legal-form words of every name already (domain/fold.ts); these are not, and
// are read here only, on the query side: made legal-form words in fold.ts they would also leave
// every stored name's key and the sanctions name matching. Typed as words, no Finnish company
// held them (YTJ gives its form's Finnish name only), so `Kone öppet bolag` put the Oy of the
// name first and `Kommanditbolag` alone listed nothing.

// Longest first: `publikt aktiebolag` (an Oyj) holds `aktiebolag` (an Oy).
const SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}])publikt\s+aktiebolag(?![\p{L}\p{N}])/giu, ' Oyj '],
  [/(?<![\p{L}\p{N}])öppet\s+bolag(?![\p{L}\p{N}])/giu, ' Ay '],
  [/(?<![\p{L}\p{N}])kommanditbolag(?![\p{L}\p{N}])/giu, ' Ky '],
  [/(?<![\p{L}\p{N}])andelslag(?![\p{L}\p{N}])/giu, ' osk '],
  // Only with its mark: `Ob` is a word of names (the river, initials) as often.
  [/(?<![\p{L}\p{N}])öb(?![\p{L}\p{N}])/giu, ' Ay '],
];

// Cheap test first: most texts hold none of these, and a search reads its text several times.
const MAY_HOLD = /bolag|andelslag|ö|o\u0308/i;

/** The text with each Finnish form written in Swedish replaced by the form's Finnish abbreviation. */
export function swedishFormsAsFinnish(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  let out = text.normalize('NFC');
  for (const [spelling, finnish] of SPELLINGS) out = out.replace(spelling, finnish);
  return out === text.normalize('NFC') ? text : out;
}
