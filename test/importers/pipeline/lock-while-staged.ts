// Shared by the tests of a store another process locks while an import command stages: a source
// whose first mapped row runs a callback, which takes the holder's lock at that moment.
import type { MapResult, SourceDefinition } from '../../../src/importers/source.ts';

/** The source, whose first mapped row has `onFirstRow` run; `reject`, each row is rejected (its checks then fail). */
export function takingLockWhileStaged(def: SourceDefinition, onFirstRow: () => void, opts: { reject?: string } = {}): SourceDefinition {
  let taken = false;
  return {
    ...def,
    files: def.files.map((f) => (f.mapRow === undefined ? f : {
      ...f,
      mapRow: (row, ctx): MapResult => {
        if (!taken) { taken = true; onFirstRow(); }
        return opts.reject === undefined ? f.mapRow!(row, ctx) : { reject: opts.reject };
      },
    })),
  };
}
