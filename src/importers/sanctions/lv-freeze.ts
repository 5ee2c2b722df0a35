// FID's asset-freeze table (`sankciju_subjekti_tabula.xlsx`, sheet `Dati`): the subjects whose
// funds or economic resources are frozen in Latvia, most of them Latvian companies whose shares
// are frozen because a listed person owns or controls them. The national XML list names the
// listed persons; only this table names the companies frozen on their account. Column 2 holds a
// person's birth date or a company's registration number; `N/a` is empty. No public excerpt of
// the file was found: the ten headers are those documented (lv-and-sanctions.md 4.4, as
// OpenSanctions' crawler reads them) and the test fixture is written from them.
import { createHash } from 'node:crypto';
import { foldText } from '../../domain/fold.ts';
import { legalActInEnglish } from '../../domain/legal-act-english.ts';
import { entityNameTokens, isRegistrationIdentifierType } from '../../domain/sanctions-matching.ts';
import { INDIVIDUAL_ENTREPRENEUR_WORDS } from '../../domain/sanctions-words.ts';
import { DATE_WARNING, describingDate, leftEmpty } from '../date-cells.ts';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { countryCode } from './countries.ts';
import { parseListDate, SANCTIONS_DATE_RULE, sanctionEntry, unique } from './common.ts';
import { entryGroupKey, mergedRepeats, REPEATED_ROWS_RULE } from './repeated-entries.ts';

export const FREEZE_FILE = 'sankciju_subjekti_tabula.xlsx';
export const FREEZE_URL = 'https://sankcijas.fid.gov.lv/uploads/sankciju_subjekti_tabula.xlsx';
export const FREEZE_SHEET = 'Dati';

/** The ten headers of the sheet, exactly as FID writes them. */
export const FREEZE_COLUMNS = {
  subject: '1. Sankciju subjekts, kā līdzekļi vai saimnieciskie resursi ir iesaldēti (vārds, uzvārds / nosaukums)',
  birthOrRegistration: '2. Dzimšanas datums / reģistrācijas Nr.',
  country: '3. Valstspiederība / reģistrācijas valsts',
  assets: '4. Iesaldēto līdzekļu vai saimniecisko resursu veids',
  grounds: '5. Līdzekļu vai saimniecisko resursu iesaldēšanas pamatojums',
  listedPersons: '6. Sankciju sarakstā iekļautās personas vārds, uzvārds vai nosaukums',
  sanctionsSince: '7. Datums, no kura spēkā ir sankcijas, pret 6. kolonnā norādīto personu',
  legalActs: '8. Normatīvais akts, saskaņā ar ko veikta iesaldēšana',
  verified: '9. FID pārbaudīts*',
  firstPublished: '10. Datums, kad FID pirmo reizi publicējis informāciju par sankciju subjektu',
} as const;

const C = FREEZE_COLUMNS;

/** A cell's text, `N/a` (any case) and dashes being nothing. */
function cell(row: Row, column: string): string {
  const v = row[column];
  const s = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim();
  return /^(n\/a|n\/a\.|-+|–)$/i.test(s) ? '' : s;
}

/** Several values in one cell: one a line, or separated by `;`. */
function several(text: string): string[] {
  return text.split(/[\n;]+/).map((s) => s.trim()).filter((s) => s !== '' && !/^n\/a$/i.test(s));
}

/** A date as FID writes one (`05/11/61`, `05.11.1961.`) or a date cell read as ISO. */
const DATE_SHAPE = /^(?:\d{1,2}[./]\d{1,2}[./](?:\d{2}|\d{4})\.?|\d{4}-\d{2}-\d{2}(?:T[\d:]+)?)$/;
/** A birth year written alone (`1965`, `1965.`). */
const BIRTH_YEAR = /^(19|20)\d{2}\.?$/;
/**
 * A company's number as column 2 writes it: bare (`40003123456`), after its country
 * (`LV40003123456`, read by screening) or after a label (`Reģ. Nr. 40003123456`, `OGRN 1027700132195`),
 * which becomes its type when it names a registration. Null when there is no number of 5 digits or more.
 */
export function registrationOf(text: string): { type: string; value: string } | null {
  const m = /^(.*?)[\s:.]*(\d[\d\s./-]*\d)\s*(?:\([^)]*\))?$/s.exec(text.trim());
  if (!m || m[2]!.replace(/\D/g, '').length < 5) return null;
  const label = m[1]!.trim();
  if (label === '' || /^[A-Za-z]{2}$/.test(label)) return { type: 'registration number', value: `${label}${m[2]}` };
  return { type: isRegistrationIdentifierType(label) ? label : 'registration number', value: m[2]! };
}

/**
 * A name that carries a legal form (`SIA`, `OOO`, `Ltd`) or quotes is a company's; an individual
 * entrepreneur's form (`ИП Иванов Иван`, `FOP Kovalenko`) names a person trading, who stays one.
 */
function namesACompany(name: string): boolean {
  if (/["«»“”„]/.test(name)) return true;
  const words = foldText(name).split(/\s+/).filter((w) => w !== '' && !INDIVIDUAL_ENTREPRENEUR_WORDS.has(w));
  return entityNameTokens(name).length < words.length;
}

/** A date of the sheet (text in FID's forms, or a date cell read as ISO) as ISO, else the text as written. */
const shownDate = (s: string, today: string | null) => parseListDate(s.replace(/\.$/, '').trim(), today) ?? parseListDate(s, today) ?? s;

/**
 * What the user of a check needs to read: what is frozen, on whose account (the listed persons
 * of column 6 when they are others than the subject, with the date their sanctions apply from)
 * and on what grounds. The match explanation says that FID lists the assets as frozen.
 */
function freezeReason(row: Row, subject: string, ctx: MapContext): string {
  const assets = cell(row, C.assets);
  const grounds = cell(row, C.grounds);
  const listed = several(cell(row, C.listedPersons));
  const dates = several(cell(row, C.sanctionsSince)).map((d) => shownDate(d, ctx.asOf));
  // One date a listed person, in their order: each name with its own; else the dates together.
  const paired = listed.length > 1 && dates.length === listed.length;
  const named = paired ? listed.map((name, i) => `${name} (sanctions in force since ${dates[i]})`) : listed;
  const others = named.filter((_, i) => foldText(listed[i]!) !== foldText(subject));
  const since = paired ? [] : unique(dates);
  const sinceText = since.length > 0 ? ` (sanctions in force since ${since.join(', ')})` : '';
  const whom = others.length > 0
    ? ` because of the listed ${others.length > 1 ? 'persons' : 'person'} ${others.join('; ')}${sinceText}`
    : listed.length > 0 ? `, the subject itself being listed${sinceText}` : '';
  const acts = several(cell(row, C.legalActs)).map((act) => {
    const english = legalActInEnglish(act);
    return english === null ? act : `${act} (${english})`;
  });
  // FID's own words stay as written, said to be Latvian: a reader abroad took them for names.
  const words = [
    assets ? `assets, in FID's Latvian words: ${assets}` : null,
    grounds ? `grounds, in Latvian: ${grounds}` : null,
    acts.length > 0 ? `legal acts: ${acts.join('; ')}` : null,
  ].filter((w) => w !== null);
  return [`Frozen${whom}`, ...words].join('; ');
}

export function mapFreezeRow(row: Row, ctx: MapContext): MapResult {
  const subject = cell(row, C.subject);
  if (!subject) return { reject: 'row without a subject (column 1)' };
  const second = cell(row, C.birthOrRegistration);
  const dateShaped = DATE_SHAPE.test(second.replace(/\s+/g, '')) || BIRTH_YEAR.test(second);
  const birth = !dateShaped ? null : BIRTH_YEAR.test(second) ? second.slice(0, 4) : parseListDate(second.replace(/\s+/g, ''), ctx.asOf);
  const registration = dateShaped ? null : registrationOf(second);
  const hasNumber = registration !== null;
  // A birth date makes the subject a person, a number a company; with neither, its name decides.
  const person = dateShaped || (!hasNumber && !namesACompany(subject));
  if (dateShaped && birth === null) ctx.warn(leftEmpty(C.birthOrRegistration), JSON.stringify(second), DATE_WARNING);
  else if (!dateShaped && second !== '' && !hasNumber) {
    ctx.warn(`${C.birthOrRegistration} holds neither a birth date nor a registration number; the row is kept without it`, JSON.stringify(second));
  }
  const countries = cell(row, C.country).split(/[,;\n]+/).map((c) => c.trim()).filter(Boolean);
  const codes = unique(countries.map(countryCode));
  const legalActs = several(cell(row, C.legalActs));
  const listed = several(cell(row, C.listedPersons)).map(foldText).join('|');
  // Rows carry no identifier of their own: the subject, and what it is frozen for, name the entry.
  const key = person || !registration ? `${foldText(subject)}:${birth ?? ''}` : registration.value.replace(/\s+/g, '');
  const digest = createHash('sha256').update([cell(row, C.assets), listed, legalActs.join('|')].join('\u0000')).digest('hex').slice(0, 10);
  return sanctionEntry({
    list: 'LV',
    entryId: `FID-FREEZE:${key}:${digest}`,
    reference: null,
    schema: person ? 'person' : 'entity',
    name: subject,
    aliases: [],
    // A company's number, with the registration country when the row names exactly one.
    identifiers: person || !registration ? [] : [{ ...registration, country: codes.length === 1 ? codes[0]! : null }],
    countries: codes,
    programs: legalActs,
    listedOn: describingDate(cell(row, C.firstPublished), C.firstPublished, ctx, (s) => parseListDate(s, ctx.asOf)),
    reason: freezeReason(row, subject, ctx),
    sourceUrl: FREEZE_URL,
    birthDates: person ? [birth] : [],
    // The table gives no address of the subject.
    addresses: [],
  });
}

export const freezeSource: SourceDefinition = {
  id: 'sanctions.lv-freeze',
  country: 'LV',
  title: 'Latvian asset-freeze table (FID): subjects whose funds or economic resources are frozen',
  publisher: 'Finanšu izlūkošanas dienests (Financial Intelligence Unit of Latvia)',
  url: FREEZE_URL,
  licence: 'Public information of the Republic of Latvia',
  updateFrequency: 'on every freeze FID publishes',
  feeds: ['sanctions: Latvian companies whose shares or assets are frozen, and on whose account', 'screening of every company'],
  files: [{
    name: FREEZE_FILE,
    format: 'xlsx',
    xlsx: { sheet: FREEZE_SHEET, required: [C.subject, C.birthOrRegistration, C.listedPersons], known: Object.values(C) },
    // Rows naming the same entry (a corrected row beside the old one) are merged into one.
    groupKey: entryGroupKey(mapFreezeRow),
  }],
  mapGroup: mergedRepeats(mapFreezeRow),
  produces: ['sanctionEntry'],
  expectedRows: { min: 1, max: 20_000 },
  maxRejectRate: 0.02,
  notes: [
    'No public excerpt of the file was found: the sheet `Dati` and its ten numbered Latvian headers are the documented ones (as OpenSanctions\' crawler reads them), and the test fixture is written from them.',
    'Column 2 holds a person\'s birth date or a company\'s registration number: a date makes the row a person entry (with that birth date and column 3 as nationality, screened against owners), a number an entity entry carrying it as a registration number with the country of column 3 (`Latvija` → LV; a registration-number match, score 1, on the Latvian company).',
    'The reason names the listed persons on whose account the subject is frozen (column 6, when others than the subject, with the dates of column 7), then FID\'s own words, said to be Latvian and kept as written: the frozen assets (column 4), the grounds (column 5) and the legal acts (column 8), each act whose English title is known followed by it (`Padomes Regula (ES) Nr. 269/2014 (Council Regulation (EU) No 269/2014)`: an EU act by its designation, Latvia\'s sanctions law and a Cabinet order or regulation by its official English name; any other as written). The legal acts are also the programmes, as written; the date FID first published the subject (column 10) is the listing date. `N/a` is empty.',
    'Dates are `%d/%m/%y`, `%d.%m.%Y.` or date cells of the workbook.',
    SANCTIONS_DATE_RULE,
    REPEATED_ROWS_RULE,
  ],
};
