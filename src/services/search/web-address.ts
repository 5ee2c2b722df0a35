// A web or e-mail address typed for a company (`info@rigaskoks.lv`, `www.peipsi-rottala.ee`):
// the label before the top-level domain is usually the name, its words run together
// (search-query.ts reads the label; docs/search.md, "Web and e-mail addresses").
import type { SearchImage } from '../../store/search-image/image.ts';
import { findTerm, nameRangeCount } from '../../store/search-image/terms.ts';
import { withWords } from './relaxed-query.ts';
import type { SearchQuery } from './search-query.ts';

// A label is cut into at most this many words, each of at least two letters.
const MAX_PIECES = 5;
const MIN_PIECE = 2;

const isNameWord = (images: readonly SearchImage[], piece: string) => images.some((image) => {
  const t = findTerm(image, piece);
  return t !== -1 && nameRangeCount(image, t, t + 1) > 0;
});

/**
 * The fewest words of names that `label` is made of, run together (`rrmetalltaalaar` → `rr`,
 * `metall`, `taalaar`), longer words first among as few; null when it is no such run. The typo
 * read alone reads two words run together, not more.
 */
function nameWordsOfLabel(images: readonly SearchImage[], label: string): string[] | null {
  const n = label.length;
  // best[i]: the fewest pieces of label[0, i), and where the last one begins.
  const best: Array<{ pieces: number; from: number } | null> = [{ pieces: 0, from: -1 }, ...Array<null>(n).fill(null)];
  for (let i = MIN_PIECE; i <= n; i++) {
    for (let from = 0; from <= i - MIN_PIECE; from++) {
      const before = best[from];
      if (!before || before.pieces >= MAX_PIECES) continue;
      if (best[i] && best[i]!.pieces <= before.pieces + 1) continue;
      if (isNameWord(images, label.slice(from, i))) best[i] = { pieces: before.pieces + 1, from };
    }
  }
  if (!best[n] || best[n]!.pieces < 2) return null;
  const words: string[] = [];
  for (let i = n; i > 0; i = best[i]!.from) words.unshift(label.slice(best[i]!.from, i));
  return words;
}

/**
 * The query with its web or e-mail addresses read as the names they are made of, or null. A
 * word that no name holds is cut into the words of names it runs together, where it is such a
 * run. A name may hold its own address (`Osta.ee`), so this is a second reading, not the only one.
 */
export function withWebAddressAsName(query: SearchQuery, images: readonly SearchImage[]): SearchQuery | null {
  if (query.webAddressAsName === null) return null;
  const words = query.webAddressAsName.flatMap((w) => (isNameWord(images, w) ? null : nameWordsOfLabel(images, w)) ?? [w]);
  return withWords(query, words);
}
