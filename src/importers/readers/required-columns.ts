// The header check of a CSV file's required columns (CsvOptions.required). A register may write a
// column under one of several names (EMTA's header in Estonian or English, a file whose header
// is not confirmed), which a mapper reads by whichever the header holds; such a column is
// required as the list of its names, one of which must be present. Without it, a source read a
// column by several names declared none required, and a file whose column was renamed again was
// read with every row rejected for a value it never had ("no registry code column … in <file>"),
// the operator told of rows where the header was at fault.
import type { CsvOptions } from '../source.ts';

/** The names a required entry accepts, the column's own first. */
export function acceptedNames(entry: string | readonly string[]): readonly string[] {
  return typeof entry === 'string' ? [entry] : entry;
}

/** The required entries `columns` holds none of the names of, as CsvOptions.headerKey compares them. */
export function missingRequired(csv: Pick<CsvOptions, 'required' | 'headerKey'>, columns: readonly string[]): Array<readonly string[]> {
  const key = csv.headerKey ?? ((name: string) => name);
  const present = new Set(columns.map(key));
  return csv.required.map(acceptedNames).filter((names) => !names.some((name) => present.has(key(name))));
}

/** `Registry code (or Registrikood)`: a missing column by its name and the others it is read under. */
export function describeRequired(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names[0]} (or ${names.slice(1).join(', ')})`;
}

const DELIMITER_NAMES: Record<string, string> = { ';': '";"', ',': '","', '|': '"|"', '\t': 'tabs' };

/**
 * What a header lacking required columns holds them as, when it does: split at another delimiter
 * (a file re-saved by a spreadsheet program, commas for semicolons). The bare "missing required
 * columns" sent an operator to look for a renamed column in a header that held every one; null
 * when the columns are not there so. (One written in other letter case, `REGCODE`, is read:
 * readers/header-case.ts.)
 */
export function requiredColumnsNearMiss(
  csv: Pick<CsvOptions, 'required' | 'headerKey'>, columns: readonly string[], delimiter: string,
): string | null {
  const line = columns.join(delimiter);
  for (const other of Object.keys(DELIMITER_NAMES)) {
    if (other === delimiter || !line.includes(other)) continue;
    const split = line.split(other).map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
    if (missingRequired(csv, split).length === 0) {
      return `split at ${DELIMITER_NAMES[other]}, not at ${DELIMITER_NAMES[delimiter] ?? JSON.stringify(delimiter)} as this file is read, the header holds every one: the file was written with another delimiter (re-saved by a spreadsheet program?); import the file as the register publishes it`;
    }
  }
  return null;
}
