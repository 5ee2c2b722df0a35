// A legal form written out with one slip (`Aktsiaseltz`, `Osakeythiö`, `Sabiedriba ar ierobezotu
// atbildbu`, `Individuali imonee`): folding reads one written without its marks (`Osakeyhtio`,
// `Individuali imone`) as the form already, but a letter wrong, missing, added or two swapped made
// it a word no name holds, left out of the text searched, so the form typed picked nothing
// (`Aktsiaseltz Tallinn` listed OÜs first) or a question of a category was told it had no filter.
import { foldText, isLegalFormWord, LEGAL_FORM_PHRASES } from '../../domain/fold.ts';
import { editDistance } from '../../domain/similarity.ts';
import type { SearchImage } from '../../store/search-image/image.ts';
import { findTerm, prefixRange } from '../../store/search-image/terms.ts';

const PHRASES = LEGAL_FORM_PHRASES.map((phrase) => phrase.split(' '));
// The letters a word of a form needs to be read with a slip: a form of one word, which stands
// alone, seven (`osauhing`, `biedriba`, `toiminimi`); a word of a longer form, whose other words
// are typed as they are, five (`imone` of `individuali imone`). Shorter words are read exact.
const MIN_ALONE = 7;
const MIN_IN_PHRASE = 5;
const WORD = /[\p{L}\p{M}]+/gu;
// The forms written out as their registers and languages write them, marks and all: a word mended
// is written so, where LEGAL_FORM_PHRASES holds it folded (`aktsiaselts`), as searchedFor shows it.
const WRITTEN_FORMS = [
  'Sabiedrība ar ierobežotu atbildību', 'Akciju sabiedrība', 'Individuālais komersants', 'Pilnsabiedrība', 'Komandītsabiedrība',
  'Zemnieku saimniecība', 'Biedrība', 'Nodibinājums', 'Uždaroji akcinė bendrovė', 'Mažoji bendrija', 'Individuali įmonė',
  'Viešoji įstaiga', 'Žemės ūkio kooperatyvas', 'Tikroji ūkinė bendrija', 'Komanditinė ūkinė bendrija', 'Osaühing', 'Aktsiaselts',
  'Füüsilisest isikust ettevõtja', 'Mittetulundusühing', 'Täisühing', 'Usaldusühing', 'Sihtasutus', 'Korteriühistu', 'Tulundusühistu',
  'Julkinen osakeyhtiö', 'Kommandiittiyhtiö', 'Avoin yhtiö', 'Toiminimi', 'Yksityinen elinkeinonharjoittaja', 'Osuuskunta', 'Aktiebolag',
];
const WRITTEN_WORD = new Map(WRITTEN_FORMS.flatMap((form) => form.toLowerCase().split(' ')).map((word) => [foldText(word), word]));

/** A form's word (folded) written as its language writes it, in the case of the word typed: `Aktsiaselts` for `Aktsiaseltz`. */
function writtenAsTyped(form: string, typed: string): string {
  const written = WRITTEN_WORD.get(form) ?? form;
  if (typed.length > 1 && typed === typed.toUpperCase()) return written.toUpperCase();
  return typed[0] === typed[0]!.toLowerCase() ? written : written[0]!.toUpperCase() + written.slice(1);
}

/**
 * Whether two words may be one edit apart (substitution, insertion, deletion or transposition),
 * by their first two letters and their last two: an edit leaves one of those pairs in line, so a
 * word failing both is no slip of the form. Run on every search over each form and each window of
 * words, the edit distance's table cost some 15 µs a text; this leaves it to the few pairs left.
 */
function mayBeOneEdit(a: string, b: string): boolean {
  const head = a[0] === b[0] || a[1] === b[1] || a[0] === b[1] || a[1] === b[0];
  const [x, y] = [a.length - 1, b.length - 1];
  const tail = a[x] === b[y] || a[x - 1] === b[y - 1] || a[x] === b[y - 1] || a[x - 1] === b[y];
  return head && tail;
}

/** Whether no image's dictionary holds the word (as the text's last word, nor a word it begins). */
function unknown(images: readonly SearchImage[], word: string, last: boolean): boolean {
  return images.every((image) => {
    if (findTerm(image, word) !== -1) return false;
    if (!last) return true;
    const [lo, hi] = prefixRange(image, word);
    return hi <= lo;
  });
}

/**
 * The text with each legal form written out with one slip in a word (optimal string alignment
 * distance 1, domain/similarity.ts) written as the form, where no dictionary of `images` holds the
 * word as typed (so no name's word is read as a form), or null where none is.
 */
export function withFormSlipsMended(text: string, images: readonly SearchImage[]): string | null {
  const words = [...text.matchAll(WORD)].map((m) => ({ at: m.index, typed: m[0], folded: foldText(m[0]) }));
  if (words.length === 0) return null;
  const mended = new Map<number, string>();
  for (const phrase of PHRASES) {
    const min = phrase.length === 1 ? MIN_ALONE : MIN_IN_PHRASE;
    for (let i = 0; i + phrase.length <= words.length; i++) {
      const slips: Array<[number, string]> = [];
      const fits = phrase.every((form, j) => {
        const { folded } = words[i + j]!;
        if (folded === form) return true;
        // A form's beginning is no slip: it may be typed on (search-query.ts formBegun reads it).
        const slip = form.length >= min && !folded.includes(' ') && !isLegalFormWord(folded) && !form.startsWith(folded) && !mended.has(i + j)
          && mayBeOneEdit(folded, form) && editDistance(folded, form, 1) === 1 && unknown(images, folded, i + j === words.length - 1);
        if (slip) slips.push([i + j, form]);
        return slip;
      });
      if (fits) for (const [k, form] of slips) mended.set(k, form);
    }
  }
  if (mended.size === 0) return null;
  let out = text;
  for (const k of [...mended.keys()].sort((a, b) => b - a)) {
    const { at, typed } = words[k]!;
    out = out.slice(0, at) + writtenAsTyped(mended.get(k)!, typed) + out.slice(at + typed.length);
  }
  return out;
}
