// The weaker sanctions candidates an answer leaves out, named with the call that lists them:
// get_company_compliance without candidates: true, and get_company_details, whose isSanctioned false
// a model checking a partner from the details alone reported as clear of sanctions where an entry
// scored just under the threshold (OOO STROITEKHMONTAZH against SIA "Stroitehmontažs", 0.85).
import { COMPANY } from './company-named-once.ts';
import { GET_COMPANY_COMPLIANCE } from './names.ts';

/** A candidate as the sentence names it: its list, its score and the name it matched. */
export interface CandidateNamed { list: string; score: number; entryName: string | null; matchedName: string | null }

/**
 * The candidates left out, the best first, said first of an answer's sentences: it names the
 * company (COMPANY), where "the company" came before any sentence had named it. `again`: the answer
 * is get_company_compliance's own, called without candidates.
 */
export function candidatesLeftOutSentence(held: readonly CandidateNamed[], threshold: number, sanctioned: boolean, again: boolean): string | undefined {
  const best = held[0];
  if (best === undefined) return undefined;
  const one = held.length === 1;
  // At the threshold 0.8 a candidate for review alone (a board member, a minority holder) is kept at it, not below.
  const bar = best.score < threshold ? `below the threshold ${threshold}` : 'a candidate for review alone at any threshold';
  return `${held.length} weaker sanctions ${one ? 'candidate, scored' : 'candidates, the best scored'} ${best.score} against ` +
    `"${best.entryName ?? best.matchedName}" (${best.list}), ${bar}, ${one ? 'is' : 'are'} kept for a reviewer ` +
    `and left out of this answer: ${one ? 'it does' : 'they do'} not make ${COMPANY} sanctioned; call ${GET_COMPANY_COMPLIANCE}${again ? ' again' : ''} ` +
    `with candidates: true to read ${one ? 'it' : 'them'}${sanctioned ? '' : ` before reporting ${COMPANY} clear of sanctions`}.`;
}
