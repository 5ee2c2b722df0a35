// The name keys of the holders whose names hold the words typed (holder_name_words, schema 23): one
// range of the index, that of the longest word typed, each key there checked for the other words
// in the key itself. A search by part of an owner's name registered abroad reads these keys through
// the name index as it reads those of a whole name (holders-named-read.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { HolderWords } from '../domain/holder-name-words.ts';
import { allRows, limitOf } from './statement-cache.ts';

// The keys read at most: the search names three holders (a key listed by several sources is read once a source).
export const HOLDER_KEYS_OF_WORDS_READ = 24;

// ?2 the words the key must hold whole (a JSON array), ?3 the word one of its words must begin with.
const OTHER_WORDS = `NOT EXISTS (SELECT 1 FROM json_each(?2) j WHERE instr(' ' || w.name_key || ' ', ' ' || j.value || ' ') = 0)
    AND (?3 IS NULL OR instr(' ' || w.name_key, ' ' || ?3) > 0)`;

export const SQL = {
  /** ?1 a word typed whole. */
  byWord: `SELECT w.name_key FROM holder_name_words w WHERE w.word = ?1 AND ${OTHER_WORDS}
    ORDER BY w.word, w.name_key ${limitOf('?4')}`,
  /** ?1 the beginning of a word; char(1114111) sorts after every letter. */
  byPrefix: `SELECT w.name_key FROM holder_name_words w WHERE w.word >= ?1 AND w.word < ?1 || char(1114111) AND ${OTHER_WORDS}
    ORDER BY w.word, w.name_key ${limitOf('?4')}`,
} as const;

/** The name keys of legal-entity holders whose names hold `words` (each once, at most HOLDER_KEYS_OF_WORDS_READ rows read). */
export function holderKeysOfWords(db: DatabaseSync, { words, prefix }: HolderWords): string[] {
  // The longest word is read from the index, the rarest as a rule; the beginning typed where it is longer.
  const longest = words.reduce<string | null>((a, w) => (a === null || w.length > a.length ? w : a), null);
  const byPrefix = prefix !== null && (longest === null || prefix.length > longest.length);
  const rows = byPrefix
    ? allRows<{ name_key: string }>(db, SQL.byPrefix, prefix, JSON.stringify(words), null, HOLDER_KEYS_OF_WORDS_READ)
    : allRows<{ name_key: string }>(db, SQL.byWord, longest, JSON.stringify(words.filter((w) => w !== longest)), prefix, HOLDER_KEYS_OF_WORDS_READ);
  return [...new Set(rows.map((r) => r.name_key))];
}
