// What a document writes after a person's name and a comma to say who they are: a personal code or
// a birth date behind its label (`Māris Celmiņš, personas kods 120168-12345`, `…, p.k. 120168-12345`,
// `Aivar Jõgi, date of birth 25.07.1976`, `…, personal code 37607250000`). A label of two words or
// more read as a second person's name, and the check was refused as one of two people; a label of
// one word (`isikukood`) was never so read. Such a part is no name: the name before it is the
// person's, and the date or code it holds is checked against birthDate as any other in the name
// (person-name-other-birth-date.ts).
import { BORN_WORDS } from './born-words.ts';

// The labels of a personal code in the four countries' languages, Swedish, English and Russian,
// with and without their diacritics and stops: Latvian `personas kods`, `p.k.`; Estonian
// `isikukood`, `ik`; Lithuanian `asmens kodas`, `a.k.`; Finnish `henkilötunnus`, `hetu`; Swedish
// `personnummer`; English `personal (ID) code`, `ID code`, `national ID number`.
const CODE_LABELS = String.raw`pers(?:onas|\.)\s*kods|p\.\s*k\.?|isikukood|i\.?\s?k\.?|asmens\s+kodas|a\.\s*k\.?|henkil[öo]tunnus|hetu|personnummer`
  + String.raw`|(?:personal|national|identity|id)(?:\s+(?:id|identity|identification))?\s+(?:code|number|no\.?)|id\.?|личный\s+код|персональный\s+код`;
// Besides the words saying born (born-words.ts): `birth date`, the Estonian `sünnikuupäev`.
const BIRTH_LABELS = String.raw`birth\s*date|s[üu]nnikuup[äa]ev`;

// The label at the part's start, then at once (a colon, a stop or a dash between) a digit.
const LABELLED = new RegExp(String.raw`^\s*(?:${CODE_LABELS}|${BIRTH_LABELS}|${BORN_WORDS})(?![\p{L}])[\s:.\-–—=]*\d`, 'iu');

// A birth date or year with the Russian words saying born after it, as a Russian document writes
// one (`05.11.1961 г.р.`, `1961 г. р.`, `05.11.1961 года рождения`), and the Latvian `dz.` so placed.
const LABEL_AFTER = new RegExp(String.raw`^\s*\d[\d./\-\s]*\d\.?\s*(?:г\.\s?р\.?|года\s+рождения|г\.\s?рожд\.?|g\.\s?dz\.?)\s*$`, 'iu');

/**
 * Whether a part of a name a comma sets apart is a personal code or a birth date behind its label,
 * or a birth date the words saying born follow (`Кузнецов Геннадий, 05.11.1961 г.р.`): no name of a person.
 */
export const isLabelledCodeOrDate = (part: string): boolean => LABELLED.test(part) || LABEL_AFTER.test(part);
