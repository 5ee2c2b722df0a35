// A town typed before the street with no comma (docs/search.md, step 1): `Rīga Brīvības 12`,
// `Tallinn Narva mnt 5`. The registers write the town apart (`Rīga, Brīvības iela 12`), and the
// street key of the text, `riga brivibas 12`, is no address's, so the house typed did not come
// first: `Jūrmalas Auto` at Brīvības iela 129 was listed before the companies at number 12. Where
// no address at the street key holds the words and one at the key without its first word does
// (the town then a word of that address, or of the name), the text names that street and house.
import type { SearchImage } from '../../store/search-image/image.ts';
import type { WordRefs } from '../../store/search-image/name-match.ts';
import { streetDocs } from '../../store/search-image/candidates.ts';
import type { SearchQuery } from './search-query.ts';

/** The query naming the street without its first word where only that names an address holding the words, else the query. */
export function withStreetAfterPlace(query: SearchQuery, reads: ReadonlyArray<{ image: SearchImage; refs: WordRefs }>): SearchQuery {
  const { street, streetAfterPlace: after } = query;
  if (street === null || after === null) return query;
  if (reads.some((r) => streetDocs(r.image, r.refs, street, 1).length > 0)) return query;
  if (!reads.some((r) => streetDocs(r.image, r.refs, after, 1).length > 0)) return query;
  return { ...query, street: after };
}
