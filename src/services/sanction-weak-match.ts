// The sanctioned flag's words for a match that is little evidence alone: one resting on a name's
// few identifying words (one word, `SIA "Stroitehmontažs"` for `OOO STROITEKHMONTAZH`), or one
// scored below the default threshold, which flags a company only where an operator sets a lower
// SANCTIONS_THRESHOLD. The flag said `Listed on EU` of such a match as of a registration number's,
// and a compliance officer reading the flag took it as a hit; only the match's explanation said
// how little it rests on. The detail now says what matched and how strongly.
import { DEFAULT_THRESHOLD } from '../domain/sanctions-matching.ts';
import { nameEvidenceWords, ownerNamed, quoted } from './sanction-explanation.ts';
import type { SanctionMatchView } from './views.ts';

type Match = Pick<SanctionMatchView, 'list' | 'matchedOn' | 'matchedName' | 'score' | 'features'>;

/** Whether a match is little evidence alone: scored below the default threshold, or capped by the few identifying words of a name. */
export function isWeakMatch(m: Match): boolean {
  return m.score < DEFAULT_THRESHOLD || nameEvidenceWords(m.features.cap) !== null;
}

/**
 * A weak match in the flag's words, what matched and how strongly: `weak match on EU: the company's
 * name SIA "Stroitehmontažs" to the listed name "OOO STROITEKHMONTAZH", score 0.85, below the default
 * threshold 0.9 (the names share one identifying word, little evidence alone)`. `formerName` is the
 * former name matched, with the day it ended, where the match is on one.
 */
export function weakMatchWords(m: Match, companyCountry: string, formerName: string | null): string {
  const listed = m.matchedName ? `the listed name ${quoted(m.matchedName)}` : 'a listed name';
  const companyName = typeof m.features.companyName === 'string' && m.features.companyName !== '' ? ` ${quoted(m.features.companyName)}` : '';
  const owner = ownerNamed(m.features, companyCountry);
  const what = m.matchedOn === 'owner' ? `an owner${owner ? ` ${owner}` : ''} to ${listed}`
    : m.matchedOn === 'registration_number' ? `the company's registration number, listed under ${m.matchedName ? quoted(m.matchedName) : 'a name'}`
      : formerName !== null ? `the company's former name ${formerName} to ${listed}` : `the company's name${companyName} to ${listed}`;
  const strength = m.score < DEFAULT_THRESHOLD ? `score ${m.score}, below the default threshold ${DEFAULT_THRESHOLD}` : `score ${m.score}`;
  const evidence = nameEvidenceWords(m.features.cap);
  return `weak match on ${m.list}: ${what}, ${strength}${evidence !== null ? ` (the names ${evidence})` : ''}`;
}
