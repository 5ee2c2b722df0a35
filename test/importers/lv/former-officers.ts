// lv.officers as an earlier release read one position code of officers.csv, for tests that check
// a role first served under that reading keeps its first-seen instant when read anew.
import { mapOfficerRow } from '../../../src/importers/lv/officers.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';

type Mapped = NonNullable<ReturnType<typeof mapOfficerRow>>;
type RoleRecord = Extract<Mapped, { kind: 'role' }>['record'];

/** A source mapper that reads rows of `code` as before: the role record it makes now, changed by `before`. */
export function officersReadAsBefore(code: string, before: (record: RoleRecord) => RoleRecord): (s: SourceDefinition) => SourceDefinition {
  return (s) => s.id !== 'lv.officers' ? s : {
    ...s,
    files: s.files.map((f) => ({
      ...f,
      mapRow: (row, ctx) => {
        const mapped = mapOfficerRow(row, ctx);
        if (mapped !== null && 'kind' in mapped && mapped.kind === 'role' && row.position === code) {
          return { kind: 'role', record: before(mapped.record) };
        }
        return mapped;
      },
    })),
  };
}
