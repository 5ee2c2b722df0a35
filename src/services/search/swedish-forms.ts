// Finland's legal forms as its Swedish speakers write them out, and `Öb`, read in a search text
// as the Finnish abbreviation of the form (docs/search.md, Folding). `Ab`, `Abp`, `Kb` and
// `aktiebolag` are legal-form words of every name already (domain/fold.ts); these are not, and
// are read here only, on the query side: made legal-form words in fold.ts they would also leave
// every stored name's key and the sanctions name matching. Typed as words, no Finnish company
// held them (YTJ gives its form's Finnish name only), so `Kone öppet bolag` put the Oy of the
// name first and `Kommanditbolag` alone listed nothing.

// Longest first: `publikt aktiebolag` (an Oyj) holds `aktiebolag` (an Oy). Each also in its
// definite form, as a Swedish name or sentence writes it first (`Kommanditbolaget Kone`,
// `Aktiebolaget Kone`). A housing company (asunto-osakeyhtiö, As Oy) is a bostadsaktiebolag,
// Bostads Ab, and its names are written either way (`Bostads Ab Solgläntan`, `Asunto Oy
// Kotikatu 5`): read as As Oy, whose words are legal-form words, so the name's own words decide.
const SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}])(?:publikt\s+aktiebolag|publika\s+aktiebolaget)(?![\p{L}\p{N}])/giu, ' Oyj '],
  [/(?<![\p{L}\p{N}])(?:bostadsaktiebolag(?:et)?|bostads\s+ab)(?![\p{L}\p{N}])/giu, ' As Oy '],
  [/(?<![\p{L}\p{N}])aktiebolaget(?![\p{L}\p{N}])/giu, ' aktiebolag '],
  [/(?<![\p{L}\p{N}])(?:öppet\s+bolag|öppna\s+bolaget)(?![\p{L}\p{N}])/giu, ' Ay '],
  [/(?<![\p{L}\p{N}])kommanditbolag(?:et)?(?![\p{L}\p{N}])/giu, ' Ky '],
  [/(?<![\p{L}\p{N}])andelslag(?:et)?(?![\p{L}\p{N}])/giu, ' osk '],
  // Only with its mark: `Ob` is a word of names (the river, initials) as often.
  [/(?<![\p{L}\p{N}])öb(?![\p{L}\p{N}])/giu, ' Ay '],
];

// Cheap test first: most texts hold none of these, and a search reads its text several times.
const MAY_HOLD = /bolag|andelslag|bostads|ö|o\u0308/i;

/** The text with each Finnish form written in Swedish replaced by the form's Finnish abbreviation. */
export function swedishFormsAsFinnish(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  let out = text.normalize('NFC');
  for (const [spelling, finnish] of SPELLINGS) out = out.replace(spelling, finnish);
  return out === text.normalize('NFC') ? text : out;
}

// The Swedish spellings folded, as words, with the Finnish form each is (its form keys, as a
// company's form set holds them: store/search-documents.ts): for a form still being typed.
const BEGUN: ReadonlyArray<[readonly string[], string]> = [
  ['publikt aktiebolag', 'oyj'], ['publika aktiebolaget', 'oyj'], ['bostadsaktiebolag', 'asunto oy'],
  ['bostadsaktiebolaget', 'asunto oy'], ['oppet bolag', 'ay'], ['oppna bolaget', 'ay'], ['kommanditbolag', 'ky'],
  ['kommanditbolaget', 'ky'], ['andelslag', 'osk'], ['andelslaget', 'osk'],
].map(([spelling, form]) => [spelling!.split(' '), form!]);

/**
 * The Finnish forms whose Swedish spelling the folded tokens begin without completing it
 * (`['kommanditb']` begins kommanditbolag, a Ky; `['publikt', 'aktieb']` publikt aktiebolag,
 * an Oyj), as fold.ts legalFormsBegun reads the Finnish ones: `Kone kommanditb`, typed on its way
 * to `Kone kommanditbolag`, had the Oy of the name first. `lastIsPart`: whether the last token may
 * be the beginning of a word; else only whole words of a phrase count.
 */
export function swedishFormsBegun(tokens: readonly string[], lastIsPart: boolean): string[] {
  const k = tokens.length;
  if (k === 0) return [];
  const last = tokens[k - 1]!;
  const begun = new Set<string>();
  for (const [spelling, form] of BEGUN) {
    if (spelling.length < k || tokens.some((t, i) => i < k - 1 && t !== spelling[i])) continue;
    const word = spelling[k - 1]!;
    if (word === last ? k < spelling.length : lastIsPart && word.startsWith(last)) begun.add(form);
  }
  return [...begun];
}
