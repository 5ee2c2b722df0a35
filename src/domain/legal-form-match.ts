// Whether a company's legal-form words (its search image's form set: every spelling of its form,
// store/search-documents.ts) are of the legal form a text typed (its form words, folded). A form
// written out may be part of a longer one, another form: an uždaroji akcinė bendrovė (UAB) is no
// akcinė bendrovė (AB), a julkinen osakeyhtiö (Oyj) no osakeyhtiö (Oy), as `AB` and `Oy` typed
// already tell. Their words being among the longer form's, `Akcinė bendrovė Grigeo` counted a UAB
// as of the form typed, and `Akcinė bendrovė` alone listed UABs first.
import { LEGAL_FORM_PHRASES_OF } from './fold.ts';

const PHRASES: readonly string[] = Object.values(LEGAL_FORM_PHRASES_OF).flat();

/** Each form written out that a longer one holds, with the words the longer one adds. */
const HELD_IN_LONGER: ReadonlyArray<{ words: readonly string[]; added: readonly string[] }> = PHRASES.flatMap((phrase) => {
  const words = phrase.split(' ');
  return PHRASES.filter((longer) => longer !== phrase && ` ${longer} `.includes(` ${phrase} `))
    .map((longer) => ({ words, added: longer.split(' ').filter((w) => !words.includes(w)) }));
});

type Longer = ReadonlyArray<readonly string[]>;

// The longer forms' added words that exclude a set, per forms typed (a query's array, asked of
// every candidate and form set it reads): none for nearly every text.
const excludedBy = new WeakMap<readonly string[], Longer>();

function longerOf(forms: readonly string[]): Longer {
  let longer = excludedBy.get(forms);
  if (longer === undefined) {
    longer = HELD_IN_LONGER.filter(({ words, added }) => words.every((w) => forms.includes(w)) && !added.some((w) => forms.includes(w)))
      .map(({ added }) => added);
    excludedBy.set(forms, longer);
  }
  return longer;
}

/** Whether a company of the form set `set` is of the legal form the words `forms` (not empty) type. */
export function isOfTypedForm(set: readonly string[], forms: readonly string[]): boolean {
  for (const f of forms) if (!set.includes(f)) return false;
  const longer = longerOf(forms);
  for (let i = 0; i < longer.length; i++) if (longer[i]!.every((w) => set.includes(w))) return false;
  return true;
}
