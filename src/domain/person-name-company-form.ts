// A company's name sent to the person check as a person's (`SIA Rīgas Koks`, `Kyrenia Maritime
// Holdings Ltd`): it finds no one, as the check reads natural persons only, and a bare 404 reads as
// "this company has no ties". The legal form it holds tells why, so the 404 can say where a company
// owner's holdings are listed. Only a word no person's name holds counts: `Ou`, `Tu`, `Ku`, `Sa`
// and `Ky` are Chinese, Vietnamese and Korean surnames, `Ay` a Turkish one, `Żuk` a Polish one, `Fie`
// a given name and `Sia` one too, so those letters count only as a form is written, in capitals
// before or after a name otherwise cased (`AS Tallinna Vesi`, `Metsä KY`), or with the mark a name never has (`OÜ`).
import { foldText, LEGAL_FORM_PHRASES } from './fold.ts';

// Folded words, in any case: no register writes one in a natural person's name.
const FORM_WORDS = new Set(['ltd', 'llc', 'plc', 'jsc', 'gmbh', 'oy', 'oyj', 'uab', 'tmi', 'limited']);

// Written as a form is, in capitals (`SIA`, `AS`), first or last, beside a word that is not: elsewhere,
// otherwise cased or in a name typed all in capitals (`ANNA AS`), the same letters may be a name's.
const CAPITALS_FORMS = new Set(['SIA', 'AS', 'AB', 'KY', 'AY', 'IK', 'MB', 'VŠĮ', 'MTÜ', 'FIE', 'SA']);

// Marked as a form is and no name word of the four countries: `OÜ` (`Ou` is a surname), `MTÜ`.
const MARKED_FORMS = new Set(['oü', 'mtü', 'všį']);

const WORDS = /[\s,"“”„«»'()]+/;

/**
 * The legal form a name sent as a person's holds, as typed (`SIA`, `Ltd`, `osaühing`), where it
 * holds one no person's name could; null otherwise, and for a name of one word.
 */
export function companyFormInPersonName(name: string): string | null {
  const words = name.split(WORDS).filter((w) => w !== '');
  if (words.length < 2) return null;
  const capitalsOnly = words.every((w) => w === w.toUpperCase());
  for (const [i, word] of words.entries()) {
    // A Finnish case ending after its colon (`Yritys Oy:n toimitusjohtaja`, the company's managing director), an
    // Estonian one after its hyphen (`Põhja Puit OÜ-st`, from the company; `AS-i juhatuse liige`), as each declines a form.
    const bare = word.replace(/\.$/, '').replace(/[:-]\p{Ll}{1,4}$/u, '');
    if (FORM_WORDS.has(foldText(bare)) || MARKED_FORMS.has(bare.toLowerCase())) return bare;
    if (!capitalsOnly && (i === 0 || i === words.length - 1) && CAPITALS_FORMS.has(bare)) return bare;
  }
  // A form written out, named as typed (`Osaühing`, `Sabiedrība ar ierobežotu atbildību`).
  const folded = words.map((w) => foldText(w));
  // The forms written out (fold.ts), which no person's name holds as words.
  for (const phrase of LEGAL_FORM_PHRASES) {
    const length = phrase.split(' ').length;
    for (let i = 0; i + length <= words.length; i++) {
      if (folded.slice(i, i + length).join(' ') === phrase) return words.slice(i, i + length).join(' ');
    }
  }
  return null;
}
