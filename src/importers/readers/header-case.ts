// A column or key written in other letter case than the register writes it (UR's `regcode` as
// `RegCode` after a spreadsheet re-save, RIK's `ariregistri_kood` as `Ariregistri_kood` in a new
// export). Read by its exact name alone, a required one failed the file and any other was read as
// empty in every row, a company published without its address. The values under either case are
// the same data, so a name that is one of the source's declared names in other case, and no
// other's, is read as that name, and the import report says so; two names of one header or record
// that are one declared name in other case leave it unknown which to read, and the file fails.

/** A name as the file writes it and the declared name it is read as. */
export interface CaseReading { written: string; name: string }

export type CaseOutcome = { names: string[]; readings: CaseReading[] } | { clash: string };

/**
 * Reads lists of names (a header's columns, each record's keys) against `declared`, compared as
 * `keyOf` compares them (CsvOptions.headerKey). A fold two declared names share is read as
 * neither. What a written name is read as is kept, as a file's records repeat their keys.
 */
export function caseReader(declared: readonly string[], keyOf = (name: string) => name) {
  const exact = new Set(declared.map(keyOf));
  const byFold = new Map<string, string | null>();
  for (const name of declared) {
    const fold = keyOf(name).toLowerCase();
    const had = byFold.get(fold);
    byFold.set(fold, had === undefined || (had !== null && keyOf(had) === keyOf(name)) ? name : null);
  }
  const readAs = new Map<string, string | null>();
  const nameOf = (written: string): string | null => {
    let name = readAs.get(written);
    if (name === undefined) {
      const key = keyOf(written);
      name = written === '' || exact.has(key) ? null : byFold.get(key.toLowerCase()) ?? null;
      readAs.set(written, name);
    }
    return name;
  };
  return {
    /**
     * `written` with each name that is a declared one in other case replaced by it; null when none
     * is (nothing allocated). `clash` names the two written names of one declared name.
     */
    read(written: readonly string[]): CaseOutcome | null {
      let readings: CaseReading[] | null = null;
      for (const w of written) {
        const name = nameOf(w);
        if (name !== null) (readings ??= []).push({ written: w, name });
      }
      if (readings === null) return null;
      const claimed = new Map<string, string>();
      for (const w of written) if (nameOf(w) === null && exact.has(keyOf(w))) claimed.set(keyOf(w), w);
      for (const { written: w, name } of readings) {
        const other = claimed.get(keyOf(name));
        if (other !== undefined) return { clash: `${other} and ${w}, one name (${name}) written in two letter cases: which of them to read is not known` };
        claimed.set(keyOf(name), w);
      }
      return { names: written.map((w) => nameOf(w) ?? w), readings };
    },
  };
}

/** `RegCode as regcode, NAME as name`: the readings, for a warning. */
export const readingsListed = (readings: readonly CaseReading[]) => readings.map((r) => `${r.written} as ${r.name}`).join(', ');
