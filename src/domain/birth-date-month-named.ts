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
// The Russian names written in Latin letters too, as a form that takes no Cyrillic or a passport's
// transliteration writes them (`1 yanvarya 1980`, `5 fevralya`, `iyunya`, `sentyabrya`, `1 ianvaria`):
// `1 yanv 1980` was read as no date, and the search listed companies by its `1`.
const MONTH_STEMS: ReadonlyArray<readonly string[]> = [
  ['january', 'janvar', 'jaanuar', 'januari', 'saus', 'tammi', 'январ', 'yanvar', 'ianvar'],
  ['february', 'februar', 'veebruar', 'vasar', 'helmi', 'феврал', 'fevral'],
  ['march', 'mart', 'mars', 'kov', 'maalis', 'март'],
  ['april', 'aprill', 'baland', 'huhti', 'апрел', 'aprel'],
  ['may', 'maij', 'mai', 'maj', 'geguz', 'touko', 'мая', 'май'],
  ['june', 'junij', 'juuni', 'juni', 'birzel', 'kesa', 'июн', 'iyun', 'iiun'],
  ['july', 'julij', 'juuli', 'juli', 'liep', 'heina', 'июл', 'iyul', 'iiul'],
  ['august', 'rugpju', 'elo', 'август', 'avgust'],
  ['september', 'septembr', 'rugsej', 'syys', 'сентябр', 'sentyabr', 'sentjabr', 'sentiabr'],
  ['october', 'oktobr', 'oktoob', 'oktober', 'spal', 'loka', 'октябр', 'oktyabr', 'oktjabr', 'oktiabr'],
  ['november', 'novembr', 'lapkri', 'marras', 'ноябр', 'noyabr', 'nojabr', 'noiabr'],
  ['december', 'decembr', 'detsemb', 'gruod', 'joulu', 'декабр', 'dekabr'],
];

// English month names cut short (`Jan`, `Sept`), three letters or more of the name.
const ENGLISH = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

// Each month's abbreviations, folded, as the languages' own dictionaries cut them short, that no stem
// above begins: Latvian (`janv.`), Estonian (`jaan`, `veebr`, `dets`), Lithuanian (`vas.`, `bal.`,
// `geg.`, `birž.`, `rugpj.`, `rugs.`, `lapkr.`), Latvian, Estonian and Swedish `okt.`, and Russian
// (`янв.`, `февр.`, `авг.`), in Latin letters too (`yanv.`, `fevr.`, `avg.`, `sent.`, `noyab.`, `dek.`).
// A word is the whole abbreviation, not its beginning: `marr` or `veeb` cut short otherwise names
// nothing, where a prefix rule would make `mar` March or November.
const ABBREVIATIONS: ReadonlyArray<readonly string[]> = [
  ['janv', 'jaan', 'янв', 'yanv', 'ianv'],
  ['veebr', 'vas', 'фев', 'февр', 'fev', 'fevr'],
  ['мар'],
  ['bal', 'апр'],
  ['geg'],
  ['birz'],
  [],
  ['rugpj', 'авг', 'avg'],
  ['rugs', 'сен', 'сент', 'sent'],
  ['okt', 'окт'],
  ['lapkr', 'ноя', 'нояб', 'noyab', 'noiab'],
  ['dets', 'дек', 'dek'],
];

// The month words that are also given names of the four countries, whole as written: the Estonian
// `Jaan`, `Mart`, `Mai`, `Elo`, the Latvian and Finnish `Maija`, the Latvian and Lithuanian `Marta`.
// Such a word written before the day with the year last (`Mari Tamm Jaan 5 1980`) is read as the
// name, not the month: the four countries write the day before such a month (`5. jaan 1980`, `5.
// maijs`), the year first where the month comes before the day (`1980 m. …`), and a month before
// the day with the year last is English (`Jan 5 1980`, `May 5 1980`), whose names are read so still.
// Written after the day (`Mari Tamm 5. jaan 1980`, `Jaan Tamm 5 jaan 1980`), with the year first, or
// cut short with its full stop (`jaan. 5 1980`), it is the month; without a day (`Mai 1980`) too.
// `Jaan 5 1980` sent as a birth date is told the rule alone, as a name and a day are no date.
const GIVEN_NAME_MONTHS = new Set(['jaan', 'mart', 'marta', 'mai', 'maija', 'elo']);

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
  const folded = fold(value);
  const words = folded.matchAll(/\d+|[\p{L}]+/gu);
  let month: number | null = null;
  let day: number | null = null;
  let year: number | null = null;
  // A given name's word read as the month before any day or year, without its abbreviation's stop.
  let nameBeforeDay = false;
  for (const { 0: word, index } of words) {
    if (/^\d{4}$/.test(word)) { if (year !== null) return null; year = Number(word); continue; }
    if (/^\d{1,2}$/.test(word)) { if (day !== null) return null; day = Number(word); continue; }
    if (/^\d/.test(word)) return null;
    if (FILLERS.has(word)) continue;
    const named = monthOf(word);
    if (named === null || month !== null) return null;
    month = named;
    nameBeforeDay = day === null && year === null && GIVEN_NAME_MONTHS.has(word) && folded[index + word.length] !== '.';
  }
  if (nameBeforeDay && day !== null) return null;
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

/**
 * The day, month and two-digit year of a date whose month is a word and whose year is cut to its
 * last two digits, the day first (`26-NOV-87`, as Oracle's default date format, DD-MON-RR, has HR
 * and payroll systems export a date; `26 Nov 87`) or the month first with the year last (`Nov 26,
 * 87`); null for any other value. The century is the sender's to tell: its caller names both.
 */
export function monthNamedWithShortYear(value: string): { month: number; day: number; yearInCentury: number } | null {
  const words = [...fold(value).matchAll(/\d+|[\p{L}]+/gu)].map((m) => m[0]).filter((word) => !FILLERS.has(word));
  if (words.length !== 3 || !/^\d{2}$/.test(words[2]!)) return null;
  const [first, second] = words as [string, string, string];
  const dayFirst = /^\d{1,2}$/.test(first) && !/\d/.test(second);
  // A month word before the day with the year last is English; a given name so written is no month (GIVEN_NAME_MONTHS).
  const monthFirst = !/\d/.test(first) && /^\d{1,2}$/.test(second) && !GIVEN_NAME_MONTHS.has(first);
  if (!dayFirst && !monthFirst) return null;
  const month = monthOf(dayFirst ? second : first);
  return month === null ? null : { month, day: Number(dayFirst ? first : second), yearInCentury: Number(words[2]) };
}
