// A name with its number asked for (`Rīgas Koks registration number`, `Viru Puit registrikood`):
// the search leaves the request's words out and lists the company (request-words.ts), and the
// sentence said only that they were left out; a model asked for the number looked for it there.
// It is told that the number is the result's regcode.
import { foldTokens } from '../../domain/fold.ts';
import type { SearchResultView } from '../../services/views.ts';

// Folded, as request-words.ts reads them after a name: the registration number, in English,
// Latvian, Estonian, Lithuanian and Finnish.
const NUMBER_ASKED = ['registration number', 'registry code', 'company number', 'registracijas numurs', 'registrikood',
  'imones kodas', 'y tunnus'].map((phrase) => phrase.split(' '));

/** The sentence where the words `searchedFor` leaves out of `query` ask for the registration number; undefined otherwise. */
export function numberAskedSentence(query: string, searchedFor: string | undefined, results: readonly SearchResultView[]): string | undefined {
  const first = results[0];
  if (searchedFor === undefined || first === undefined) return undefined;
  const left = [...foldTokens(query)];
  for (const w of foldTokens(searchedFor)) {
    const at = left.indexOf(w);
    if (at !== -1) left.splice(at, 1);
  }
  const asked = NUMBER_ASKED.some((phrase) => left.some((_, i) => phrase.every((w, j) => left[i + j] === w)));
  return asked ? `The registration number asked for is each result's regcode (${first.name}: ${first.regcode}, ${first.country}).` : undefined;
}
