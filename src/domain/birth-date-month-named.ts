// A birth date with its month written as a word, as a document or a form letter writes it: English
// (`1 January 1980`, `Jan 1, 1980`, `01-JAN-1980`), Latvian (`1980. gada 1. janvāris`), Estonian
// (`1. jaanuar 1980`), Lithuanian (`1980 m. sausio 1 d.`), Finnish (`1. tammikuuta 1980`), Swedish
// (`1 maj 1980`) and Russian (`1 января 1980 г.`). Its refusal named no date, only the rule of a
// real calendar date, which reads as if the date sent were none; it names the date to send, and of a
// month and year alone (`Jan 1980`) that the day is needed. A month in Roman numerals (`5.V.1950`,
// `05.XII.1980`, as older Baltic and Polish documents and passports write it) is read so too, and so
// is a month cut short as each language's dictionary cuts it (`1980. g. 1. janv.`, `1. veebr 1980`,
// `1980 m. vas. 1 d.`, `1 okt. 1980`, `1 янв. 1980 г.`), which was told the rule alone.

// Each month's beginnings, folded (lower case, no marks): a word holding one of them from its first
// letter names that month, in whatever case a language inflects it (`janvārī`, `sausio`, `января`).
const MONTH_STEMS: ReadonlyArray<readonly string[]> = [
  ['january', 'janvar', 'jaanuar', 'januari', 'saus', 'tammi', 'январ'],
  ['february', 'februar', 'veebruar', 'vasar', 'helmi', 'феврал'],
  ['march', 'mart', 'mars', 'kov', 'maalis', 'март'],
  ['april', 'aprill', 'baland', 'huhti', 'апрел'],
  ['may', 'maij', 'mai', 'maj', 'geguz', 'touko', 'мая', 'май'],
  ['june', 'junij', 'juuni', 'juni', 'birzel', 'kesa', 'июн'],
  ['july', 'julij', 'juuli', 'juli', 'liep', 'heina', 'июл'],
  ['august', 'rugpju', 'elo', 'август'],
  ['september', 'septembr', 'rugsej', 'syys', 'сентябр'],
  ['october', 'oktobr', 'oktoob', 'oktober', 'spal', 'loka', 'октябр'],
  ['november', 'novembr', 'lapkri', 'marras', 'ноябр'],
  ['december', 'decembr', 'detsemb', 'gruod', 'joulu', 'декабр'],
];

// English month names cut short (`Jan`, `Sept`), three letters or more of the name.
const ENGLISH = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

// Each month's abbreviations, folded, as the languages' own dictionaries cut them short, that no stem
// above begins: Latvian (`janv.`), Estonian (`jaan`, `veebr`, `dets`), Lithuanian (`vas.`, `bal.`,
// `geg.`, `birž.`, `rugpj.`, `rugs.`, `lapkr.`), Latvian, Estonian and Swedish `okt.`, and Russian
// (`янв.`, `февр.`, `авг.`). A word is the whole abbreviation, not its beginning: `marr` or `veeb`
// cut short otherwise names nothing, where a prefix rule would make `mar` March or November.
const ABBREVIATIONS: ReadonlyArray<readonly string[]> = [
  ['janv', 'jaan', 'янв'],
  ['veebr', 'vas', 'фев', 'февр'],
  ['мар'],
  ['bal', 'апр'],
  ['geg'],
  ['birz'],
  [],
  ['rugpj', 'авг'],
  ['rugs', 'сен', 'сент'],
  ['okt', 'окт'],
  ['lapkr', 'ноя', 'нояб'],
  ['dets', 'дек'],
];

// Words a written date holds beside its day, month and year: `gada` (of the year), `m.` and `d.`
// (metai, diena), `mėn.` (of the month: `1980 m. sausio mėn. 1 d.`), `г.` (год), the Estonian `a.`
// or `aastal`, the Finnish `päivänä` (`tammikuun 1. päivänä 1980`), `of`, `the`, `vuonna`, `den`, an ordinal's ending (`1st`).
const FILLERS = new Set(['gada', 'g', 'm', 'd', 'men', 'a', 'aastal', 'paivana', 'of', 'the', 'vuonna', 'den', 'goda', 'г', 'года', 'st', 'nd', 'rd', 'th']);

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// The stems folded as the words are: `май` holds a mark (й is и with a breve) that a word folded has lost.
const FOLDED_STEMS = MONTH_STEMS.map((stems) => stems.map(fold));

// The months in Roman numerals, folded: no month word of MONTH_STEMS or ENGLISH begins one.
const ROMAN_MONTHS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

/** The month (1 to 12) a word names, null for none or for a word two months may begin. */
function monthOf(word: string): number | null {
  const roman = ROMAN_MONTHS.indexOf(word);
  if (roman >= 0) return roman + 1;
  const months = new Set<number>();
  for (const [i, stems] of FOLDED_STEMS.entries()) if (stems.some((stem) => word.startsWith(stem))) months.add(i + 1);
  for (const [i, abbreviations] of ABBREVIATIONS.entries()) if (abbreviations.includes(word)) months.add(i + 1);
  if (word.length >= 3) for (const [i, name] of ENGLISH.entries()) if (name.startsWith(word)) months.add(i + 1);
  return months.size === 1 ? [...months][0]! : null;
}

/** The words of a date whose month is a word: one month word, a day of one or two digits or none, a year of four, no other word but FILLERS. */
function monthNamedParts(value: string): { year: number; month: number; day: number | null } | null {
  // Digits and letters apart (`1st`, `01-JAN-1980`): words of one kind each.
  const words = fold(value).match(/\d+|[\p{L}]+/gu) ?? [];
  let month: number | null = null;
  let day: number | null = null;
  let year: number | null = null;
  for (const word of words) {
    if (/^\d{4}$/.test(word)) { if (year !== null) return null; year = Number(word); continue; }
    if (/^\d{1,2}$/.test(word)) { if (day !== null) return null; day = Number(word); continue; }
    if (/^\d/.test(word)) return null;
    if (FILLERS.has(word)) continue;
    const named = monthOf(word);
    if (named === null || month !== null) return null;
    month = named;
  }
  return month === null || year === null ? null : { year, month, day };
}

/** The day, month and year of a date whose month is written as a word, null for any other value (or one without its day). */
export function monthNamedDate(value: string): { year: number; month: number; day: number } | null {
  const parts = monthNamedParts(value);
  return parts === null || parts.day === null ? null : { ...parts, day: parts.day };
}

/**
 * The month and year of a month written as a word with a year and no day (`Jan 1980`, `janvāris
 * 1980`, `1980. gada janvārī`), as a form asking for a month and year takes a birth; null otherwise.
 */
export function monthNamedWithoutDay(value: string): { year: number; month: number } | null {
  const parts = monthNamedParts(value);
  return parts === null || parts.day !== null ? null : { year: parts.year, month: parts.month };
}
