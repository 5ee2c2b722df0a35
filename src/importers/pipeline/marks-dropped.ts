// A copy of a register written in ASCII by an export tool (Rīga → Riga, Kalniņš → Kalnins, every
// mark dropped) reads as a valid file of the same rows. Published, it replaced every name the
// source served by one without its marks: search still found each company and person (names are
// folded, marks and all), so nothing looked wrong, while the details, lists and the names a web
// shop fills into a form or a compliance team compares with the register were misspelt, until an
// import of the publisher's own file. Such a file is refused; the served data stays as it was.
import type { SourceDefinition } from '../source.ts';
import type { StagingArea } from '../../store/staging.ts';
import type { Database } from '../../store/open.ts';
import { nameLostMarks, nameMarks } from '../../store/name-marks.ts';
import { tableSpec } from '../../store/record-tables.ts';
import { AssertionFailure } from './assertions.ts';
import { placeOf, type LocatedFile } from './files.ts';
import { rowUnit } from './stage-source.ts';

/**
 * The names with marks the new rows would hold, at the share the source's live rows hold them,
 * from which holding none at all is no chance of a file (about e^-20 for names drawn alike): a
 * Latvian, Lithuanian, Estonian or Finnish register of that size always writes some. A source
 * whose names hold few marks is judged only at a size where 20 are expected, one that served none never.
 */
export const MARKS_EXPECTED_MIN = 20;

export function checkMarksDropped(opts: {
  db: Database; def: SourceDefinition; staging: StagingArea; files: LocatedFile[]; mainFile: string; allowUnmarked: boolean;
}): void {
  const { def, staging, mainFile } = opts;
  if (opts.allowUnmarked) return;
  for (const kind of def.produces) {
    for (const m of nameMarks(opts.db, def.id, kind, staging.table(kind))) {
      if (m.staged > 0 || m.live === 0 || m.stagedRows * (m.live / m.liveRows) < MARKS_EXPECTED_MIN) continue;
      const ex = nameLostMarks(opts.db, def.id, kind, staging.table(kind), m.column);
      const file = ex === null || ex.file === null ? null : staging.fileName(ex.file);
      const located = opts.files.find((f) => f.displayName === file);
      // The row of a name the store holds with its marks: the line an operator opens to see it.
      const seen = ex === null || file === null
        ? `${mainFile}: `
        : `${placeOf(file, ex.line, located ? rowUnit(located.def) : 'line')}: ${ex.now}, served now as ${ex.was}; `;
      throw new AssertionFailure(`${seen}no name of the ${m.stagedRows} read into ${tableSpec(kind).table} holds a letter with a mark `
        + `(ā, š, ų, õ, ä), where ${m.live} of the ${m.liveRows} names ${def.id} published last do: a copy written in ASCII `
        + 'by an export tool? Published, every name would be served without its marks (found by search as before, shown misspelt '
        + 'in the details and answers): import the publisher\'s file as downloaded (pass --allow-unmarked if the register itself '
        + 'now writes its names so)', file === null ? null : [file]);
    }
  }
}
