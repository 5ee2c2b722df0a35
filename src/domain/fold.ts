// Text folding shared by search, person matching and sanctions screening: what a person types
// must meet what a register wrote, whatever the case, diacritics, quotes or script.

// Letters NFKD does not decompose into a base letter plus a mark.
const SPECIAL: Record<string, string> = {
  ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th', ħ: 'h', ŧ: 't',
};

// Russian/Ukrainian/Belarusian Cyrillic, transliterated the way the Baltic registers and the
// sanctions lists most often write such names in Latin letters.
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  і: 'i', ї: 'i', є: 'e', ґ: 'g', ў: 'u',
};

// The Lithuanian abbreviation IĮ (individuali įmonė, a sole trader's enterprise) as a word of its
// own. Without its Į it would fold to `ii`, the Roman numeral of Finnish housing companies
// (`Asunto Oy Kaari II`), which must stay a word of the name; with it, it folds to the legal-form
// word `ij` (the Į written precomposed or as I and a combining ogonek).
const LT_SOLE_TRADER = /(?<![\p{L}\p{N}])([Ii])(?:[Įį]|[Ii]\u0328)(?![\p{L}\p{N}])/gu;

/**
 * A character that prints as nothing and comes along with copied text: the soft hyphen of a
 * hyphenating web page or PDF, zero-width spaces and joiners, the word joiner, a byte-order mark.
 * It is dropped, not read as a space: `Bēr\u00ADziņš` is one word.
 */
export const INVISIBLE_CHARACTER = /[\u00AD\u200B-\u200D\u2060\uFEFF]/;

/**
 * A text's soft hyphens (U+00AD) read as what they stand for, before anything reads its words: a
 * name copied from a page that hyphenates holds one between the syllables of a word
 * (`Mit\u00ADte\u00ADtu\u00ADlun\u00ADdus\u00ADühing`), which is nothing, and, where the page
 * printed its spaces as break points, one before the next word's capital, after a small letter or
 * before one (`Holding\u00ADVärvid\u00ADOÜ`, `NP\u00ADKonsult`), which is the space it stands for.
 * In capitals a syllable's break and a word's are one mark, so it is nothing there. Folding drops
 * it alone; the readings of a text that look at its letters as typed (a marked beginning, a form
 * written out) saw it as a break between two words.
 */
export function withSoftHyphensRead(text: string): string {
  return text.includes('\u00AD') ? text.replace(SOFT_HYPHEN_BEFORE_WORD, ' ').replace(/\u00AD/g, '') : text;
}
const SOFT_HYPHEN_BEFORE_WORD = /(?<=\p{Ll}\p{M}*)\u00AD+(?=\p{Lu})|(?<=\p{L}\p{M}*)\u00AD+(?=\p{Lu}\p{M}*\p{Ll})/gu;

// Signs that NFKD spells as letters (`™` as `TM`, `℠` as `SM`, `№` as `No`), which would join the
// word beside them: `Baltic Tech™` is `baltic tech`, `Klubs №74` is `klubs 74`.
const SIGNS_SPELLED_AS_LETTERS = /[\u2116\u2120\u2122]/g;

/**
 * Lower-case ASCII words separated by single spaces: diacritics removed (ā→a, š→s, õ→o, å→a),
 * Cyrillic transliterated, quotes, punctuation and signs (`™`, `№`) turned into spaces, invisible
 * characters dropped.
 */
export function foldText(input: string): string {
  if (input.includes('Į') || input.includes('į') || input.includes('\u0328')) input = input.replace(LT_SOLE_TRADER, '$1j');
  if (input.includes('\u2122') || input.includes('\u2116') || input.includes('\u2120')) input = input.replace(SIGNS_SPELLED_AS_LETTERS, ' ');
  const lower = input.normalize('NFKD').toLowerCase();
  let out = '';
  for (const ch of lower) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) out += ch;
    else if (code >= 0x300 && code <= 0x36f) continue; // combining marks
    else if (SPECIAL[ch] !== undefined) out += SPECIAL[ch];
    else if (CYRILLIC[ch] !== undefined) out += CYRILLIC[ch];
    else if (code < 0xad || !INVISIBLE_CHARACTER.test(ch)) out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

export function foldTokens(input: string): string[] {
  const folded = foldText(input);
  return folded === '' ? [] : folded.split(' ');
}

// Legal-form words and phrases of the four countries, folded. They never decide a match.
/** Each country's legal forms written out, folded, as its register or its language writes them. */
export const LEGAL_FORM_PHRASES_OF = {
  LV: [
    'sabiedriba ar ierobezotu atbildibu', 'akciju sabiedriba', 'individualais komersants',
    'pilnsabiedriba', 'komandītsabiedriba', 'komanditsabiedriba', 'zemnieku saimnieciba', 'biedriba', 'nodibinajums',
  ],
  LT: [
    'uzdaroji akcine bendrove', 'akcine bendrove', 'mazoji bendrija', 'individuali imone',
    'viesoji istaiga', 'zemes ukio kooperatyvas', 'tikroji ukine bendrija', 'komanditine ukine bendrija',
  ],
  EE: [
    'osauhing', 'aktsiaselts', 'fuusilisest isikust ettevotja', 'mittetulundusuhing', 'taisuhing', 'usaldusuhing',
    'sihtasutus', 'korteriuhistu', 'tulundusuhistu',
  ],
  FI: [
    'osakeyhtio', 'julkinen osakeyhtio', 'kommandiittiyhtio', 'avoin yhtio', 'toiminimi', 'yksityinen elinkeinonharjoittaja',
    'osuuskunta', 'aktiebolag',
  ],
} as const;
/**
 * Every legal form written out, folded, of the four countries and in English, the longer first: a
 * phrase that holds another (`julkinen osakeyhtio` holds `osakeyhtio`) is taken out whole, or the
 * shorter one left its other words behind as words of the name (`Julkinen osakeyhtiö Trans Pro`
 * searched `julkinen trans pro`, and said it searched `Osakeyhtiö Trans Pro`).
 */
export const LEGAL_FORM_PHRASES: readonly string[] = [
  ...LEGAL_FORM_PHRASES_OF.LV, ...LEGAL_FORM_PHRASES_OF.LT, ...LEGAL_FORM_PHRASES_OF.EE, ...LEGAL_FORM_PHRASES_OF.FI,
  // English, as the four countries' companies write their forms in English.
  'private limited company', 'public limited company', 'limited liability company', 'joint stock company', 'limited company',
].sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length);
/**
 * Each country's legal-form words, folded (FI's Swedish ones too: `Ab`, `Kb`, `Abp`). In another
 * country's company name such a word is a word of the name: SIA "MB Koks" is no Lithuanian MB.
 */
const LEGAL_FORM_WORDS_OF: Readonly<Record<string, ReadonlySet<string>>> = {
  LV: new Set(['sia', 'as', 'ik', 'ps', 'ks', 'zs', 'bdr', 'kb']),
  LT: new Set(['uab', 'ab', 'mb', 'ij', 'vsi', 'tub', 'kub', 'zuk']),
  EE: new Set(['ou', 'as', 'mtu', 'fie', 'tu', 'uu', 'sa', 'tuh', 'ku']),
  FI: new Set(['oy', 'oyj', 'ky', 'tmi', 'ay', 'osk', 'abp', 'ry', 'rf', 'ab', 'kb']),
};
// Forms written in English or of other countries, which companies of all four write in their names.
const ANY_COUNTRY_FORM_WORDS: ReadonlySet<string> = new Set(['ltd', 'llc', 'plc', 'jsc', 'limited', 'gmbh', 'oo']);
const LEGAL_FORM_WORDS = new Set([...ANY_COUNTRY_FORM_WORDS, ...Object.values(LEGAL_FORM_WORDS_OF).flatMap((words) => [...words])]);

/**
 * Whether a folded word is a legal form a company of `country` may bear, so no word of its name:
 * one of its country's or of any country's; of any of the four where the country is not known
 * (a text searched, which may name a company of any).
 */
function isFormWordOf(token: string, country: string | undefined): boolean {
  if (!LEGAL_FORM_WORDS.has(token)) return false;
  const own = country === undefined ? undefined : LEGAL_FORM_WORDS_OF[country];
  return own === undefined || own.has(token) || ANY_COUNTRY_FORM_WORDS.has(token);
}

export function isLegalFormWord(token: string): boolean {
  return LEGAL_FORM_WORDS.has(token);
}

// Every spelling of a legal form as its words: `['ou']`, `['sabiedriba', 'ar', 'ierobezotu', 'atbildibu']`.
const LEGAL_FORM_SPELLINGS = [...LEGAL_FORM_WORDS, ...LEGAL_FORM_PHRASES].map((spelling) => spelling.split(' '));

/**
 * The spellings of legal forms (words and phrases, folded) that the folded tokens begin without
 * completing them: `['o']` begins `ou`, `oy`, `osauhing`, …; `['sabiedriba', 'ar', 'i']` begins
 * `sabiedriba ar ierobezotu atbildibu`, and so does `['sabiedriba', 'ar']`. `lastIsPart`: whether
 * the last token may be the beginning of a word (nothing was typed after it); else only whole
 * words of a phrase count.
 */
export function legalFormsBegun(tokens: readonly string[], lastIsPart: boolean): string[] {
  const k = tokens.length;
  if (k === 0) return [];
  const last = tokens[k - 1]!;
  const begun: string[] = [];
  for (const spelling of LEGAL_FORM_SPELLINGS) {
    if (spelling.length < k) continue;
    let same = true;
    for (let i = 0; i < k - 1 && same; i++) same = tokens[i] === spelling[i];
    if (!same) continue;
    const word = spelling[k - 1]!;
    if (word === last ? k < spelling.length : lastIsPart && word.startsWith(last)) begun.push(spelling.join(' '));
  }
  return begun;
}

/**
 * Folded tokens of a company name with every legal-form word and phrase removed; the legal-form
 * words in `keep` stay (a search text's words that only fold to one: services/search/search-query.ts).
 * With the company's `country`, only the legal-form words of that country or of any (isFormWordOf):
 * SIA "MB Koks" is `mb koks`, not `koks`.
 */
export function companyNameTokens(name: string, keep?: ReadonlySet<string>, country?: string): string[] {
  return foldedNameTokens(foldText(name), keep, country);
}

/** companyNameTokens of a name already folded (foldText), which sanctions screening folds first. */
export function foldedNameTokens(text: string, keep?: ReadonlySet<string>, country?: string): string[] {
  let folded = ' ' + text + ' ';
  for (const phrase of LEGAL_FORM_PHRASES) {
    // One at a time: in `biedriba biedriba` the two occurrences share a space, so a single
    // split would leave the second one behind.
    const padded = ' ' + phrase + ' ';
    while (folded.includes(padded)) folded = folded.replace(padded, ' ');
  }
  return folded.trim().split(/\s+/).filter((t) => t !== '' && (!isFormWordOf(t, country) || keep?.has(t) === true));
}

/**
 * A company name reduced to what identifies it: `SIA "Rīgas Koks"` and `Rigas koks, SIA` give `rigas
 * koks`. The one key rule of companies.name_key and company_names.name_key (store/record-tables.ts)
 * and of the names the search image keys (store/search-documents.ts), given the company's country:
 * another country's legal-form word stays (SIA "MB Koks" is `mb koks`); a text searched has none
 * (search-query.ts reads the form words typed as the name's too, form-words-in-name.ts).
 */
export function companyNameKey(name: string, country?: string): string {
  return companyNameTokens(name, undefined, country).join(' ');
}

/**
 * An order-free key for a person's name: `Bērziņš Jānis`, `JANIS BERZINS` and `Jānis Bērziņš`
 * all give `berzins janis`.
 */
export function personNameKey(name: string): string {
  return foldTokens(name).sort().join(' ');
}

// Words naming the kind of street, dropped from street keys so that "Brīvības 100" and
// "Brīvības iela 100" meet (LV, EE, LT, FI and Swedish spellings, folded). The Latvian register
// writes a bulvāris, prospekts or šoseja in full, and invoices as `bulv.`, `prosp.`, `šos.`.
const STREET_TYPE_WORDS = new Set([
  'iela', 'gatve', 'bulvaris', 'prospekts', 'laukums', 'soseja', 'cels', 'aleja', 'krastmala', 'dambis', 'bulv', 'prosp', 'sos',
  'tn', 'tanav', 'tee', 'mnt', 'maantee', 'pst', 'puiestee', 'valjak', 'plats',
  'g', 'pr', 'prospektas', 'al', 'skg', 'kel', 'pl',
  'katu', 'tie', 'kuja', 'polku', 'vag', 'gatan', 'vagen',
]);

/** Whether a folded word is a street's type (`iela`, `tn`, `väljak`, `katu`), as streetKey leaves out. */
export function isStreetTypeWord(word: string): boolean {
  return STREET_TYPE_WORDS.has(word);
}

/**
 * The street and house number of an address line, folded: the words before the house number,
 * without street-type words and initials, then that number (`Cēsu iela 43 - 95` and `Cēsu 43`
 * give `cesu 43`; `K. Donelaičio g. 12-37` gives `donelaicio 12`). null without a street name
 * followed by a number. The flat, staircase or city after the house number do not count, nor do
 * the words before a comma, a semicolon or a quote: a town or a county (`Rīga, Brīvības iela 12`
 * gives `brivibas 12`), a company's name (`Tallinna Haldus OÜ, Tallinna tn 1a`).
 *
 * Not every number is the house number. An ordinal is part of the street's name: a number written
 * with a dot before a word (`Čiekurkalna 1. līnija 98` gives `ciekurkalna 1 linija 98`), or one
 * that begins the text or a part of it after a comma (`13 janvāra 3`). A building after a slash is another building, not a
 * flat (`Narva mnt 54/1` gives `narva 54/1`, which `Narva mnt 54` does not meet), and so is a
 * Latvian korpuss (`Kauguru iela 42 k-2` gives `kauguru 42/k2`).
 */
export function streetKey(text: string): string | null {
  const rawWords = text.replace(/(\d)\s*\/\s*(\d)/g, '$1/$2').replace(STREET_SEPARATOR, ' $& ').split(/\s+/);
  const tokens: { token: string; raw: string; at: number; apart: boolean }[] = [];
  let apart = false;
  rawWords.forEach((raw, at) => {
    if (STREET_SEPARATOR_WORD.test(raw)) apart = true;
    for (const token of foldTokens(raw)) {
      tokens.push({ token, raw, at, apart });
      apart = false;
    }
  });
  let street: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const { token, raw, at, apart } = tokens[i]!;
    // What stands before a comma, a semicolon or a quote is no part of the street: a town or a
    // county (`Rīga, Brīvības iela 100`), the company's name (`Rīgas Koks, Brīvības iela 100`).
    if (apart) street = [];
    if (!/\d/.test(token)) {
      if (token.length > 1 && !STREET_TYPE_WORDS.has(token)) street.push(token);
      continue;
    }
    const beforeWord = /^[a-z]/.test(tokens[i + 1]?.token ?? '');
    if (beforeWord && (i === 0 || apart || ORDINAL.test(raw))) {
      street.push(token);
      continue;
    }
    if (street.length === 0) return null;
    const building = BUILDING.exec(raw);
    const korpuss = KORPUSS.exec(rawWords.slice(at + 1, at + 3).join(' '));
    const house = building ? `${foldText(building[1]!)}/${foldText(building[2]!)}` : korpuss ? `${token}/k${korpuss[1]}` : token;
    return [...street, house].join(' ');
  }
  return null;
}

// What ends the words before a street: a comma, a semicolon, a quote.
const STREET_SEPARATOR = /[,;"“”„«»]/g;
const STREET_SEPARATOR_WORD = /^[,;"“”„«»]$/;
// "1." before a word: an ordinal in a street's name (LV `1. līnija`, `13. janvāra iela`).
const ORDINAL = /^\d{1,3}\./;
// "42 k-2", "42 k. 2", "42 k2": a Latvian building (korpuss) of a house, another building as
// after a slash. Lower-case only: a Finnish staircase letter (`62 C 27`) is upper-case.
const KORPUSS = /^k(?:-|\.\s?|\s)?(\d+)(?!\p{L})/u;
// "54/1", "21a/2": a house number and a building number after a slash.
const BUILDING = /^(\d+\p{L}?)\/(\d+\p{L}?)/u;
