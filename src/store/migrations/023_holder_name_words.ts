// The words of the names of legal entities holding a company here (store/holder-words.ts): a
// search by part of an owner's name registered abroad (`Kyrenia Maritime`, or `Kyrenia` alone, for
// Kyrenia Maritime Holdings Ltd) found no holder, the name index (schema 4) holding whole name keys
// only. Legal entities alone: natural persons are most of the roles and never an owner abroad.
// Keyed by word first, for the probe of a word or of a word's beginning; by source, for a publish
// writing its own. Filled here from the roles the store holds (one pass over person_roles, as
// schema 13's index took), so an upgraded store finds holders by a word before its next import.
import { FILL_ALL_HOLDER_WORDS } from '../holder-words.ts';

export const version = 23;
export const name = 'holder-name-words';

export const sql = `
CREATE TABLE holder_name_words (
  word TEXT NOT NULL, name_key TEXT NOT NULL, source TEXT NOT NULL,
  PRIMARY KEY (word, name_key, source)
) STRICT, WITHOUT ROWID;
CREATE INDEX holder_name_words_source ON holder_name_words (source);
${FILL_ALL_HOLDER_WORDS};
`;
