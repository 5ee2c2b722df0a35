// OFAC Specially Designated Nationals, legacy CSV set: `sdn.csv` (one row per entry), with
// `alt.csv` (other names), `add.csv` (addresses) and `sdn_comments.csv` (the rest of a Remarks
// text too long for sdn.csv) joined on ent_num. No header row: the columns are OFAC's documented
// ones, in order. `-0-` (with a trailing space) means empty. The files carry no date: the as-of
// date is the download's.
import type { MapContext, MapResult, Row, SourceDefinition, SourceFile } from '../source.ts';
import { countryCode } from './countries.ts';
import { addressLine, sanctionEntry } from './common.ts';
import { parseOfacRemarks } from './ofac-remarks.ts';
import { DATE_WARNING, leftEmpty } from '../date-cells.ts';
import { foldText } from '../../domain/fold.ts';

export const OFAC_FILES = { sdn: 'sdn.csv', alt: 'alt.csv', add: 'add.csv', comments: 'sdn_comments.csv' } as const;

const SDN_COLUMNS = ['ent_num', 'SDN_Name', 'SDN_Type', 'Program', 'Title', 'Call_Sign', 'Vess_type', 'Tonnage', 'GRT', 'Vess_flag', 'Vess_owner', 'Remarks'];
const ALT_COLUMNS = ['ent_num', 'alt_num', 'alt_type', 'alt_name', 'alt_remarks'];
const ADD_COLUMNS = ['ent_num', 'Add_num', 'Address', 'City_State_Province_Postal_Code', 'Country', 'Add_remarks'];
const COMMENTS_COLUMNS = ['ent_num', 'Remarks_Extended'];

/** A cell with OFAC's null marker `-0-` removed. */
export function ofacValue(value: unknown): string {
  const s = typeof value === 'string' ? value.trim() : '';
  return s === '-0-' ? '' : s;
}

const SCHEMA: Record<string, 'person' | 'vessel' | 'aircraft'> = { individual: 'person', vessel: 'vessel', aircraft: 'aircraft' };

/** Programs: `;`-separated, and in some exports `] [`-joined (`UKRAINE-EO13660] [RUSSIA-EO14024`). */
export function ofacPrograms(raw: string): string[] {
  return raw.split(/;|\]\s*\[/).map((p) => p.replace(/[[\]]/g, '').trim()).filter(Boolean);
}

/**
 * The entry's title, then its remarks. OFAC repeats the title in the remarks of most entries
 * (`Director, Banco Nacional de Cuba.`): the title is said once, not again before the remarks.
 */
function reasonOf(title: string, remarks: string): string | null {
  const said = title !== '' && foldText(remarks).includes(foldText(title));
  return [said ? '' : title, remarks].filter(Boolean).join('; ') || null;
}

export function mapOfacSdn(row: Row, ctx: MapContext): MapResult {
  const entNum = ofacValue(row.ent_num);
  // The legacy files end with a lone Ctrl-Z (0x1A) line.
  if (entNum === '' || entNum === '\u001a') return null;
  if (!/^\d+$/.test(entNum)) return { reject: 'ent_num is not a number' };
  const name = ofacValue(row.SDN_Name);
  if (!name) return { reject: 'SDN_Name is empty' };
  const extended = (ctx.lookup(OFAC_FILES.comments, entNum) ?? []).map((r) => ofacValue(r.Remarks_Extended)).join('');
  const remarks = ofacValue(row.Remarks) + extended;
  const parsed = parseOfacRemarks(remarks);
  for (const raw of parsed.unreadBirthDates) ctx.warn(leftEmpty('Remarks DOB'), JSON.stringify(raw), DATE_WARNING);
  const alts = ctx.lookup(OFAC_FILES.alt, entNum) ?? [];
  const addresses = ctx.lookup(OFAC_FILES.add, entNum) ?? [];
  const vesselFlag = ofacValue(row.Vess_flag);
  return sanctionEntry({
    list: 'OFAC',
    entryId: entNum,
    reference: entNum,
    schema: SCHEMA[ofacValue(row.SDN_Type).toLowerCase()] ?? 'entity',
    name,
    aliases: [
      ...alts.map((a) => ({ name: ofacValue(a.alt_name), weak: false })),
      ...parsed.weakAliases.map((n) => ({ name: n, weak: true })),
    ],
    identifiers: parsed.identifiers,
    countries: [
      ...parsed.countries,
      ...addresses.map((a) => countryCode(ofacValue(a.Country))),
      ...parsed.identifiers.filter((i) => i.type !== 'Passport').map((i) => countryCode(i.country)),
      vesselFlag ? countryCode(vesselFlag) : null,
    ],
    programs: ofacPrograms(ofacValue(row.Program)),
    listedOn: null,
    reason: reasonOf(ofacValue(row.Title), remarks),
    sourceUrl: `https://sanctionssearch.ofac.treas.gov/Details.aspx?id=${entNum}`,
    birthDates: parsed.birthDates,
    addresses: addresses.map((a) => addressLine([ofacValue(a.Address), ofacValue(a.City_State_Province_Postal_Code), ofacValue(a.Country)], ofacValue(a.Add_remarks))),
    // The legacy files date no amendment and name no UN reference.
    particulars: { gender: parsed.gender, birthPlaces: parsed.birthPlaces },
  });
}

const csv = (columns: string[]) => ({ delimiter: ',' as const, encoding: 'utf8 or latin1' as const, columns, required: [] });
const EXPORTS = 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/';
const lookupFile = (name: string, columns: string[], optional: boolean): SourceFile =>
  ({ name, aliases: [name.toUpperCase()], url: EXPORTS + name.toUpperCase(), format: 'csv', csv: csv(columns), lookupKey: 'ent_num', optional });

export const ofacSource: SourceDefinition = {
  id: 'sanctions.ofac',
  country: null,
  title: 'OFAC Specially Designated Nationals (SDN) list',
  publisher: 'U.S. Department of the Treasury, Office of Foreign Assets Control',
  url: `${EXPORTS}SDN.CSV`,
  licence: 'Public domain (U.S. Government work)',
  updateFrequency: 'on every designation (several times a week)',
  feeds: ['sanctions: OFAC listings (programs, identifiers from remarks)', 'screening of every company'],
  files: [
    lookupFile(OFAC_FILES.alt, ALT_COLUMNS, false),
    lookupFile(OFAC_FILES.add, ADD_COLUMNS, true),
    lookupFile(OFAC_FILES.comments, COMMENTS_COLUMNS, true),
    { name: OFAC_FILES.sdn, aliases: ['SDN.CSV'], url: `${EXPORTS}SDN.CSV`, format: 'csv', csv: csv(SDN_COLUMNS), mapRow: mapOfacSdn },
  ],
  produces: ['sanctionEntry'],
  expectedRows: { min: 1, max: 100_000 },
  maxRejectRate: 0.01,
  notes: [
    'Header-less CSV: columns are OFAC\'s documented names; `-0-` is empty; `SDN_Type` `-0-` is an entity. A first line naming the documented columns in their order (a header line the file gained) is passed over with a warning; one naming them in another order fails the file.',
    'Identifiers, birth dates and nationalities are read from Remarks where they follow OFAC\'s patterns (`Registration ID …`, `Tax ID No. …`, `V.A.T. Number …` with its dots, `DOB …`, `nationality …`, `citizen …`, and an entity\'s `Nationality of Registration …`, its country of registration); `a.k.a. \'…\'` in Remarks is a weak alias.',
    'Countries (add.csv\'s Country, a nationality, an identifier\'s or a vessel\'s flag) are read by name, long official form (`Korea, Democratic People\'s Republic of`) or with a region in brackets as ISO codes; a country that no longer exists as its one successor or, with several (the USSR, Yugoslavia), none, as is a name not known.',
    'The reason is `Title` then `Remarks`, the title left out where the remarks restate it (`Director, Banco Nacional de Cuba.`).',
    'A `DOB circa …` birth is kept as approximate (`1960~`): an owner born within a year of its year agrees on the year only, never on the day.',
    'A `DOB … to …` range (`DOB 1960 to 1962`, `DOB 01 Jan 1960 to 31 Dec 1962`) gives every year of it (the span itself when it spans more than 30 years, `1940/1985`: a person born inside it agrees on the span): a person born in any of them agrees on the year.',
    'A `DOB …` clause that is no date OFAC writes (`31 Feb 1960`) is left out with a warning naming file and line in the import report; the entry is kept.',
    'Each add.csv row of an entry is kept as one line (Address, City/State/Province/Postal Code, Country, its remarks in brackets: `Havana, Cuba`), served with every match of the entry.',
    'Served with every match as its `particulars`: the `Gender` and each `POB` (place of birth) clause of the remarks; the files date no amendment of an entry.',
    'The files carry no date: the as-of date is the download\'s (or the file\'s modification date with --from).',
  ],
};
