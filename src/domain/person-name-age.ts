// An age written after a name, as a news item, a court record or an HR list writes who a person is
// (`Jānis Bērziņš, 45 y.o.`, `…, 45 g.`, `…, 45 a.`, `… (45)`, `…, aged 45`): no word of the name.
// `y.o.` was read as a second person's name (a 400 naming two people). An age says when the person
// was born only as of the day the text was written, which the check does not know, so it is never
// compared with birthDate, except where birthDate's person is not that old yet today.

// The words that follow an age in the four countries' languages, Swedish, English and Russian:
// `y.o.`, `yo`, `y/o`, `years (old)`, `g.`, `gadi`, `gadus`, `a.`, `aastat`, `aastane`, `m.`, `metai`,
// `metų`, `v.`, `vuotta`, `år`, `лет`, `года`, `г.`.
const AGE_WORD = String.raw`(?:y\.?\s?o\.?|y\/o|yrs?\.?(?:\s+old)?|years?(?:\s+old)?|g\.|gadi|gadus|gadu|a\.|aastat|aastane|m\.|metai|metų|v\.|vuotta|år|лет|года?|г\.)`;
const AGE_LABEL = String.raw`(?:aged?|vecums|vanus|amžius|ikä|возраст)`;
const AGE_AFTER_NAME = new RegExp(
  String.raw`(?:\s*[,;–—-]\s*|\s+)(?:${AGE_LABEL}\s*:?\s*(\d{1,3})(?:\s*${AGE_WORD})?|(\d{1,3})\s*${AGE_WORD})(?![\p{L}\d])\s*$`
  + String.raw`|\s*\(\s*(?:${AGE_LABEL}\s*:?\s*)?(\d{1,3})(?:\s*${AGE_WORD})?\s*\)\s*$`, 'iu');

/** The name without an age written after it, and that age; the name as it is where none is written. */
export function ageAfterName(name: string): { name: string; age: number | null } {
  const m = AGE_AFTER_NAME.exec(name);
  if (m === null || m.index === 0) return { name, age: null };
  const age = Number(m[1] ?? m[2] ?? m[3]);
  return age > 0 && age <= 120 ? { name: name.slice(0, m.index), age } : { name, age: null };
}

/** The years birthDate's person has had by `now` (UTC). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const today = now.toISOString().slice(5, 10);
  return now.getUTCFullYear() - y - (today < `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` ? 1 : 0);
}
