// A person's name typed with a letter wrong: `Mati Virtanen` or `Matti Virtanan` for the register's
// `Virtanen Matti`, a letter left out, added, replaced or two side by side swapped. The person check
// never matches such a name (a namesake a letter apart, `Mari Kask` and `Mare Kask` born one day,
// is another person), but where no one is found it names the people born that day whose name is so
// near, so that a check that misses a person for a slip of the keyboard does not read as "no ties".
// Names are compared as their order-free keys (domain/fold.ts, personNameKey): folded words, sorted.
import { editDistance } from './similarity.ts';

/** The most words a name is compared by, word for word in every order (5! = 120 orders). */
const MAX_WORDS = 5;

/** Every order of `words` (at most MAX_WORDS of them). */
function orders(words: readonly string[]): string[][] {
  if (words.length <= 1) return [[...words]];
  return words.flatMap((word, i) => orders([...words.slice(0, i), ...words.slice(i + 1)]).map((rest) => [word, ...rest]));
}

/**
 * How many letters a name may be typed wrong by and still be named: one, and two in a name of more
 * than twelve letters (`Mati Virtanan` for `Matti Virtanen`), where two slips are as likely as one.
 */
export function lettersAllowed(key: string): number {
  return key.replace(/ /g, '').length > 12 ? 2 : 1;
}

/**
 * How many letters the name typed (a key) is from a name of the registers (a key), word for word in
 * the order that brings them nearest, each word of a name standing for one of the other's; null
 * where the names have not as many words, are one name, or are further apart than lettersAllowed.
 * A word whose first two letters both differ (and are not the two swapped) is another word, never a
 * slip: `Rita` is not `Anita` typed wrong.
 */
export function mistypedBy(typed: string, listed: string): number | null {
  if (typed === listed) return null;
  // Words of the same count differ in length by no more than the letters apart: most names of the
  // day (thousands at national size, a register giving the month alone) are left here, unsplit.
  if (Math.abs(typed.length - listed.length) > lettersAllowed(listed)) return null;
  const typedWords = typed.split(' ');
  const listedWords = listed.split(' ');
  if (typedWords.length !== listedWords.length || typedWords.length > MAX_WORDS) return null;
  const most = lettersAllowed(listed);
  let best = most + 1;
  for (const order of orders(listedWords)) {
    let apart = 0;
    for (let i = 0; i < order.length && apart <= most; i++) {
      const [a, b] = [typedWords[i]!, order[i]!];
      // A word wholly other (its first two letters both differ, not swapped) is another name, not a slip.
      if (a !== b && a[0] !== b[0] && a[1] !== b[1] && !(a[0] === b[1] && a[1] === b[0])) { apart = most + 1; break; }
      apart += editDistance(a, b, most - apart);
    }
    best = Math.min(best, apart);
  }
  return best <= most && best > 0 ? best : null;
}
