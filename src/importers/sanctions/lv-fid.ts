// The Latvian national sanctions list of the Financial Intelligence Unit (FID), XML
// `LV_national_v2.xml`: one `Entity` per subject, `Type` `fp` (natural person) or `jp` (legal
// person). Element names as OpenSanctions' crawler reads them (namespace stripped). Dates are
// written `%d/%m/%y` or `%d.%m.%Y.` (with the trailing dot); a birth known only by its year (or
// year and month) in ISO's partial form, `1965`. No real excerpt was available: the test fixture
// follows these documented element names.
import { foldText } from '../../domain/fold.ts';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { countryCode } from './countries.ts';
import { addressLine, list, obj, parseListDate, SANCTIONS_DATE_RULE, sanctionEntry, text } from './common.ts';
import { describingDate } from '../date-cells.ts';
import { parsePartialDate } from '../../domain/dates.ts';

export const FID_FILE = 'LV_national_v2.xml';

function fullName(n: Record<string, unknown>, prefix: '' | 'Alias'): string {
  const whole = text(n[`${prefix}WholeName`]);
  if (whole) return whole;
  return [n[`${prefix}FirstName`], n[`${prefix}MiddleName`], n[`${prefix}LastName`]].map(text).filter(Boolean).join(' ');
}

/**
 * A `Birth/BirthDate`: a full date in either documented form, or ISO's partial `1965` / `1965-04`,
 * which the crawler these element names come from passes on as a date (FollowTheMoney's dates are
 * ISO prefixes). Dropped as no date, a year-only birth left the entry with none, so an owner of the
 * very same name born decades apart matched on the name alone (0.9, at the threshold).
 */
export function fidBirthDate(raw: string, today: string | null): string | null {
  const s = raw.trim();
  if (/^(?:1[89]|20)\d\d$/.test(s)) return s;
  if (/^\d{4}-\d{2}$/.test(s)) return parsePartialDate(s);
  return parseListDate(s, today);
}

export function mapFidEntity(row: Row, ctx: MapContext): MapResult {
  const id = text(row.Id);
  if (!id) return { reject: 'Entity without Id' };
  const type = text(row.Type).toLowerCase();
  if (type !== 'fp' && type !== 'jp') return { reject: `unknown Entity Type ${JSON.stringify(text(row.Type) ?? '')}` };
  const name = fullName(obj(row.Name), '');
  if (!name) return { reject: 'Entity without Name' };
  const births = list(row.Birth).map(obj);
  const documents = list(row.Document).map(obj);
  return sanctionEntry({
    list: 'LV',
    entryId: id,
    reference: id,
    schema: type === 'fp' ? 'person' : 'entity',
    name,
    aliases: list(row.Alias).map(obj).map((a) => ({ name: fullName(a, 'Alias'), weak: false })),
    identifiers: documents.map((d) => {
      const docType = text(d.DocumentType);
      return {
        // `pase` is a passport; a legal person's number is its registration.
        type: foldText(docType) === 'pase' ? 'passport' : docType || (type === 'jp' ? 'regnumber' : 'document'),
        value: text(d.DocumentNumber),
        country: countryCode(text(d.DocumentCountryIso2Code)),
      };
    }),
    countries: [
      ...list(row.Citizen).map(obj).map((c) => countryCode(text(c.CitizenCountry))),
      ...births.map((b) => countryCode(text(b.BirthCountryIso2Code))),
      ...list(row.Address).map(obj).map((a) => countryCode(text(a.AddressCountry))),
    ],
    programs: list(row.Program).map(text),
    listedOn: describingDate(text(row.ListedOn), 'ListedOn', ctx, (s) => parseListDate(s, ctx.asOf)),
    reason: list(row.Remark).map(text).filter(Boolean).join(' ') || null,
    sourceUrl: text(row.Link) || 'https://sankcijas.fid.gov.lv',
    birthDates: births.map((b) => describingDate(text(b.BirthDate), 'Birth/BirthDate', ctx, (s) => fidBirthDate(s, ctx.asOf))),
    addresses: list(row.Address).map(obj).map(fidAddress),
    // `Gender` v (vīrietis) or s (sieviete), and the country of birth, to tell a namesake apart.
    particulars: { gender: text(row.Gender), birthPlaces: births.map((b) => addressLine([b.BirthCountry])) },
  });
}

/**
 * An `Address` as one line: its `AddressWhole` (with its `AddressCountry` after it where the whole
 * does not name it: `Rīga, Krasta iela 1, Latvija`), else its street, city and country; its
 * `AddressRemark` in brackets.
 */
function fidAddress(a: Record<string, unknown>): string | null {
  const whole = text(a.AddressWhole);
  const country = text(a.AddressCountry);
  const parts = whole === '' ? [a.AddressStreet, a.AddressCity, country] : [whole, foldText(whole).includes(foldText(country)) ? '' : country];
  return addressLine(parts, a.AddressRemark);
}

/** The elements of an Entity the mapper reads, at any depth, beside Id, as the OpenSanctions crawler names them. */
const FID_READ = [
  'Type', 'Name', 'WholeName', 'FirstName', 'MiddleName', 'LastName', 'Alias', 'AliasWholeName', 'AliasFirstName', 'AliasMiddleName',
  'AliasLastName', 'Gender', 'Birth', 'BirthDate', 'BirthCountry', 'BirthCountryIso2Code', 'Citizen', 'CitizenCountry', 'Document',
  'DocumentType', 'DocumentNumber', 'DocumentCountryIso2Code', 'Address', 'AddressWhole', 'AddressStreet', 'AddressCity',
  'AddressCountry', 'AddressRemark', 'ListedOn', 'Program', 'Remark', 'Link',
];

/** Those every list holds: each entity's Id, Type, Name, the day it was listed and the decision listing it. */
const FID_WRITTEN = ['Id', 'Type', 'Name', 'ListedOn', 'Program'];

/** The root's date, under whichever of the usual attribute names the file uses. */
function fidAsOf(attrs: Record<string, string>): string | null {
  for (const key of ['generationDate', 'GenerationDate', 'date', 'Date', 'created', 'Created', 'updated', 'Updated']) {
    const v = attrs[key];
    if (v) {
      const day = parseListDate(v.slice(0, 10), null) ?? parseListDate(v, null);
      if (day) return day;
    }
  }
  return null;
}

export const fidSource: SourceDefinition = {
  id: 'sanctions.lv',
  country: 'LV',
  title: 'Latvian national sanctions list (FID)',
  publisher: 'Finanšu izlūkošanas dienests (Financial Intelligence Unit of Latvia)',
  url: 'https://sankcijas.fid.gov.lv/files/LV_national_v2.xml',
  licence: 'Public information of the Republic of Latvia',
  updateFrequency: 'on every Cabinet decision',
  feeds: ['sanctions: Latvian national listings', 'screening of every company'],
  files: [{
    name: FID_FILE, format: 'xml', xmlRecord: 'Entity',
    // An entity is read by its Type (a person or not) and screened by its Name.
    recordKeys: ['Id', 'Type', 'Name'], knownKeys: FID_READ, writtenKeys: FID_WRITTEN,
    asOfFromRoot: fidAsOf, mapRow: mapFidEntity,
  }],
  produces: ['sanctionEntry'],
  expectedRows: { min: 1, max: 10_000 },
  maxRejectRate: 0.02,
  notes: [
    'No public excerpt of the file was found: element names follow the OpenSanctions crawler (`Entity`, `Type` fp/jp, `Name/WholeName`, `Birth/BirthDate`, `Document`, `ListedOn`, `Program`, `Remark`, `Link`).',
    'Dates `%d/%m/%y` (a two-digit year is the latest century in which the whole date is not after the file\'s date: 15/12/26 in a list of 25 November 2026 is 1926-12-15) and `%d.%m.%Y.`; a birth known only by its year (or year and month) as ISO writes it, `1965` (`1965-04`), is kept as that year, so an owner of the name born in another year is told apart.',
    'Each `Address` is kept as one line: its `AddressWhole` (with `AddressCountry` after it where the whole does not name it), else `AddressStreet`, `AddressCity` and `AddressCountry`, with its `AddressRemark` in brackets; served with every match of the entry.',
    'Served with every match as its `particulars`: `Gender` (`v`, vīrietis, male as the OpenSanctions crawler reads it; `s`, sieviete, read as female, which no public excerpt shows) and each `Birth/BirthCountry` as the place of birth.',
    SANCTIONS_DATE_RULE,
  ],
};
