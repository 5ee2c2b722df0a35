// UN Security Council consolidated list (`consolidated.xml`): `INDIVIDUALS/INDIVIDUAL` and
// `ENTITIES/ENTITY`, dated by `CONSOLIDATED_LIST@dateGenerated`. Countries are written as names;
// empty elements (`<QUALITY/>`, `<ALIAS_NAME/>`) are common and mean nothing.
import { parseDate } from '../../domain/dates.ts';
import { describingDate } from '../date-cells.ts';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { XML_NAME_KEY } from '../readers/xml.ts';
import { countryCode, countryOrName } from './countries.ts';
import { approximateBirthDate, openBirthSpan } from '../../domain/listed-birth-dates.ts';
import { addressLine, birthRangeYears, list, obj, SANCTIONS_DATE_RULE, sanctionEntry, text, unique } from './common.ts';

export const UN_FILE = 'consolidated.xml';

function datesOfBirth(row: Row, ctx: MapContext): string[] {
  const out: string[] = [];
  for (const d of list(row.INDIVIDUAL_DATE_OF_BIRTH).map(obj)) {
    // APPROXIMATELY: the list's estimate, kept marked (`1960~`), so it never reads as the very birth.
    const mark = text(d.TYPE_OF_DATE).toUpperCase() === 'APPROXIMATELY' ? approximateBirthDate : (date: string) => date;
    const exact = describingDate(text(d.DATE), 'INDIVIDUAL_DATE_OF_BIRTH/DATE', ctx);
    if (exact) out.push(mark(exact));
    else if (/^\d{4}$/.test(text(d.YEAR))) out.push(mark(text(d.YEAR)));
    // BETWEEN: every year from FROM_YEAR to TO_YEAR, a birth in any of them agreeing on the year;
    // one of the two alone bounds the birth at that end (`1970/..`, `../1980`): read as the one
    // year it names, an owner born inside the bound in another year was a mismatch, never matched.
    const [from, to] = [text(d.FROM_YEAR), text(d.TO_YEAR)];
    const bound = openBirthSpan(from, to, false);
    if (bound !== null) out.push(bound);
    else out.push(...birthRangeYears(from, to));
  }
  return out;
}

/**
 * The names of one alias element, each of the alias's quality (`Low` is weak). The list joins
 * several names of one quality in one ALIAS_NAME (`Victor Rumuri; Michel Byiringiro`): kept as one
 * text, none of them was a name of the entry, so a company or an owner bearing one was compared
 * with a name of twice its words.
 */
function aliasNames(alias: Record<string, unknown>): Array<{ name: string; weak: boolean }> {
  const weak = text(alias.QUALITY).toLowerCase() === 'low';
  return text(alias.ALIAS_NAME).split(';').map((name) => ({ name: name.trim(), weak })).filter((a) => a.name !== '');
}

/**
 * What the entry says the listed party is, then the list's comments: a person's TITLE and
 * DESIGNATION values (`Military leader of the Mouvement du 23 Mars (M23)`, `Brigadier General`), as
 * OFAC's reason starts with its Title. Left unread, a reviewer telling the listed person from an
 * owner of the same name had only the comments, often no more than a link to INTERPOL's notices.
 */
function unReason(row: Row): string | null {
  const roles = unique([...list(obj(row.TITLE).VALUE), ...list(obj(row.DESIGNATION).VALUE)].map(text));
  return [roles.join('; '), text(row.COMMENTS1)].filter(Boolean).join('. ') || null;
}

/**
 * The elements of an INDIVIDUAL or ENTITY the mapper reads, at any depth, by their names in the
 * list's schema (sc-sanctions.xsd), beside DATAID.
 */
const UN_READ = [
  'FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME', 'NAME_ORIGINAL_SCRIPT', 'UN_LIST_TYPE', 'REFERENCE_NUMBER', 'LISTED_ON',
  'GENDER', 'COMMENTS1', 'TITLE', 'DESIGNATION', 'NATIONALITY', 'LAST_DAY_UPDATED', 'VALUE', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS',
  'QUALITY', 'ALIAS_NAME', 'INDIVIDUAL_ADDRESS', 'ENTITY_ADDRESS', 'STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY', 'NOTE',
  'INDIVIDUAL_DATE_OF_BIRTH', 'TYPE_OF_DATE', 'DATE', 'YEAR', 'FROM_YEAR', 'TO_YEAR', 'INDIVIDUAL_PLACE_OF_BIRTH',
  'INDIVIDUAL_DOCUMENT', 'TYPE_OF_DOCUMENT', 'TYPE_OF_DOCUMENT2', 'NUMBER', 'ISSUING_COUNTRY', 'COUNTRY_OF_ISSUE',
];

/** Those of the schema the mapper does not read: versions, sort keys, an alias's own birth, a document's issue. */
const UN_UNREAD = [
  'VERSIONNUM', 'SUBMITTED_BY', 'SUBMITTED_ON', 'LIST_TYPE', 'SORT_KEY', 'SORT_KEY_LAST_MOD', 'DELISTED_ON', 'DATE_OF_BIRTH',
  'CITY_OF_BIRTH', 'COUNTRY_OF_BIRTH', 'DATE_OF_ISSUE', 'CITY_OF_ISSUE',
];

/**
 * Those every list holds: each entry's number, name, regime, reference, day listed and comments;
 * each person's second name, gender and nationality, and the alias, address, birth and document
 * elements the list writes for every person, empty or not (`<INDIVIDUAL_DOCUMENT/>`).
 */
const UN_WRITTEN = [
  'DATAID', 'FIRST_NAME', 'SECOND_NAME', 'UN_LIST_TYPE', 'REFERENCE_NUMBER', 'LISTED_ON', 'COMMENTS1', 'GENDER', 'NATIONALITY',
  'VALUE', 'INDIVIDUAL_ALIAS', 'QUALITY', 'ALIAS_NAME', 'INDIVIDUAL_ADDRESS', 'COUNTRY', 'INDIVIDUAL_DATE_OF_BIRTH', 'TYPE_OF_DATE',
  'INDIVIDUAL_PLACE_OF_BIRTH', 'INDIVIDUAL_DOCUMENT',
];

/**
 * Those an entry holds only where it has the value (a third name, the name in its own script, a
 * title, a designation, an entity's alias and address, an address's street, city, region and
 * note, a birth's date or year, a document's type and number): looked for in a list of 500
 * entries or more (the list holds some 1,000, some 270 of them entities), where none holding one
 * is no list's, but an excerpt of a few holds none of some. Those few entries give (a fourth
 * name, a postcode, a span of years, a document's second type or issuer) are not looked for.
 */
const UN_WRITTEN_FROM = Object.fromEntries([
  'THIRD_NAME', 'NAME_ORIGINAL_SCRIPT', 'TITLE', 'DESIGNATION', 'LAST_DAY_UPDATED', 'ENTITY_ALIAS', 'ENTITY_ADDRESS', 'STREET', 'CITY',
  'STATE_PROVINCE', 'NOTE', 'DATE', 'YEAR', 'TYPE_OF_DOCUMENT', 'NUMBER',
].map((key) => [key, 500]));

export function mapUnRecord(row: Row, ctx: MapContext): MapResult {
  const kind = row[XML_NAME_KEY];
  const id = text(row.DATAID);
  if (!id) return { reject: `${String(kind)} without DATAID` };
  const name = [row.FIRST_NAME, row.SECOND_NAME, row.THIRD_NAME, row.FOURTH_NAME].map(text).filter(Boolean).join(' ');
  if (!name) return { reject: `${String(kind)} without a name` };
  const person = kind === 'INDIVIDUAL';
  const aliases = list(person ? row.INDIVIDUAL_ALIAS : row.ENTITY_ALIAS).map(obj).flatMap(aliasNames);
  const original = text(row.NAME_ORIGINAL_SCRIPT);
  if (original) aliases.push({ name: original, weak: false });
  const addresses = list(person ? row.INDIVIDUAL_ADDRESS : row.ENTITY_ADDRESS).map(obj);
  return sanctionEntry({
    list: 'UN',
    entryId: id,
    reference: text(row.REFERENCE_NUMBER) || null,
    schema: person ? 'person' : 'entity',
    name,
    aliases,
    identifiers: list(row.INDIVIDUAL_DOCUMENT).map(obj).map((d) => ({
      type: [text(d.TYPE_OF_DOCUMENT), text(d.TYPE_OF_DOCUMENT2)].filter(Boolean).join(' / ') || 'document',
      value: text(d.NUMBER),
      country: countryOrName(text(d.ISSUING_COUNTRY) || text(d.COUNTRY_OF_ISSUE)),
    })),
    countries: [
      ...list(obj(row.NATIONALITY).VALUE).map((v) => countryCode(text(v))),
      ...addresses.map((a) => countryCode(text(a.COUNTRY))),
    ],
    programs: [text(row.UN_LIST_TYPE)],
    listedOn: describingDate(text(row.LISTED_ON), 'LISTED_ON', ctx),
    reason: unReason(row),
    sourceUrl: 'https://main.un.org/securitycouncil/content/un-sc-consolidated-list',
    birthDates: person ? datesOfBirth(row, ctx) : [],
    addresses: addresses.map((a) => addressLine([a.STREET, a.CITY, a.STATE_PROVINCE, a.ZIP_CODE, a.COUNTRY], a.NOTE)),
    // What tells the listed person from a namesake and how old the entry is: GENDER, each place of
    // birth, the latest LAST_DAY_UPDATED (when the committee last amended it). Left unread, a
    // reviewer had to look them up in the list.
    particulars: {
      gender: text(row.GENDER),
      birthPlaces: list(row.INDIVIDUAL_PLACE_OF_BIRTH).map(obj)
        .map((p) => addressLine([p.STREET, p.CITY, p.STATE_PROVINCE, p.COUNTRY], p.NOTE)),
      amendedOn: list(obj(row.LAST_DAY_UPDATED).VALUE).map((v) => describingDate(text(v), 'LAST_DAY_UPDATED/VALUE', ctx)),
    },
  });
}

export const unSource: SourceDefinition = {
  id: 'sanctions.un',
  country: null,
  title: 'UN Security Council Consolidated List',
  publisher: 'United Nations Security Council',
  url: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
  licence: 'Public information of the United Nations',
  updateFrequency: 'on every committee decision',
  feeds: ['sanctions: UN listings (regime, reference, listed on)', 'screening of every company'],
  files: [{
    name: UN_FILE,
    format: 'xml',
    xmlRecord: 'INDIVIDUAL|ENTITY',
    // An entry is screened by its name: FIRST_NAME holds an entity's whole name and a person's first.
    recordKeys: ['DATAID', 'FIRST_NAME'],
    knownKeys: UN_READ,
    unreadKeys: UN_UNREAD,
    writtenKeys: UN_WRITTEN,
    writtenFrom: UN_WRITTEN_FROM,
    asOfFromRoot: (attrs) => parseDate(attrs.dateGenerated ?? null),
    mapRow: mapUnRecord,
  }],
  produces: ['sanctionEntry'],
  expectedRows: { min: 1, max: 50_000 },
  maxRejectRate: 0.01,
  notes: [
    '`CONSOLIDATED_LIST@dateGenerated` becomes the as-of date; `UN_LIST_TYPE` is the programme.',
    'The reason is a person\'s `TITLE` and `DESIGNATION` values (`Military leader of the Mouvement du 23 Mars (M23); Brigadier General`), then `COMMENTS1`.',
    'Aliases of QUALITY `Low` are weak; an ALIAS_NAME holding several names joined by `; ` gives each as an alias of that quality.',
    'Countries are read by their English name, long official form (`Republic of Latvia`, `Lithuania, Republic of`, `Estonia (Republic of)`) or with a region in brackets (`Finland (Åland Islands)`) as ISO codes; a country that no longer exists as its one successor (the German Democratic Republic, DE) or, with several (the USSR, Czechoslovakia, Yugoslavia, Serbia and Montenegro), none, as is a name not known.',
    'A birth given as approximate (`TYPE_OF_DATE` APPROXIMATELY) is kept so (`1960~`): an owner born within a year of its year agrees on the year only, never on the day.',
    'A birth given as a range (`TYPE_OF_DATE` BETWEEN, FROM_YEAR to TO_YEAR) gives every year of it (the span itself when it spans more than 30 years, `1940/1985`: a person born inside it agrees on the span): a person born in any of them agrees on the year; FROM_YEAR or TO_YEAR alone is kept as that bound (`1970/..` born in or after 1970, `../1980` in or before 1980): a person born inside it agrees on the span, one born outside is told apart.',
    'Each INDIVIDUAL_ADDRESS or ENTITY_ADDRESS is kept as one line (STREET, CITY, STATE_PROVINCE, ZIP_CODE, COUNTRY, its NOTE in brackets: `Kinshasa, Democratic Republic of the Congo (as of June 2016)`), served with every match of the entry.',
    'Served with every match as its `particulars`: a person\'s `GENDER` (Male, Female), each INDIVIDUAL_PLACE_OF_BIRTH as one line (STREET, CITY, STATE_PROVINCE, COUNTRY, its NOTE in brackets) and the latest `LAST_DAY_UPDATED` value (when the entry was last amended).',
    SANCTIONS_DATE_RULE,
  ],
};
