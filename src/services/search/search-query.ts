// What a search text asks for: the words that decide a match (legal forms removed, folded), the
// legal-form words (they never decide a match, only break ties or, alone, pick a legal form),
// and whether the text can be a registration or VAT number.
import { companyNameTokens, foldTokens, streetKey } from '../../domain/fold.ts';
import { nameHash } from '../../store/search-image/image.ts';
import { parseRegcodeInput, type RegcodeLookup } from '../../domain/regcode.ts';

// Bounds on the work one text can cause; the HTTP layer caps q at 200 characters anyway.
const MAX_INPUT = 400;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface SearchQuery {
  words: string[];
  /** The words joined: compared with stored name keys. */
  key: string;
  forms: string[];
  lookup: RegcodeLookup | null;
  /** nameHash of the street and house number the text names (domain/fold.ts streetKey), if any. */
  street: number | null;
}

export function parseSearchQuery(q: string): SearchQuery {
  const text = String(q ?? '').slice(0, MAX_INPUT);
  const words = companyNameTokens(text).slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
  const kept = new Set(companyNameTokens(text));
  const forms = [...new Set(foldTokens(text).filter((t) => !kept.has(t)))].slice(0, MAX_WORDS);
  const street = streetKey(text);
  return { words, key: words.join(' '), forms, lookup: parseRegcodeInput(text), street: street === null ? null : nameHash(street) };
}
