// OpenSanctions `targets.simple.csv`: one row per target of an aggregated collection, read by
// header name (older exports have no `last_change`). Multi-values are `;`-joined, countries
// lower-case ISO codes, `dataset` holds dataset titles. Identifiers come without type or
// country, so a number alone only makes a candidate (see scoreRegistrationMatch).
//
// The same export format carries politically exposed persons (PEPs) and other targets that are
// not sanctioned: a row with an empty `sanctions` column is refused, so that a PEP collection fed
// in by mistake never marks anyone as sanctioned.
//
// An alternative to the official lists, not part of the default `sanctions` group: its licence is
// non-commercial and its entries repeat the EU, UN and OFAC ones.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { sanctionEntry, text } from './common.ts';
import { openSanctionsCountry } from './countries.ts';

export const OPENSANCTIONS_FILE = 'targets.simple.csv';

const COLUMNS = ['id', 'schema', 'name', 'aliases', 'birth_date', 'countries', 'addresses', 'identifiers', 'sanctions',
  'phones', 'emails', 'dataset', 'first_seen', 'last_seen', 'last_change'];

const split = (v: unknown) => text(v).split(';').map((s) => s.trim()).filter(Boolean);

const SCHEMA: Record<string, 'person' | 'entity' | 'vessel' | 'aircraft'> = {
  person: 'person', company: 'entity', organization: 'entity', legalentity: 'entity', publicbody: 'entity',
  vessel: 'vessel', airplane: 'aircraft',
};

export const NOT_SANCTIONED = 'no sanctions listed (a PEP or other non-sanctioned target)';

// The id OpenSanctions gives a company taken from a country's register, `oc-companies-<country>-
// <number>` (its LV crawler's company_id: oc-companies-lv-40103777158), which names the register's
// country and the number in it.
const REGISTER_COMPANY_ID = /^oc-companies-([a-z]{2})-([0-9a-z][0-9a-z-]*)$/i;

/**
 * The identifiers of a target: the `identifiers` column's, which come without type or country, and
 * the register number its id names, with that country. Read from the column alone, a Latvian
 * company a collection lists as itself (oc-companies-lv-40103777158, renamed since) was a number
 * of no country, a candidate at 0.8, where the same number listed by the EU as a Latvian
 * registration number is a match at 1; the untyped copy of that number is then left out.
 */
function identifiersOf(id: string, column: string[]): Array<{ type: string; value: string; country: string | null }> {
  const register = REGISTER_COMPANY_ID.exec(id);
  const named = register ? [{ type: 'registration number', value: register[2]!, country: register[1]!.toUpperCase() }] : [];
  return [...named, ...column.filter((v) => !named.some((n) => n.value === v)).map((value) => ({ type: 'identifier', value, country: null }))];
}

export function mapOpenSanctionsRow(row: Row, _ctx: MapContext): MapResult {
  const id = text(row.id);
  const name = text(row.name);
  if (!id) return { reject: 'id is empty' };
  if (!name) return { reject: 'name is empty' };
  const sanctions = split(row.sanctions);
  if (sanctions.length === 0) return { reject: NOT_SANCTIONED };
  return sanctionEntry({
    list: 'OpenSanctions',
    entryId: id,
    reference: id,
    schema: SCHEMA[text(row.schema).toLowerCase()] ?? 'other',
    name,
    aliases: split(row.aliases).map((a) => ({ name: a, weak: false })),
    identifiers: identifiersOf(id, split(row.identifiers)),
    countries: split(row.countries).map(openSanctionsCountry),
    programs: sanctions,
    listedOn: null,
    reason: split(row.dataset).join('; ') || null,
    sourceUrl: `https://www.opensanctions.org/entities/${encodeURIComponent(id)}/`,
    birthDates: split(row.birth_date),
    addresses: split(row.addresses),
  });
}

export const openSanctionsSource: SourceDefinition = {
  id: 'sanctions.opensanctions',
  country: null,
  title: 'OpenSanctions consolidated sanctions targets (targets.simple.csv)',
  publisher: 'OpenSanctions',
  url: 'https://data.opensanctions.org/datasets/latest/sanctions/targets.simple.csv',
  licence: 'CC BY-NC 4.0 (commercial use needs an OpenSanctions licence)',
  updateFrequency: 'daily',
  feeds: ['sanctions: aggregated listings (alternative input to the official lists)', 'screening of every company'],
  files: [{
    name: OPENSANCTIONS_FILE,
    format: 'csv',
    csv: { delimiter: ',', encoding: 'utf8', required: ['id', 'schema', 'name', 'sanctions'], known: COLUMNS },
    mapRow: mapOpenSanctionsRow,
  }],
  produces: ['sanctionEntry'],
  expectedRows: { min: 1, max: 2_000_000 },
  // A mixed collection holds more PEPs than sanctioned targets: refused rows do not abort it.
  maxRejectRate: 1,
  notes: [
    'Read by header name; exports without `last_change` are accepted.',
    'Rows with an empty `sanctions` column (PEPs, other targets) are refused: they are not sanctions.',
    'The `addresses` column gives one line per address (`;`-joined), served with every match of the entry.',
    'Countries are ISO codes, `xk` Kosovo; OpenSanctions\' own codes of former countries are read as their one successor (`ddde` East Germany → DE) or as none where there are several (`suhh` Soviet Union, `cshh` Czechoslovakia, `yucs`/`yuyu` Yugoslavia, `csxx` Serbia and Montenegro), a territory under its country\'s code (`ua-cri`) as that country, any other code of its own (`zz`, `eu`) as none.',
    'Identifiers carry no type or country: an equal number is a candidate unless the names agree too.',
    'A target whose id names a register\'s company, `oc-companies-<country>-<number>` (oc-companies-lv-40103777158), carries that number as a registration number of that country: the company it names is a registration-number match (score 1), as an EU `regnumber` is.',
  ],
};
