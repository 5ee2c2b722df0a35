// The word index of the names of legal entities holding a company here (holder_name_words, schema
// 23): each word of a holder's name key, with the key and the source that lists it. A search by
// part of an owner's name registered abroad (`Kyrenia Maritime` for Kyrenia Maritime Holdings Ltd)
// probes it (holder-words-read.ts), where the whole-name keys find nothing. Natural persons are
// never in it: they are most of the roles (millions at national size) and no holder abroad. A
// publish writes the words of the source it publishes, from the rows it has just written (one read
// of the source's roles, as the first-seen instants take); a withdrawal drops them; reindex and
// the migration build it from every role.
import type { Database } from './open.ts';
import { FOUNDER } from '../domain/founder-role.ts';
import { SKIPPED_HOLDER_WORDS_SQL } from '../domain/holder-name-words.ts';

// A holder as holders-named-read.ts reads one: a legal entity that is a member or stockholder, not
// a founder, and no company here (most legal holders are, an SIA holding an SIA: the search finds
// those by their own name). That read checks again, so a holder whose company a later import
// brings only leaves a word that finds nothing. A name key is its folded words sorted, one space
// apart: the recursive part cuts off a word a row.
const fillSql = (where: string) => `WITH RECURSIVE held(name_key, source) AS (
    SELECT DISTINCT r.name_key, r.source FROM person_roles r
    WHERE ${where} r.entity_type = 'legal_entity' AND r.role IN ('member', 'stockholder')
      AND NOT (r.role = '${FOUNDER.role}' AND r.position IS '${FOUNDER.position}')
      AND NOT EXISTS (SELECT 1 FROM companies h WHERE h.country = coalesce(r.holder_country, r.country) AND h.regcode = r.holder_regcode)
  ), split(word, rest, name_key, source) AS (
    SELECT '', name_key || ' ', name_key, source FROM held
    UNION ALL
    SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1), name_key, source FROM split WHERE rest <> ''
  )
  INSERT OR IGNORE INTO holder_name_words (word, name_key, source)
  SELECT word, name_key, source FROM split WHERE length(word) > 1 AND word NOT IN (${SKIPPED_HOLDER_WORDS_SQL})`;

/** The statement filling the index from every role: the migration's and reindex's. */
export const FILL_ALL_HOLDER_WORDS = fillSql('');

/** Writes the words of the holders `source` lists, in place of those it listed; in the publish's transaction. */
export function writeHolderWordsOfSource(db: Database, source: string): void {
  dropHolderWordsOfSource(db, source);
  db.prepare(fillSql('r.source = ? AND')).run(source);
}

/** Drops the words of the holders `source` listed (its withdrawal). */
export function dropHolderWordsOfSource(db: Database, source: string): void {
  db.prepare('DELETE FROM holder_name_words WHERE source = ?').run(source);
}

/** Builds the index again from every role (`npm run import -- reindex`), in the caller's transaction. */
export function rebuildHolderWords(db: Database): void {
  db.exec('DELETE FROM holder_name_words');
  db.exec(FILL_ALL_HOLDER_WORDS);
}
