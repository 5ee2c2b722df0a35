// An age written after a name, as a news item, a court record or an HR list writes who a person is
// (`Jānis Bērziņš, 45 y.o.`, `…, 45 g.`, `…, 45 a.`, `… (45)`, `…, aged 45`): no word of the name.
// `y.o.` was read as a second person's name (a 400 naming two people). An age says when the person
// was born only as of the day the text was written, which the check does not know, so it is never
// compared with birthDate, except where birthDate's person is not that old yet today. So is an age
// written as the languages write `years old` in words (`…, 45 gadus vecs`, `…, 45 g. v.`, `…, 45 gadu
// vecumā`, `…, 45 metų amžiaus`, `…, 45 aastat vana`, `…, 45-aastane`, `…, 45-vuotias`, `…, 45-year-old`),
// which was read as a second person's name, and one before the name, as Finnish and Estonian news
// and Latvian write it (`45-vuotias Matti Virtanen`, `45-aastane Mari Tamm`, `45-gadīgais Jānis Bērziņš`).

// The words that follow an age in the four countries' languages, Swedish, English and Russian:
// `y.o.`, `yo`, `y/o`, `years (old)`, `g.`, `gadi`, `gadus`, `a.`, `aastat`, `aastane`, `m.`, `metai`,
// `metų`, `-erių (metų)`, `-metis`, `v.`, `vuotta`, `år`, `лет`, `года`, `г.`.
const AGE_WORD = String.raw`(?:(?:gadus|gadu|g\.)\s?ve(?:cs|ca|cumā|c\.)|g\.\s?v\.|(?:metų|m\.)\s+amžiaus|(?:aastat|a\.)\s+vana|aastane|vuotias|year-old|years?\s+of\s+age|летн(?:ий|яя)|y\.?\s?o\.?|y\/o|yrs?\.?(?:\s+old)?|years?(?:\s+old)?|g\.|gadi|gadus|gadu|a\.|aastat|aastane|m\.|metai|metų|eri[uų](?:\s+met[uų])?|met(?:is|ė)|v\.|vuotta|år|лет|года?|г\.)`;
const AGE_LABEL = String.raw`(?:aged?|vecums|vanus|amžius|ikä|возраст)`;
// An occupation after the age, as the news of the four countries write who a person is (`Andres
// Saar, 70-aastane ettevõtja`, `Jānis Bērziņš, 45 gadus vecs uzņēmējs`, `Jonas Jonaitis, 45-erių
// verslininkas`, `Matti Virtanen, 45-vuotias yrittäjä`), read past with the age: it was read as a
// second person's name. Only entrepreneur, businessman or businesswoman and manager, in Estonian,
// Latvian, Lithuanian, Finnish and English, with and without their marks: none is a name's word.
const OCCUPATION = String.raw`(?:ettev[õo]tja|[äa]rimees|[äa]rinaine|juht|uz[ņn][eē]m[eē]js|uz[ņn][eē]m[eē]ja|biznesmenis|biznesmene|vad[iī]t[aā]js|vad[iī]t[aā]ja|verslinink(?:as|[eė])|vadov(?:as|[eė])|yritt[äa]j[äa]|liikemies|liikenainen|johtaja|entrepreneur|business(?:man|woman)|manager)`;
const AGE_AFTER_NAME = new RegExp(
  String.raw`(?:\s*[,;–—-]\s*|\s+)(?:${AGE_LABEL}\s*:?\s*(\d{1,3})(?:\s*${AGE_WORD})?|(\d{1,3})\s*-?\s*${AGE_WORD}(?:\s+${OCCUPATION})?)(?![\p{L}\d])\s*$`
  + String.raw`|\s*\(\s*(?:${AGE_LABEL}\s*:?\s*)?(\d{1,3})(?:\s*-?\s*${AGE_WORD}(?:\s+${OCCUPATION})?)?\s*\)\s*$`, 'iu');

// Between commas inside the text (`Jānis Bērziņš, 45, valdes loceklis`, `Bērziņš, 45, Jānis`), as a
// list of people with their ages writes it: set apart, it is no word of the name either.
const AGE_SET_APART = new RegExp(String.raw`\s*,\s*(\d{1,3})(?:\s*-?\s*${AGE_WORD})?\s*,\s*(?=\p{L})`, 'iu');
// Before the name the age is one word with its hyphen, as the news write it, an occupation after it
// too (`70-aastane ettevõtja Andres Saar`, `45-vuotias yrittäjä Matti Virtanen`).
const AGE_BEFORE_NAME = new RegExp(String.raw`^\s*(\d{1,3})\s*-\s*(?:vuotias|aastane|gadīg(?:ais|ā)|gadig(?:ais|a)|metis|metė|year-old|летн(?:ий|яя))(?:\s+${OCCUPATION})?\s+(?=\p{L})`, 'iu');

/**
 * The name without an age written after it (or, where none is, set apart by commas within it, or
 * before it), and that age; the name as it is where none is written.
 */
export function ageAfterName(name: string): { name: string; age: number | null } {
  const m = AGE_AFTER_NAME.exec(name);
  const after = m !== null && m.index > 0 ? { age: Number(m[1] ?? m[2] ?? m[3]), name: name.slice(0, m.index) } : null;
  const apart = after === null ? AGE_SET_APART.exec(name) : null;
  const within = apart !== null && apart.index > 0 ? { age: Number(apart[1]), name: `${name.slice(0, apart.index)}, ${name.slice(apart.index + apart[0].length)}` } : null;
  const before = after === null && within === null ? AGE_BEFORE_NAME.exec(name) : null;
  const read = after ?? within ?? (before === null ? null : { age: Number(before[1]), name: name.slice(before[0].length) });
  return read !== null && read.age > 0 && read.age <= 120 ? read : { name, age: null };
}

/** The years birthDate's person has had by `now` (UTC). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const today = now.toISOString().slice(5, 10);
  return now.getUTCFullYear() - y - (today < `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` ? 1 : 0);
}
