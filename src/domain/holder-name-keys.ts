// The name keys (person_roles.name_key, personNameKey: folded words, sorted) a legal entity's name
// typed into a search may be stored under as a company's owner. A holder registered abroad is
// written by the register of the company it holds with its own legal form (Kyrenia Maritime
// Holdings Ltd, Nordsee Umschlag GmbH), which a searcher often leaves out or writes otherwise
// (Limited for Ltd): the name is tried as typed, without its form, and with each form below, each
// an exact probe of the name_key index, never a scan of the roles.
import { foldedNameTokens, foldText } from './fold.ts';

// The forms of the companies that hold Baltic companies from abroad, folded (A/S is `a s`): the
// British and Cypriot, German, Nordic, Dutch and US ones, then those of the countries nearby. Each
// is one more probe of a search that lists few companies; a rarer form is found when typed.
const FOREIGN_LEGAL_FORMS = [
  'ltd', 'limited', 'gmbh', 'ag', 'ab', 'as', 'a s', 'aps', 'oy', 'oyj', 'asa', 'bv', 'b v', 'nv', 'llc', 'inc',
  'corp', 'plc', 'sa', 's a', 'srl', 'spa', 'sp z o o', 'kg', 'gmbh co kg', 'se', 'co ltd', 'ou', 'sia', 'uab', 'ooo', 'sro',
].map((form) => form.split(' ').sort());

/** The words of those forms, which name no holder: the word index of holders' names (store/holder-words.ts) skips them. */
export const FOREIGN_LEGAL_FORM_WORDS: ReadonlySet<string> = new Set(FOREIGN_LEGAL_FORMS.flat());

// A name of more words is no holder's name typed alone (a pasted line, a request around a name).
const WORDS_MAX = 8;

/** Two sorted lists of words as one sorted key (the order personNameKey's sort gives). */
function mergedKey(a: readonly string[], b: readonly string[]): string {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  return out.join(' ');
}

/** The keys to probe for `name`, each once; none for a text of no letter or of too many words. */
export function holderNameKeys(name: string): string[] {
  // One fold for both: the name as typed (personNameKey) and without its legal form.
  const folded = foldText(name);
  const bare = foldedNameTokens(folded).sort();
  if (bare.length === 0 || bare.length > WORDS_MAX || !bare.some((t) => /[a-z]/.test(t))) return [];
  const keys = new Set([folded.split(' ').sort().join(' '), bare.join(' ')]);
  for (const form of FOREIGN_LEGAL_FORMS) keys.add(mergedKey(bare, form));
  return [...keys];
}
