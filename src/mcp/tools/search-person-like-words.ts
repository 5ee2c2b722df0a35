// The sentence beside a search of a person's name that lists companies bearing none of its words,
// only words like them: `Maarja Ilves`, a person the registers name in some twenty companies, listed
// Invest Marja Ay (`Marja` one letter from `Maarja`, `Invest` two from `Ilves`) without a word, and
// a model asked which companies the person is tied to reported that partnership as hers. An empty
// search says so of a person's name (search-empty.ts), and one listing the person's own sole trader
// (search-companies.ts); this one said nothing.
import { foldTokens } from '../../domain/fold.ts';
import { couldBePersonName } from '../../domain/person-name-like.ts';
import type { SearchResultView } from '../../services/views.ts';
import { PERSON_CHECK_ELSEWHERE } from '../tool-results.ts';

/**
 * The person check pointed to where `name`, of a person's shape, has none of its words in the name
 * of any company listed; undefined otherwise (a name one of whose words a result bears, `Rigas Kokss`
 * listing SIA "Rīgas Koks", is a company's name mistyped as often as not).
 */
export function personLikeWordsSentence(name: string, results: readonly SearchResultView[]): string | undefined {
  const typed = name.trim();
  if (results.length === 0 || !couldBePersonName(typed)) return undefined;
  const words = new Set(foldTokens(typed));
  const borne = results.some((r) => [r.name, r.matchedOtherName?.name ?? ''].some((n) => foldTokens(n).some((w) => words.has(w))));
  if (borne) return undefined;
  return `If "${typed}" is a person's name: the companies listed bear none of its words, only words like them, and the search `
    + `reads no officer or owner, so they are not the person's. ${PERSON_CHECK_ELSEWHERE}`;
}
