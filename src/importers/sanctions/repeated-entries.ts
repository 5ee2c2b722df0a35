// A list whose file carries no entry id of its own (UR's sanctions.csv, FID's asset-freeze table)
// names each entry by what its row says; a second row naming the same entry (a corrected row
// left beside the old one, the same subject under another legal act's date) then gave a
// duplicate entry key, and the duplicate key failed the whole source: one repeated row stopped
// every update of the list. The rows of one entry are read together and merged into one entry
// holding what each says; a row that is really bad is still rejected at its own file and line.
import type { SanctionEntryRecord } from '../../domain/records.ts';
import type { GroupedRow, MapContext, MapResult, Row } from '../source.ts';
import { sanctionEntry, unique } from './common.ts';

/** How the lists whose rows carry no entry id read rows naming one entry (docs/data-sources.md). */
export const REPEATED_ROWS_RULE = 'Rows naming the same entry (a corrected row beside the old one, rows differing only in a date or the reason) are merged into one entry with every name, programme, identifier, birth date and reason they give and the earliest listing date, rather than failing the import on a duplicate entry key.';

type MapRow = (row: Row, ctx: MapContext) => MapResult;

const entryOf = (result: MapResult): SanctionEntryRecord | null =>
  result !== null && !Array.isArray(result) && !('reject' in result) && result.kind === 'sanctionEntry' ? result.record : null;

/**
 * SourceFile.groupKey of a list read through mapRow: the entry the row gives (its list and entry
 * id), or, for a row the mapper rejects or leaves out, a key of that row alone, so that mapGroup
 * rejects it at its own line. Warnings are not noted here: the row is mapped again in its group.
 */
export function entryGroupKey(mapRow: MapRow): (row: Row, ctx: MapContext) => string {
  return (row, ctx) => {
    const entry = entryOf(mapRow(row, { ...ctx, warn: () => {}, skip: undefined }));
    return entry ? `${entry.list}\u0000${entry.entryId}` : `\u0001${ctx.file}\u0000${ctx.line}`;
  };
}

/**
 * The entries of several rows of one list and entry id as one: the first row's name (the others'
 * names become aliases), every alias, identifier, country, programme, birth date, address and place
 * of birth any of them gives, the earliest listing date, the latest amendment, and each different reason.
 */
export function mergeEntries(entries: SanctionEntryRecord[]): SanctionEntryRecord {
  const [first, ...rest] = entries;
  if (rest.length === 0) return first!;
  const merged = sanctionEntry({
    ...first!,
    reference: entries.find((e) => e.reference !== null)?.reference ?? null,
    schema: entries.find((e) => e.schema !== 'other')?.schema ?? first!.schema,
    aliases: entries.flatMap((e) => [...(e === first ? [] : [{ name: e.name, weak: false }]), ...e.aliases]),
    identifiers: entries.flatMap((e) => e.identifiers),
    countries: entries.flatMap((e) => e.countries),
    programs: entries.flatMap((e) => e.programs),
    listedOn: entries.map((e) => e.listedOn).filter((d): d is string => d !== null).sort()[0] ?? null,
    reason: unique(entries.map((e) => e.reason)).join('; ') || null,
    sourceUrl: entries.find((e) => e.sourceUrl !== null)?.sourceUrl ?? null,
    birthDates: entries.flatMap((e) => e.birthDates),
    addresses: entries.flatMap((e) => e.addresses),
    particulars: {
      gender: entries.find((e) => e.particulars.gender !== null)?.particulars.gender ?? undefined,
      birthPlaces: entries.flatMap((e) => e.particulars.birthPlaces),
      amendedOn: entries.map((e) => e.particulars.amendedOn),
      unReference: entries.find((e) => e.particulars.unReference !== null)?.particulars.unReference ?? undefined,
    },
  });
  return merged.record as SanctionEntryRecord;
}

/**
 * SourceDefinition.mapGroup for the groups entryGroupKey makes: each row mapped at its own file
 * and line (a reject staged there: such a row has a group of its own), the entries of the group
 * merged and staged at the first row that gave one, the warnings of every row of the group
 * reported at that row.
 */
export function mergedRepeats(mapRow: MapRow): (rows: GroupedRow[], ctx: MapContext) => MapResult {
  return (rows, ctx) => {
    const entries: SanctionEntryRecord[] = [];
    let at: GroupedRow | null = null;
    for (const r of rows) {
      ctx.file = r.file;
      ctx.line = r.line;
      const result = mapRow(r.row, ctx);
      const entry = entryOf(result);
      if (entry === null) { ctx.stageRow!(r, result); continue; }
      entries.push(entry);
      at ??= r;
    }
    if (at !== null) ctx.stageRow!(at, { kind: 'sanctionEntry', record: mergeEntries(entries) });
    return null;
  };
}
