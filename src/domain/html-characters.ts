// HTML character references in text copied from the source of a web page, a CMS field, an
// e-mail template or a JSON feed: `SIA &quot;Rīgas Koks&quot;`, `Salminen &amp; Åström Ky`,
// `UAB &#8222;Žalgiris&#8220;`, `Uždaroji&nbsp;akcinė&nbsp;bendrovė`. Folded as they are, their
// names and numbers are words no company has (`quot`, `nbsp`) or words of many (`34`, `8222`).

// The named references of punctuation, spaces and letters without a mark of their own that such
// text holds; a letter with a mark is named by its letter and its mark (below).
const NAMED: Record<string, string> = {
  amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00A0', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009',
  ndash: '\u2013', mdash: '\u2014', hyphen: '\u2010', minus: '\u2212', laquo: '«', raquo: '»', lsquo: '\u2018', rsquo: '\u2019',
  sbquo: '\u201A', ldquo: '\u201C', rdquo: '\u201D', bdquo: '\u201E', lsaquo: '\u2039', rsaquo: '\u203A', prime: '\u2032',
  hellip: '\u2026', middot: '\u00B7', bull: '\u2022', shy: '\u00AD', zwsp: '\u200B', zwnj: '\u200C', zwj: '\u200D',
  copy: '©', reg: '®', trade: '™', sol: '/', comma: ',', period: '.', colon: ':', semi: ';', excl: '!', quest: '?',
  lpar: '(', rpar: ')', num: '#', plus: '+', commat: '@', lowbar: '_',
  szlig: 'ß', aelig: 'æ', AElig: 'Æ', oslash: 'ø', Oslash: 'Ø', oelig: 'œ', OElig: 'Œ', eth: 'ð', ETH: 'Ð', thorn: 'þ',
  THORN: 'Þ', dstrok: 'đ', Dstrok: 'Đ', lstrok: 'ł', Lstrok: 'Ł', inodot: 'ı', imath: 'ı',
};

// `&scaron;`, `&Amacr;`, `&eogon;`, `&ouml;`: a letter and the name of its mark.
const MARKS: Record<string, string> = {
  acute: '\u0301', grave: '\u0300', circ: '\u0302', tilde: '\u0303', macr: '\u0304', breve: '\u0306', dot: '\u0307',
  uml: '\u0308', ring: '\u030A', dblac: '\u030B', caron: '\u030C', cedil: '\u0327', ogon: '\u0328',
};
const MARKED_LETTER = /^([A-Za-z])(acute|grave|circ|tilde|macr|breve|dot|uml|ring|dblac|caron|cedil|ogon)$/;

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function character(code: number): string | null {
  return code > 0 && code <= 0x10FFFF && (code < 0xD800 || code > 0xDFFF) ? String.fromCodePoint(code) : null;
}

function referenced(whole: string, decimal?: string, hex?: string, name?: string): string {
  if (decimal !== undefined) return character(Number(decimal)) ?? whole;
  if (hex !== undefined) return character(parseInt(hex, 16)) ?? whole;
  const named = NAMED[name!];
  if (named !== undefined) return named;
  const marked = MARKED_LETTER.exec(name!);
  return marked ? (marked[1]! + MARKS[marked[2]!]!).normalize('NFC') : whole;
}

/**
 * The text with its HTML character references read as the characters they stand for: numeric
 * ones (`&#34;`, `&#x201E;`) and the named ones of the table above and of marked letters
 * (`&scaron;`). Escaped twice (`&amp;quot;`, an HTML page showing an escaped text) is read twice.
 * A reference of no character (`&foo;`, `&#0;`) stays as written.
 */
export function decodeHtmlCharacters(text: string): string {
  if (!text.includes('&')) return text;
  const once = text.replace(REFERENCE, referenced);
  return once.includes('&') && once !== text ? once.replace(REFERENCE, referenced) : once;
}
