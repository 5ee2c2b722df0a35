// The company group's own words (`/companies/autofill`, `/companies/search`) sent in another case,
// a letter off or under another API's name for them reach the `{regcode}` route: a shop's
// `/companies/Autofill?q=pro` or `/companies/serach?q=pro` was the 400 `regcode "Autofill" is
// not a registration or VAT number`, naming a word the client meant as a path, where
// `/Companies/autofill` is the 404 naming the path in the case the routes take (errors.ts). Such a
// word is now that 404. No registration or VAT number is letters alone, so no number is read so.
import { AppError } from '../../domain/errors.ts';
import { pathOf } from '../path-methods.ts';

const FIXED_WORDS = ['autofill', 'search'] as const;
type FixedWord = typeof FIXED_WORDS[number];

// Other APIs' names for the same endpoints, as a client written for one of them sends them.
const OTHER_NAMES: Readonly<Record<string, FixedWord>> = {
  autocomplete: 'autofill', suggest: 'autofill', typeahead: 'autofill', find: 'search', query: 'search',
};

/** The fixed word `segment` was meant as, and whether it differs in case alone; null for any other text. */
export function fixedWordMeant(segment: string): { word: FixedWord; caseAlone: boolean } | null {
  if (!/^[A-Za-z-]+$/.test(segment)) return null;
  const lower = segment.toLowerCase();
  const exact = FIXED_WORDS.find((w) => w === lower);
  if (exact !== undefined) return segment === exact ? null : { word: exact, caseAlone: true };
  const named = OTHER_NAMES[lower];
  if (named !== undefined) return { word: named, caseAlone: false };
  const near = FIXED_WORDS.find((w) => oneEditApart(lower, w));
  return near === undefined ? null : { word: near, caseAlone: false };
}

/** The 404 of a company path whose number is a fixed word mistyped, else null. */
export function fixedWordPathError(url: string, regcode: string): AppError | null {
  const meant = fixedWordMeant(regcode);
  if (meant === null) return null;
  const path = pathOf(url);
  const exists = path.replace(/[^/]+\/*$/, meant.word);
  const detail = meant.caseAlone
    ? `No endpoint at ${path}; paths are case-sensitive: ${exists}`
    : `No endpoint at ${path}; the endpoint is ${exists}`;
  return new AppError(404, 'not-found', 'Not found', detail);
}

// One letter added, left out, changed, or two neighbours swapped (`serach`, `autofil`).
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number) => x.slice(from);
  return rest(a, i + 1) === rest(b, i + 1) // changed
    || rest(a, i) === rest(b, i + 1) // left out of a
    || rest(a, i + 1) === rest(b, i) // added to a
    || (a.length === b.length && a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2)); // swapped
}
