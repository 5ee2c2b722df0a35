// A header line atop a file published without one (OFAC's sdn.csv and its companions, read by the
// documented column names, CsvOptions.columns): a new export host or an operator's spreadsheet may
// add one. Read as a row, it was rejected as a bad entry and the file published; the line is the
// columns named, not an entry. Names compare by letters and digits alone, in any case
// (`SDN Name`, `sdn_name`), as an export may write them otherwise.

const folded = (name: string) => name.replace(/^\uFEFF/, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * What the first line of a header-less file is: `documented` when its fields name the documented
 * columns in their order (a header line, passed over), `otherwise` when at least half of them name
 * documented columns but not so (a header of another layout: read by the documented order, every
 * row would be shifted), null when it is a row.
 */
export function headerLineKind(fields: readonly string[], columns: readonly string[]): 'documented' | 'otherwise' | null {
  const names = new Set(columns.map(folded));
  const naming = fields.filter((f) => names.has(folded(f))).length;
  if (naming === 0 || naming * 2 < fields.length) return null;
  const inOrder = fields.length === columns.length && fields.every((f, i) => folded(f) === folded(columns[i]!));
  return inOrder ? 'documented' : 'otherwise';
}
