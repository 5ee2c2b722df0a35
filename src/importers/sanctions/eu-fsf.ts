// EU Financial Sanctions Files, full list XML v1.1 (`xmlFullSanctionsList_1_1`): one
// `sanctionEntity` per listed person or entity, in the namespace http://eu.europa.ec/fpi/fsd/export.
// The file dates itself on its root: `export@generationDate`.
import { parseDate } from '../../domain/dates.ts';
import { describingDate } from '../date-cells.ts';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { approximateBirthDate, openBirthSpan } from '../../domain/listed-birth-dates.ts';
import { countryCode } from './countries.ts';
import { addressLine, birthRangeYears, list, obj, partialDate, SANCTIONS_DATE_RULE, sanctionEntry, text, unique } from './common.ts';

export const EU_FILE = 'xmlFullSanctionsList_1_1.xml';

function wholeName(alias: Record<string, unknown>): string {
  const whole = text(alias.wholeName);
  if (whole) return whole;
  return [text(alias.firstName), text(alias.middleName), text(alias.lastName)].filter(Boolean).join(' ');
}

/**
 * A `birthdate` element's dates: the date (full, or its year/month parts), else a span of years
 * (`yearRangeFrom`, `yearRangeTo`: the list's own way to say born between 1953 and 1958, with no
 * birthdate nor year), every year of it as the UN's BETWEEN gives them (common.ts). Unread, such an
 * entry had no birth at all, and an owner of the name born decades apart matched on the name alone.
 * A span open at one end (`yearRangeFrom="1970"` alone: born in or after 1970; `yearRangeTo`
 * alone: in or before) is kept as that bound (`1970/..`, listed-birth-dates.ts): left out, the
 * entry had no birth and an owner born on the wrong side of it was compared on the name alone.
 * One marked `circa="true"` is the list's estimate and kept so (`1960~`), each year of a span and
 * a bound too.
 */
function birthDatesOf(b: Record<string, unknown>, ctx: MapContext): string[] {
  const circa = text(b.circa).toLowerCase() === 'true';
  const date = describingDate(text(b.birthdate), 'birthdate@birthdate', ctx) ?? partialDate(text(b.year), text(b.monthOfYear), text(b.dayOfMonth));
  const [from, to] = [text(b.yearRangeFrom), text(b.yearRangeTo)];
  if (date !== null) return [circa ? approximateBirthDate(date) : date];
  const bound = openBirthSpan(from, to, circa);
  return bound !== null ? [bound] : birthRangeYears(from, to, circa);
}

// The UN's alias quality as the EU list carries it over, a remark of the nameAlias (`Low quality
// alias`, also misspelt `Lo quality`); `Good quality` and `High quality` say the alias is strong.
const LOW_QUALITY_REMARK = /\blow?\s+quality\b/i;

/**
 * A weak alias: `strong="false"`, or one the list remarks as of low quality, which it often marks
 * `strong="true"` all the same. Read as strong, a short low-quality alias that is a company's name
 * flagged the company on the name alone, while the UN list gives the same alias as QUALITY Low.
 */
function isWeakAlias(alias: Record<string, unknown>): boolean {
  return text(alias.strong) === 'false' || list(alias.remark).map(text).some((r) => LOW_QUALITY_REMARK.test(r));
}

/**
 * An `address` element as one line: street, P.O. box, place, postcode with city, region, then the
 * country as the list describes it (its ISO code where the description is missing or UNKNOWN),
 * and the address's remarks in brackets.
 */
function euAddress(a: Record<string, unknown>): string | null {
  const poBox = text(a.poBox);
  const description = text(a.countryDescription);
  const country = description !== '' && !/^(unknown|00)$/i.test(description) ? description : countryCode(text(a.countryIso2Code));
  const parts = [text(a.street), /^\d/.test(poBox) ? `P.O. Box ${poBox}` : poBox, text(a.place),
    [text(a.zipCode), text(a.city)].filter(Boolean).join(' '), text(a.region)];
  // An address of no part but its country still says where the entry is, as the list gives it.
  return addressLine([...parts, country], list(a.remark).map(text).filter(Boolean).join('; '));
}

/**
 * A `birthdate` element's place of birth as one line: place, city, region and the country as the
 * list describes it (its ISO code where the description is missing or UNKNOWN); null for none.
 */
function euBirthPlace(b: Record<string, unknown>): string | null {
  const description = text(b.countryDescription);
  const country = description !== '' && !/^(unknown|00)$/i.test(description) ? description : countryCode(text(b.countryIso2Code));
  return addressLine([text(b.place), [text(b.zipCode), text(b.city)].filter(Boolean).join(' '), text(b.region), country]);
}

const SCHEMA: Record<string, 'person' | 'entity'> = { person: 'person', enterprise: 'entity' };

/**
 * The elements and attributes of an entry the mapper reads, at any depth, by their names in the
 * list's schema (`xmlFullSanctionsList_1_1`, schema_1_1.xsd), beside `logicalId`.
 */
const EU_READ = [
  'euReferenceNumber', 'designationDate', 'designationDetails', 'unitedNationId', 'remark', 'regulation', 'programme',
  'publicationDate', 'publicationUrl', 'subjectType', 'code', 'nameAlias', 'wholeName', 'firstName', 'middleName', 'lastName',
  'function', 'gender', 'strong', 'citizenship', 'birthdate', 'circa', 'year', 'monthOfYear', 'dayOfMonth', 'yearRangeFrom',
  'yearRangeTo', 'place', 'city', 'zipCode', 'region', 'countryIso2Code', 'countryDescription', 'address', 'street', 'poBox',
  'identification', 'identificationTypeCode', 'identificationTypeDescription', 'number', 'latinNumber',
];

/** Those of the schema the mapper does not read: a regulation's type and dates, a document's flags, a name's language. */
const EU_UNREAD = [
  'additionalInformation', 'delistingDate', 'regulationType', 'organisationType', 'entryIntoForceDate', 'numberTitle', 'corrigendum',
  'regulationSummary', 'classificationCode', 'regulationLanguage', 'title', 'nameLanguage', 'acquisitionDate', 'disenfranchisementDate',
  'calendarType', 'asAtListingTime', 'contactInfo', 'diplomatic', 'knownExpired', 'knownFalse', 'reportedLost', 'revokedByIssuer',
  'issueDate', 'issuedBy', 'nameOnDocument', 'validFrom', 'validTo',
];

/**
 * Those every list holds: the list writes each attribute of an entry, its regulation, subject
 * type and names, empty or not (`middleName=""`), and a list holds persons (a name's gender); a
 * birth, address, document or citizenship only where the entry has one.
 */
const EU_WRITTEN = [
  'logicalId', 'euReferenceNumber', 'designationDetails', 'unitedNationId', 'regulation', 'programme', 'publicationDate',
  'subjectType', 'code', 'nameAlias', 'wholeName', 'firstName', 'middleName', 'lastName', 'function', 'gender', 'strong',
];

/**
 * Those an entry holds only where it has the value (a birth, citizenship, document, address, a
 * remark, the regulation's address, the day listed) with each of their attributes, which the
 * list writes empty or not: looked for in a list of 1,000 entries or more (the list holds some
 * 5,800, most of them persons with a birth and citizenship, and entities with an address), where
 * none holding one is no list's, but a fixture or an excerpt of a few holds none of some. A
 * span's `yearRangeFrom` and `yearRangeTo`, which a few entries give, are not looked for.
 */
const EU_WRITTEN_FROM = Object.fromEntries([
  'designationDate', 'remark', 'publicationUrl', 'citizenship', 'birthdate', 'circa', 'year', 'monthOfYear', 'dayOfMonth', 'place',
  'city', 'zipCode', 'region', 'countryIso2Code', 'countryDescription', 'address', 'street', 'poBox', 'identification',
  'identificationTypeCode', 'identificationTypeDescription', 'number', 'latinNumber',
].map((key) => [key, 1_000]));

export function mapEuSanctionEntity(row: Row, ctx: MapContext): MapResult {
  const id = text(row.logicalId);
  if (!id) return { reject: 'sanctionEntity without logicalId' };
  const names = list(row.nameAlias).map(obj).map((a) => ({ name: wholeName(a), weak: isWeakAlias(a) }))
    .filter((a) => a.name !== '');
  const primary = names.find((a) => !a.weak) ?? names[0];
  if (!primary) return { reject: 'sanctionEntity without nameAlias@wholeName' };
  const regulations = list(row.regulation).map(obj);
  const identifications = list(row.identification).map(obj);
  const addresses = list(row.address).map(obj);
  const citizenships = list(row.citizenship).map(obj);
  return sanctionEntry({
    list: 'EU',
    entryId: id,
    reference: text(row.euReferenceNumber) || null,
    schema: SCHEMA[text(obj(row.subjectType).code)] ?? 'other',
    name: primary.name,
    aliases: names.filter((a) => a !== primary),
    identifiers: identifications.map((i) => ({
      type: text(i.identificationTypeCode) || text(i.identificationTypeDescription) || 'other',
      value: text(i.number) || text(i.latinNumber),
      country: countryCode(text(i.countryIso2Code)),
    })),
    countries: [
      ...citizenships.map((c) => countryCode(text(c.countryIso2Code))),
      ...addresses.map((a) => countryCode(text(a.countryIso2Code))),
      ...identifications.filter((i) => text(i.identificationTypeCode) === 'regnumber').map((i) => countryCode(text(i.countryIso2Code))),
    ],
    programs: regulations.map((r) => text(r.programme)),
    // designationDate is often empty in older exports; a regulation's publication date is the
    // date of its latest amendment, not of the listing, so it is not used instead.
    listedOn: describingDate(text(row.designationDate), 'designationDate', ctx),
    // What the listed person is (a nameAlias's function, `Former President`) first, as OFAC's reason
    // starts with its Title: left unread, a reviewer had only the remarks, which many entries lack.
    reason: [unique(list(row.nameAlias).map((a) => text(obj(a).function))).join('; '),
      unique([text(row.designationDetails), ...list(row.remark).map(text)]).join(' ')].filter(Boolean).join('. ') || null,
    sourceUrl: unique(regulations.map((r) => text(r.publicationUrl)))[0] ?? null,
    birthDates: list(row.birthdate).map(obj).flatMap((b) => birthDatesOf(b, ctx)),
    addresses: addresses.map(euAddress),
    // What tells the listed person from a namesake and how old the entry is: the gender its names
    // give, where it was born, its latest regulation (the last amendment; designationDate above
    // is the listing) and the same party's UN reference. Left unread, a reviewer had to look them up.
    particulars: {
      gender: unique(list(row.nameAlias).map((a) => text(obj(a).gender)))[0],
      birthPlaces: list(row.birthdate).map(obj).map(euBirthPlace),
      amendedOn: regulations.map((r) => describingDate(text(r.publicationDate), 'regulation@publicationDate', ctx)),
      unReference: text(row.unitedNationId),
    },
  });
}

export const euSource: SourceDefinition = {
  id: 'sanctions.eu',
  country: null,
  title: 'EU Financial Sanctions Files (consolidated list)',
  publisher: 'European Commission, DG FISMA',
  url: 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
  licence: 'Reuse authorised, source acknowledged (Commission Decision 2011/833/EU)',
  updateFrequency: 'on every amendment (several times a month)',
  feeds: ['sanctions: EU listings (programme, reference, regulation link)', 'screening of every company'],
  files: [{
    name: EU_FILE,
    aliases: ['xmlFullSanctionsList_1_1'],
    // The address names no file (`…/xmlFullSanctionsList_1_1/content?token=…`), so the file carries it.
    url: 'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
    format: 'xml',
    xmlRecord: 'sanctionEntity',
    // An entry is screened by its names: without a nameAlias it is no entry of the list as documented.
    recordKeys: ['logicalId', 'nameAlias'],
    knownKeys: EU_READ,
    unreadKeys: EU_UNREAD,
    writtenKeys: EU_WRITTEN,
    writtenFrom: EU_WRITTEN_FROM,
    asOfFromRoot: (attrs) => parseDate(attrs.generationDate ?? null),
    mapRow: mapEuSanctionEntity,
  }],
  produces: ['sanctionEntry'],
  // The XML reader refuses a cut-off file (unclosed root), so a low floor is safe here.
  expectedRows: { min: 1, max: 100_000 },
  maxRejectRate: 0.01,
  notes: [
    'The file dates itself: `export@generationDate` becomes the as-of date.',
    '`nameAlias@strong="false"` marks a weak alias: it never reaches the threshold alone; so does a nameAlias `remark` saying the alias is of low quality (`Low quality alias`, the UN\'s quality carried over), whatever its `strong`.',
    '`designationDate` is empty in many entries; listedOn stays null then.',
    'The reason is the `function` its names give (`Former President`), then `designationDetails` and the `remark`s.',
    'A `birthdate` marked `circa="true"` is kept as approximate (`1960~`): an owner born within a year of its year agrees on the year only, never on the day.',
    'A `birthdate` giving a span of years (`yearRangeFrom` to `yearRangeTo`, with no date nor year) gives every year of it (the span itself when it spans more than 30 years, `1940/1985`), each approximate where `circa="true"`: a person born in any of them agrees on the year; a span open at one end (`yearRangeFrom` or `yearRangeTo` alone) is kept as that bound (`1970/..` born in or after 1970, `../1980` in or before 1980): a person born inside it agrees on the span, one born outside is told apart.',
    'Each `address` is kept as one line (street, poBox, place, zipCode and city, region, countryDescription, its remarks in brackets), served with every match of the entry.',
    'Served with every match as its `particulars`: the `gender` of its `nameAlias`es (M, F), each `birthdate`\'s place of birth as one line (place, zipCode and city, region, countryDescription), the latest `regulation@publicationDate` (when the entry was last amended) and `unitedNationId` (the same party\'s UN reference).',
    SANCTIONS_DATE_RULE,
  ],
};
