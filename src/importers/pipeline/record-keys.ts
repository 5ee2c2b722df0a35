// The key check of a JSON or XML file, as a CSV file's header is checked for its required
// columns: a key the register renamed in a new version of the file (RIK's `ariregistri_kood`
// written otherwise) is missing from every record, and the mapper, reading it as empty, rejected
// each record for a value it never had ("… is not an 8-digit registry code: null"), so the source
// failed on its reject rate or its row count and the operator was left to guess what changed.
import type { Row, SourceFile } from '../source.ts';
import { InputError } from '../readers/errors.ts';

/** How many of a file's first records are read before its keys are judged (every one when fewer). */
export const KEY_WINDOW = 512;

/** Whether `row` has `path` (`businessId`, or `businessId.value` for a key of a nested object), null or not. */
function has(row: Row, path: string): boolean {
  let at: unknown = row;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !Object.hasOwn(at, part)) return false;
    at = (at as Row)[part];
  }
  return true;
}

/** The keys of the object at `path`'s deepest part the record holds, to tell what the file calls the key now. */
function keysBeside(row: Row, path: string): string[] {
  let at: Row = row;
  for (const part of path.split('.').slice(0, -1)) {
    const next = at[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) break;
    at = next as Row;
  }
  return Object.keys(at);
}

const listed = (keys: string[]) => (keys.length > 12 ? `${keys.slice(0, 12).join(', ')}, …` : keys.join(', '));

/**
 * The reason the file is refused: the first of `file.recordKeys` none of `rows` holds (a key, or
 * the alternatives of which a record holds one), with the keys its first record holds instead;
 * null when each is held by some record (a record lacking one is the mapper's to reject).
 */
export function missingRecordKey(rows: Row[], file: Pick<SourceFile, 'recordKeys'>): string | null {
  if (rows.length === 0) return null;
  for (const spec of file.recordKeys ?? []) {
    const alternatives = typeof spec === 'string' ? [spec] : spec;
    if (rows.some((row) => alternatives.some((path) => has(row, path)))) continue;
    const named = alternatives.length === 1 ? `the key ${alternatives[0]}` : `any of the keys ${alternatives.join(', ')}`;
    const none = rows.length === 1 ? `its one record lacks ${named}`
      : `none of its ${rows.length === KEY_WINDOW ? 'first ' : ''}${rows.length} records holds ${named}`;
    return `${none}, which the source reads every record by `
      + `(the keys the records hold: ${listed(keysBeside(rows[0]!, alternatives[0]!))}); `
      + 'the file\'s format has changed (a key renamed?) or it is the wrong file';
  }
  return null;
}

/**
 * The batches as read, the file refused with an InputError naming it (record formats: no line)
 * once its first KEY_WINDOW records (or all, when fewer) lack a key of `file.recordKeys`. The
 * first records are held back until judged, so no row of a refused file reaches the mapper.
 */
export async function* checkedRecordKeys<T extends { row: Row }>(
  batches: AsyncIterable<T[]>, file: SourceFile, displayName: string,
): AsyncGenerator<T[]> {
  if (!file.recordKeys || file.recordKeys.length === 0) { yield* batches; return; }
  let held: T[] = [];
  let judged = false;
  const judge = () => {
    const reason = missingRecordKey(held.slice(0, KEY_WINDOW).map((item) => item.row), file);
    if (reason !== null) throw new InputError(displayName, null, reason, 'record');
    judged = true;
  };
  for await (const batch of batches) {
    if (judged) { yield batch; continue; }
    held = held.concat(batch);
    if (held.length < KEY_WINDOW) continue;
    judge();
    yield held;
    held = [];
  }
  if (!judged && held.length > 0) { judge(); yield held; }
}
