// The position a record of UR's sanctions.csv gives the listed subject in a Latvian company, in
// the words an explanation uses. UR writes it as a code (BENEFICIAL_OWNER, BOARD_MEMBER) or in
// Latvian (Patiesā labuma guvējs, Valdes loceklis); a compliance record must tell a beneficial
// owner from a member or a board member, which "an owner" alone did not.
import { foldText } from './fold.ts';

const WORDS: Array<[RegExp, string]> = [
  [/beneficial|labuma guvej|patiesa/, 'beneficial owner'],
  [/member of partnership|(?:pilnsabiedribas|personalsabiedribas) biedr|komplementar/, 'partner'],
  [/stockholder|shareholder|akcionar/, 'stockholder'],
  [/^members?$|dalibniek/, 'member'],
  [/supervisory|council|padome/, 'council member'],
  [/chair of board|board|valde/, 'board member'],
  [/owner|ipasniek/, 'owner'],
];

/** `beneficial owner`, `member`, `board member` …: the record's position in English; null when unknown. */
export function urSanctionPositionWords(position: string | null | undefined): string | null {
  const f = foldText(position ?? '').replace(/_/g, ' ');
  if (f === '') return null;
  for (const [pattern, words] of WORDS) if (pattern.test(f)) return words;
  return null;
}
