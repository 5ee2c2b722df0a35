// The key check of a JSON or XML file, as a CSV file's header is checked for its required
// columns: a key the register renamed in a new version of the file (RIK's `ariregistri_kood`
// written otherwise) is missing from every record, and the mapper, reading it as empty, rejected
// each record for a value it never had ("… is not an 8-digit registry code: null"), so the source
// failed on its reject rate or its row count and the operator was left to guess what changed.
// Every record is checked, as it streams past: a file whose key is renamed part-way (two exports
// joined, a format changed mid-file) or a record lacking a list of persons would otherwise be
// read as empty there, a company with no shareholders served for one whose list was renamed.
import type { Row, SourceFile } from '../source.ts';
import { InputError } from '../readers/errors.ts';
import { caseReader, readingsListed, type CaseReading } from '../readers/header-case.ts';
import { XML_NAME_KEY } from '../readers/xml.ts';

/** A key of `SourceFile.recordKeys` as the check reads it: each alternative's path split once. */
interface KeySpec { named: string; paths: string[][] }

/** What a record's names are called in what the check tells: a JSON record's keys, an XML entry's elements and attributes. */
interface Nouns { one: string; many: string; held: string }
const JSON_NOUNS: Nouns = { one: 'key', many: 'keys', held: 'keys' };
const XML_NOUNS: Nouns = { one: 'element or attribute', many: 'elements or attributes', held: 'elements and attributes' };
const nounsOf = (file: Partial<Pick<SourceFile, 'format'>>): Nouns => (file.format === 'xml' ? XML_NOUNS : JSON_NOUNS);
/** `a key`, `an element or attribute`. */
const a = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * The names the XML reader gives an entry besides its elements and attributes (readers/xml.ts:
 * the entry's element name, an element's text beside its attributes): no name of the list's.
 */
const XML_READER_KEYS = [XML_NAME_KEY, '#text'];

type CheckedFile = Pick<SourceFile, 'recordKeys'> & Partial<Pick<SourceFile, 'format'>>;

function specsOf(file: CheckedFile): KeySpec[] {
  const nouns = nounsOf(file);
  return (file.recordKeys ?? []).map((spec) => {
    const alternatives = typeof spec === 'string' ? [spec] : spec;
    return {
      named: alternatives.length === 1 ? `the ${nouns.one} ${alternatives[0]}` : `any of the ${nouns.many} ${alternatives.join(', ')}`,
      paths: alternatives.map((path) => path.split('.')),
    };
  });
}

/** Whether `row` has `path` (`businessId`, or `businessId.value` for a key of a nested object), null or not. */
function has(row: Row, path: string[]): boolean {
  let at: unknown = row;
  for (const part of path) {
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !Object.hasOwn(at, part)) return false;
    at = (at as Row)[part];
  }
  return true;
}

/** The keys of the object at `path`'s deepest part the record holds, to tell what the file calls the key now. */
function keysBeside(row: Row, path: string[]): string[] {
  let at: Row = row;
  for (const part of path.slice(0, -1)) {
    const next = at[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) break;
    at = next as Row;
  }
  return Object.keys(at).filter((key) => !XML_READER_KEYS.includes(key));
}

const listed = (keys: string[]) => (keys.length > 12 ? `${keys.slice(0, 12).join(', ')}, …` : keys.join(', '));

/**
 * The reason the record is refused: the first of `file.recordKeys` it does not hold (a key, or
 * the alternatives of which a record holds one; held with a null value is held, the mapper's to
 * judge), with the keys it holds instead; null when it holds each. `before` is how many records
 * of the file came before it, each holding every key: none, the file's format has changed; some,
 * it changed part-way.
 */
export function missingRecordKey(row: Row, file: CheckedFile, before = 0): string | null {
  return lacking(row, specsOf(file), before, nounsOf(file));
}

function lacking(row: Row, specs: KeySpec[], before: number, nouns: Nouns): string | null {
  for (const spec of specs) {
    if (spec.paths.some((path) => has(row, path))) continue;
    const holds = `(the ${nouns.held} it holds: ${listed(keysBeside(row, spec.paths[0]!))})`;
    if (before === 0) {
      return `the record lacks ${spec.named}, which the source reads every record by ${holds}; `
        + `the file's format has changed (${a(nouns.one)} renamed?) or it is the wrong file`;
    }
    return `the record lacks ${spec.named}, which the source reads every record by and the ${before.toLocaleString('en')} `
      + `record${before === 1 ? '' : 's'} before it hold ${holds}; the file changes part-way (${a(nouns.one)} renamed, two files `
      + 'joined?) or the record is damaged: a record read without it would be served as empty';
  }
  return null;
}

/** The names a record's keys are read by in any letter case: each part of each of `file.recordKeys`, and `file.knownKeys`. */
function declaredKeys(file: Pick<SourceFile, 'recordKeys' | 'knownKeys'>): string[] {
  const read = (file.recordKeys ?? []).flatMap((spec) => (typeof spec === 'string' ? [spec] : spec)).flatMap((path) => path.split('.'));
  return [...new Set([...read, ...(file.knownKeys ?? [])])];
}

type CaseReader = ReturnType<typeof caseReader>;

/**
 * `value`'s keys, at every depth, that are a declared key in other letter case (readers/header-case.ts)
 * renamed to it, each reading counted in `seen`; the reason when an object holds two keys of one name.
 */
function renameByCase(value: unknown, reader: CaseReader, seen: Map<string, CaseReading & { count: number }>, keys: KeyNames): string | null {
  if (Array.isArray(value)) {
    for (const item of value) { const clash = renameByCase(item, reader, seen, keys); if (clash !== null) return clash; }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const object = value as Row;
  const written = Object.keys(object);
  const byCase = reader.read(written);
  if (byCase !== null && 'clash' in byCase) return `the record holds ${byCase.clash}`;
  for (const { written: w, name } of byCase?.readings ?? []) {
    object[name] = object[w];
    delete object[w];
    const id = `${w}\u0000${name}`;
    const had = seen.get(id);
    if (had) had.count += 1; else seen.set(id, { written: w, name, count: 1 });
  }
  for (const key of byCase?.names ?? written) {
    if (keys.unread.has(key)) continue;
    keys.held.add(key);
    if (keys.unknownIn !== null && !keys.declared.has(key)) keys.unknownIn.add(key);
    const inner = object[key];
    if (typeof inner !== 'object' || inner === null) continue;
    const clash = renameByCase(inner, reader, seen, keys);
    if (clash !== null) return clash;
  }
  return null;
}

/**
 * The names a record's keys are judged by: those read (declared) and those documented and not
 * read (SourceFile.unreadKeys, what they hold passed over), and where a record's keys outside
 * both are gathered (null: the file declares no other keys than its record keys, so none is known
 * to be outside).
 */
interface KeyNames { declared: ReadonlySet<string>; unread: ReadonlySet<string>; unknownIn: Set<string> | null; held: Set<string> }

/**
 * The warning of keys outside those the source reads or knows: a key renamed (RIK's
 * `osaluse_protsent` as `osaluse_pct`) is read as no value in every record, a shareholding
 * published without its percent, and no case reading finds it.
 */
export function unknownKeysNote(file: string, first: number, counts: ReadonlyMap<string, number>, nouns: Nouns = JSON_NOUNS): string {
  const listedCounts = [...counts].map(([key, n]) => `${key} (${n.toLocaleString('en')} record${n === 1 ? '' : 's'})`);
  const shown = listedCounts.length > 12 ? [...listedCounts.slice(0, 12), `and ${listedCounts.length - 12} more`] : listedCounts;
  return `${file}, record ${first}: ${counts.size > 1 ? nouns.many : nouns.one} ${shown.join(', ')} outside those the source reads and documents: `
    + `not read, ${counts.size > 1 ? 'their values' : 'its value'} in no answer (${a(nouns.one)} the source reads renamed, or the register's ${nouns.many} changed?)`;
}

/**
 * The warning of keys the source reads that no record of the file holds: a key dropped from the
 * file (not renamed: no key outside the known ones is told) is read as no value in every record,
 * a column emptied, which the emptied-column check notices only at a national file's size.
 */
export function absentKeysNote(file: string, keys: readonly string[], records: number, nouns: Nouns = JSON_NOUNS): string {
  const many = keys.length > 1;
  return `${file}: ${many ? nouns.many : nouns.one} ${keys.join(', ')}, which the source reads, held by none of its ${records.toLocaleString('en')} `
    + `record${records === 1 ? '' : 's'}: read as no value in every record, ${many ? 'their values' : 'its value'} in no answer `
    + `(the ${nouns.one} dropped from the file, or the register's ${nouns.many} changed?)`;
}

/** The warning of names written in other case and read as the source's (a CSV header's columns, a record's keys). */
export function caseReadNote(file: string, at: number | null, what: 'column' | 'key', readings: readonly CaseReading[], unit = 'line'): string {
  return `${file}${at === null ? '' : `, ${unit} ${at}`}: ${what}${readings.length > 1 ? 's' : ''} ${readingsListed(readings)}: written in other `
    + `letter case than the source reads ${readings.length > 1 ? 'them' : 'it'} by, read as the source's (the file re-saved, or the register's `
    + `${what === 'column' ? 'header' : 'keys'} changed?)`;
}

/**
 * The batches as read, the file refused with an InputError naming it, the record and the key at
 * the first record that lacks a key of `file.recordKeys`. Each batch is judged whole before it is
 * passed on, so a file whose first records lack a key has no row mapped; the rows of one refused
 * further on were only staged, and a failed source publishes nothing. Nothing is held beyond a batch.
 * `onNote` is told, once the file is read, the keys read in other letter case and those outside
 * the ones the source reads (a file declaring `knownKeys`), each naming the first record, and
 * the keys of `writtenKeys` no record held, and those of `writtenFrom` where it read as many records.
 */
export async function* checkedRecordKeys<T extends { row: Row; line: number }>(
  batches: AsyncIterable<T[]>, file: SourceFile, displayName: string, onNote?: (note: string) => void,
): AsyncGenerator<T[]> {
  const specs = specsOf(file);
  const nouns = nounsOf(file);
  if (specs.length === 0 && !file.knownKeys && !file.writtenKeys && !file.writtenFrom) { yield* batches; return; }
  const declared = declaredKeys(file);
  const reader = caseReader(declared);
  const seen = new Map<string, CaseReading & { count: number }>();
  // Only a file that lists the keys it reads besides its record keys can tell one outside them.
  const unread = [...(file.unreadKeys ?? []), ...(file.format === 'xml' ? XML_READER_KEYS : [])];
  const keys: KeyNames = { declared: new Set(declared), unread: new Set(unread), unknownIn: file.knownKeys ? new Set() : null, held: new Set() };
  const unknown = new Map<string, number>();
  let firstUnknown: number | null = null;
  let first: number | null = null;
  let before = 0;
  for await (const batch of batches) {
    for (const item of batch) {
      keys.unknownIn?.clear();
      const clash = renameByCase(item.row, reader, seen, keys);
      if (clash !== null) throw new InputError(displayName, item.line, clash, 'record');
      if (first === null && seen.size > 0) first = item.line;
      if (keys.unknownIn !== null && keys.unknownIn.size > 0) {
        firstUnknown ??= item.line;
        for (const key of keys.unknownIn) unknown.set(key, (unknown.get(key) ?? 0) + 1);
      }
      const reason = lacking(item.row, specs, before, nouns);
      if (reason !== null) throw new InputError(displayName, item.line, reason, 'record');
      before += 1;
    }
    yield batch;
  }
  if (seen.size > 0) {
    const readings = [...seen.values()].map((r) => ({ written: r.written, name: `${r.name} (${r.count.toLocaleString('en')} time${r.count === 1 ? '' : 's'})` }));
    onNote?.(caseReadNote(displayName, first, 'key', readings, 'record'));
  }
  if (firstUnknown !== null) onNote?.(unknownKeysNote(displayName, firstUnknown, unknown, nouns));
  // A key held only where a record has the value is looked for once the file is large enough that some record has it.
  const written = [...(file.writtenKeys ?? []), ...Object.entries(file.writtenFrom ?? {}).filter(([, from]) => before >= from).map(([key]) => key)];
  const absent = before === 0 ? [] : written.filter((key) => !keys.held.has(key));
  if (absent.length > 0) onNote?.(absentKeysNote(displayName, absent, before, nouns));
}
