// The in-memory index screening blocks candidates with: list entries by the words of their names
// (and 4-letter prefixes, for spelling variants), by registration digits, and by the Latvian
// entity a UR record links them to. A company is only ever compared with the entries that share
// an identifying word or a number with it, never with the whole list.
import {
  entityNameTokens, entityRegisterSpellings, isSlavicTransliteration, personNameTokens, prepareName, readListedName, registrationKeyOf, tokenWeight, type PreparedName,
} from '../../domain/sanctions-matching.ts';
import type { ScreeningEntry } from '../../store/screening-write.ts';

export interface IndexedName {
  entry: number;
  name: string;
  tokens: string[];
  /** The tokens with their weights, computed once for every company they are compared with. */
  prepared: PreparedName;
  weak: boolean;
  /** For a name read as a Baltic register writes it: that reading (`gennadijs kuznecovs`, `stroitehmontazs`); `name` stays the listed one. */
  spelling?: string;
  /** A reading whose words pair with none by a typo (ListedNameReading `exact`: `kirilenko` read from `Kyrylenko`). */
  exact?: true;
  /** A person's name that is a Slavic name's transliteration (isSlavicTransliteration), and each reading of it. */
  slavic?: true;
}

export interface IndexedIdentifier {
  entry: number;
  identifier: { type: string; value: string; country: string | null };
  country: string | null;
}

export interface EntryIndex {
  entries: ScreeningEntry[];
  /** Names (main and aliases) of entity entries, and their blocking keys. */
  entityNames: IndexedName[];
  entityKeys: Map<string, number[]>;
  /** Entry → ids of its names in entityNames. */
  entityNamesOf: Map<number, number[]>;
  /** Names of person entries (owners are checked against these). */
  personNames: IndexedName[];
  personKeys: Map<string, number[]>;
  /** Registration digits → identifiers of entity entries. */
  identifiers: Map<string, IndexedIdentifier[]>;
  /** LV regcode → UR entries whose subject owns (or is otherwise linked to) that entity. */
  links: Map<string, Array<{ entry: number; owner: boolean; position: string | null }>>;
}

/** A key shared by more entries than this is too common to block on (it would compare with thousands). */
export const MAX_POSTINGS = 500;

const PREFIX = 4;

/** The blocking keys of a name: its identifying words, their prefixes and the prefix of the whole name. */
export function blockingKeys(tokens: string[]): string[] {
  const keys = new Set<string>();
  for (const t of tokens) {
    if (tokenWeight(t) < 1) continue;
    keys.add('w:' + t);
    if (t.length > PREFIX) keys.add('p:' + t.slice(0, PREFIX));
  }
  const joined = tokens.filter((t) => tokenWeight(t) > 0).join('');
  if (joined.length >= 8) keys.add('p:' + joined.slice(0, PREFIX));
  return [...keys];
}

function post(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) { if (list[list.length - 1] !== id) list.push(id); } else map.set(key, [id]);
}

function addName(target: IndexedName[], keys: Map<string, number[]>, name: IndexedName): void {
  const id = target.length;
  target.push(name);
  for (const k of blockingKeys(name.tokens)) post(keys, k, id);
}

/** An entity's names, and each as the Baltic registers write a name of Russian origin (`OOO Stroitekhmontazh`, `SIA Stroitehmontažs`). */
function addEntityNames(index: EntryIndex, entry: number, names: Array<{ name: string; weak: boolean }>): void {
  for (const { name, weak } of names) {
    const tokens = entityNameTokens(name);
    if (tokens.length === 0) continue;
    addName(index.entityNames, index.entityKeys, { entry, name, tokens, prepared: prepareName(tokens), weak });
    for (const reading of entityRegisterSpellings(tokens)) {
      addName(index.entityNames, index.entityKeys, { entry, name, tokens: reading, prepared: prepareName(reading), weak, spelling: reading.join(' ') });
    }
  }
}

/**
 * A person's names, and each as the Baltic registers write it: an owner is written the register's
 * way (`Sergejs Petrovs`), the lists write the name as a passport does (`SERGEI PETROV`).
 */
function addPersonNames(index: EntryIndex, entry: number, names: Array<{ name: string; weak: boolean }>): void {
  for (const { name, weak } of names) {
    const tokens = personNameTokens(name);
    if (tokens.length === 0) continue;
    const slavic = isSlavicTransliteration(name, tokens) ? { slavic: true as const } : {};
    addName(index.personNames, index.personKeys, { entry, name, tokens, prepared: prepareName(tokens), weak, ...slavic });
    for (const { words, exact } of readListedName(name)) {
      addName(index.personNames, index.personKeys, {
        entry, name, tokens: words, prepared: prepareName(words), weak, spelling: words.join(' '), ...(exact ? { exact } : {}), ...slavic,
      });
    }
  }
}

export function buildEntryIndex(entries: ScreeningEntry[]): EntryIndex {
  const index: EntryIndex = {
    entries, entityNames: [], entityKeys: new Map(), entityNamesOf: new Map(), personNames: [], personKeys: new Map(),
    identifiers: new Map(), links: new Map(),
  };
  entries.forEach((e, i) => {
    const names = [{ name: e.name, weak: false }, ...e.aliases];
    if (e.schema === 'entity') {
      const first = index.entityNames.length;
      addEntityNames(index, i, names);
      index.entityNamesOf.set(i, Array.from({ length: index.entityNames.length - first }, (_, k) => first + k));
    }
    if (e.schema === 'person') addPersonNames(index, i, names);
    for (const id of e.identifiers) {
      if (id.type === 'owned_lv_entity' || id.type === 'linked_lv_entity') {
        const list = index.links.get(id.value) ?? [];
        list.push({ entry: i, owner: id.type === 'owned_lv_entity', position: id.position ?? null });
        index.links.set(id.value, list);
        continue;
      }
      // Registration numbers identify companies; a person's numbers are documents.
      if (e.schema !== 'entity') continue;
      const key = registrationKeyOf(id);
      if (!key) continue;
      const list = index.identifiers.get(key.digits) ?? [];
      list.push({ entry: i, identifier: id, country: key.country });
      index.identifiers.set(key.digits, list);
    }
  });
  return index;
}

/** Names sharing a usable blocking key with `tokens`. */
export function candidateNames(keys: Map<string, number[]>, tokens: string[]): Set<number> {
  const out = new Set<number>();
  for (const k of blockingKeys(tokens)) {
    const ids = keys.get(k);
    if (!ids || ids.length > MAX_POSTINGS) continue;
    for (const id of ids) out.add(id);
  }
  return out;
}
