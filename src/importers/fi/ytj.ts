// fi.ytj: the PRH / YTJ open data API v3 — the whole register as one bulk download
// (`/all_companies`: a zip holding one JSON array of company objects, rebuilt daily) or as pages
// of `/companies` (`{ totalResults, companies: [...] }`, 100 per page) saved into --from DIR.
import type { Row, SourceDefinition } from '../source.ts';
import { mapYtjCompany } from './ytj-company.ts';
import { date } from './ytj-values.ts';
import { STATUS_FROM_FLAGS } from '../../domain/status-from-flags.ts';

const API = 'https://avoindata.prh.fi/opendata-ytj-api/v3';

/** The keys of a YTJ company as the v3 API writes them (its real records among the data-source samples), at any depth, beside businessId. */
const YTJ_KEYS = [
  'value', 'registrationDate', 'source', 'euId', 'names', 'name', 'type', 'endDate', 'version', 'mainBusinessLine', 'typeCodeSet',
  'descriptions', 'languageCode', 'description', 'companyForms', 'companySituations', 'registeredEntries', 'register', 'authority',
  'addresses', 'street', 'postCode', 'postOfficeBox', 'postOffices', 'city', 'municipalityCode', 'active', 'buildingNumber', 'entrance',
  'apartmentNumber', 'apartmentIdSuffix', 'co', 'country', 'freeAddressLine', 'website', 'url', 'tradeRegisterStatus', 'status', 'lastModified',
];

// The keys a company writes only where it has the value (an EUID, a website's address) or that a
// file written otherwise than the API writes may lack (the API writes each of its address's
// parts, its c/o line, box number and flat, and `website`, empty or null, in every company; the
// bulk file `country` and `freeAddressLine` too, the pages not): each told absent once the file
// holds the companies given, where no record lacking every one of them is a register's file
// (an EUID is in about 18 companies in 100, a website's address in more than 1 in 1,000; a page
// holds 100 companies, so only the bulk file, the whole register, is judged by them). Left out
// of the check, the bulk file with `website` or `euId` dropped published every company without
// its website, or no EUID read, unsaid. `active` (a post office's) is not read: none of its concern.
// `typeCodeSet` is written only in a main line of business, which a company may lack
// (`"mainBusinessLine": null`): a file of such companies was told it absent.
const YTJ_WRITTEN_FROM: Readonly<Record<string, number>> = {
  euId: 10_000, url: 10_000, typeCodeSet: 1_000, website: 1_000, co: 1_000, postOfficeBox: 1_000, entrance: 1_000, apartmentNumber: 1_000,
  apartmentIdSuffix: 1_000, country: 1_000, freeAddressLine: 1_000,
};
const YTJ_WRITTEN_KEYS = YTJ_KEYS.filter((key) => !(key in YTJ_WRITTEN_FROM) && key !== 'active');

// A /companies page leaves out a key whose value is null, where the bulk file writes it null: the
// real page of Nokia Oyj holds no null at all (the real bulk record ten: `endDate`, `website`, an
// address's `country` and `freeAddressLine`), and writes `endDate` on its former name alone, none
// on the company, its current names or its register entries. A page of companies never renamed,
// ceased or struck from a register was told `key endDate … held by none of its 1 record`, and one
// of a company without a main line of business (`mainBusinessLine`, which the API's schema does
// not require, as it does `tradeRegisterStatus`) `keys mainBusinessLine, typeCodeSet`; on a page
// each is held only with a value, and looked for as the others so held are.
const YTJ_PAGE_WRITTEN_FROM: Readonly<Record<string, number>> = { ...YTJ_WRITTEN_FROM, endDate: 1_000, mainBusinessLine: 1_000 };
const YTJ_PAGE_WRITTEN_KEYS = YTJ_WRITTEN_KEYS.filter((key) => !(key in YTJ_PAGE_WRITTEN_FROM));

// Neither the bulk file nor a page states the day it was made; each company carries the instant
// of its last change (`2024-11-21 01:49:24`, Finnish time without a zone), and a daily rebuild of
// the whole register holds changes up to its own day.
const lastChanged = (row: Row) => date(row.lastModified);

export const ytjSource: SourceDefinition = {
  id: 'fi.ytj',
  country: 'FI',
  title: 'YTJ open data (PRH and Tax Administration): companies, names, forms, addresses, TOL codes, VAT, prepayment and employer registers',
  publisher: 'Patentti- ja rekisterihallitus (PRH) / Verohallinto',
  url: `${API}/all_companies`,
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['search', 'details.name', 'details.address', 'details.legalForm', 'details.regDate', 'details.closeDate',
    'details.status', 'details.formerNames', 'details.otherNames', 'details.website', 'details.nace', 'details.vat', 'details.taxRegisters', 'autofill', 'compliance.vatNo', 'compliance.taxRegisters', 'compliance.flags'],
  files: [
    {
      // The zip's one member is a JSON array named like `data….json`; it is streamed, never loaded whole.
      name: 'all_companies.json',
      aliases: ['all_companies.zip', 'all_companies'],
      url: `${API}/all_companies`,
      format: 'json-array',
      recordKeys: ['businessId', 'names'],
      knownKeys: YTJ_KEYS,
      writtenKeys: YTJ_WRITTEN_KEYS,
      writtenFrom: YTJ_WRITTEN_FROM,
      optional: true,
      asOfLatest: lastChanged,
      mapRow: mapYtjCompany,
    },
    {
      name: 'companies.json',
      namePattern: /^companies[^/]*\.json$/i,
      url: `${API}/companies?page={PAGE}`,
      format: 'json-array',
      jsonPath: 'companies',
      recordKeys: ['businessId', 'names'],
      knownKeys: YTJ_KEYS,
      writtenKeys: YTJ_PAGE_WRITTEN_KEYS,
      writtenFrom: YTJ_PAGE_WRITTEN_FROM,
      optional: true,
      // Pages of a part of the register the bulk file holds whole: none beside it is no row left out.
      readInPlaceOf: 'all_companies.json',
      asOfLatest: lastChanged,
      mapRow: mapYtjCompany,
    },
  ],
  notes: [
    'Business IDs keep their hyphen (0112038-9); an ID with a wrong check digit is rejected.',
    'Name: type 1 without endDate (version 1 first); a ceased company keeps its last main name. Other names: type 1 with endDate → former, type 2 → parallel, type 3 → auxiliary, with their dates; parallel and auxiliary names are served as otherNames of the details, and all of them are searched.',
    'registeredOn is the trade-register registrationDate, else the date the business ID was granted; closedOn is endDate (lakkaamispäivä), also one the register entered ahead of the file\'s day (see Status).',
    'Dates that hold text but are no real date: an `endDate` anywhere (it closes the company or ends a name, form, VAT entry or situation) or the `registrationDate` of a name or address (the newest is the current one) rejects the company; any other `registrationDate` is left empty with a warning naming file and line in the import report.',
    'Legal form: the YRMU code (16, 17 …) and its Finnish description, the register\'s own wording (English when Finnish is missing), served as legalFormCode and legalFormName: the form without an endDate (version 1 first), or, where every form has ended (a ceased company), the last one it had, as it keeps its last main name. legalForm is the abbreviation Finns write, as LV, EE and LT serve theirs (domain/fi-legal-forms.ts, applied when a company is read, so a store imported before serves it too): by code where these notes confirm the code (16 Oy and 17 Oyj, both in the real samples; 2 As Oy, 10 Koy), else by the Finnish description: Osakeyhtiö Oy, Julkinen osakeyhtiö Oyj, Kommandiittiyhtiö Ky, Avoin yhtiö Ay, Yksityinen elinkeinonharjoittaja Tmi, Osuuskunta osk, Asunto-osakeyhtiö As Oy, Keskinäinen kiinteistöosakeyhtiö Koy, Aatteellinen yhdistys ry (rekisteröity yhdistys), Säätiö sr, the endings these forms\' names carry (Nokia Oyj) and, for the first six, the abbreviations search reads as the form. Any other form (Taloudellinen yhdistys, Osuuspankki, Muu kiinteistöosakeyhtiö, a form described only in English) keeps its full name: no abbreviation of it is in common use, or none is sure.',
    'Status: tradeRegisterStatus 1 → active, 4 → closed, an endDate on or before the file\'s day (or any endDate, in a file of no known day) → closed. An entity outside the Trade Register (tradeRegisterStatus 0 Rekisteröimätön, or none given: an unregistered sole trader, an association) has its business ID in the Business Information System: active while an entry of another register (the Tax Administration\'s basic register 4 and prepayment register 5, VAT 6, employer 7, associations or foundations) is in force on the file\'s day (no end date, or one not yet past: YTJ\'s end date is an entry\'s last day), unknown when none is and it has no endDate, its registryStatus still the Trade Register\'s Rekisteröimätön. Codes 2 and 3 (meaning unconfirmed) → unknown; open companySituations override an active status: KONK… → insolvency, SEL… (selvitystila) → liquidation, SANE… → reorganisation, each also a flag (insolvent, in_liquidation, in_reorganisation) dated from its registration; one registered from a later day than the file\'s sets the status from that day, not before, and one ending after the file\'s day no longer sets it from the day after its end, without a new import (each answer derives the status from the flags in force on its own day, and every publish stores it, as lv.register\'s proceedings; one whose state the register leaves unknown is served active once such a situation ends, until the next import); a situation is open while it has no endDate or one not yet past on the file\'s day (its last day, as a register entry\'s, possibly entered ahead), and that end is its flag\'s until (a file of no known day reads any end as over). registryStatus is the Finnish description of the open trade-register entry, then of each open situation (its own description, else the proceeding\'s Finnish name: Konkurssi, Selvitystila, Yrityssaneeraus; the API gives the code alone). The top-level status (STATUS3) is constant and not used.',
    'An endDate after the file\'s day (a cessation the register entered ahead) does not close the company before that day: the status is what the trade-register state and the situations say (active, for a company in the Trade Register), closedOn gives the day announced, and a `closed` flag dated from it (detail `YTJ\'s end date (lakkaamispäivä), entered ahead of its day`) is listed by the compliance statement as announced, in force from that day, and named in `flags` from it. On that day the company is closed, without a new import (each answer derives the status from the flags in force on its own day, and every publish on or after it stores it, as a situation of a later day), with registryStatus `Lakannut`, the Trade Register\'s word for a ceased company; a company in liquidation or bankruptcy closes so too. The rule only closes: a company the file gives closed, or whose state it leaves unknown, is left as stored, and the daily file of that day or after closes the company itself. tradeRegisterStatus 4 closes the company whatever day its endDate gives.',
    'Address: the street address (type 1) when present, else the postal one (type 2): "street building entrance apartment, postcode CITY" with the post office named in the street\'s language: the Swedish name (HELSINGFORS, MARIEHAMN) for a street given in Swedish (…gatan, …vägen, …gränd, …torget) or in a municipality whose only official language is Swedish (Åland, Närpes, Korsnäs, Larsmo), else the Finnish one (HELSINKI); a flat with no staircase letter is written after "as" (`Kotikatu 5 as 10`, as Posti writes it: `Kotikatu 5 10` reads as two house numbers), a PO box as "PL n", both in Swedish for an address in Swedish ("bst", "PB n"), and a box the register wrote with its word (PL 226) is not given another; the `co` line comes first, written with `c/o` (`c/o Anttoni Patana, Mechelininkatu 18 B 52, 00100 HELSINKI`), and in addressParts with the street; a foreign country code is appended, and is addressParts.country (the company\'s FI otherwise).',
    'Activity: mainBusinessLine with typeCodeSet TOIMI3 → TOL 2008, TOIMI4 → TOL 2025 (the register moves to TOL 2025 from 2026); description in English, else Finnish.',
    'VAT: a register-6 entry in force (no end date, or an end date on or after the file\'s day: YTJ ends an entry on its last day in force, and a deregistration may be entered in advance) means VAT-registered (FI + the ID\'s digits, since its earliest entry in force); with no open-ended entry the latest end date is deregisteredOn as YTJ writes it, the last day VAT-registered, and the answer reads registered: false from the day after (the registers\' day); where every entry in force begins after the file\'s day (a payer struck off and entered again from a day ahead), deregisteredOn is the end of the earlier entry, so the answer reads it as LV\'s and LT\'s rows of a payer registered again: deregistered (flag vat_deregistered) until the new first day, registered from it. The other registers are entries of the same list (register, type, registrationDate, endDate, authority), each read for the status above: the REK code list, as YTJ\'s own registry entries name the codes, gives 4 Verohallinnon perustiedot (Skatteförvaltningens basuppgifter: the Tax Administration\'s basic data, in which every business ID it knows stands), 5 Ennakkoperintärekisteri (Förskottsuppbördsregistret, the prepayment register; type 55 Rekisterissä, in both samples: a payer need not withhold tax from a payment for work to a business entered in it) and 6 Arvonlisäverovelvollisuus (the VAT liability above); 7 is the employer register (types 41, 42).',
    'Prepayment and employer registers: registers 5 and 7, which a check of a partner under the Contractor\'s Obligations Act (tilaajavastuulaki) reads, are read as VAT is and stored in tax_registers (schema 18), one row per company and register of this source\'s own: registered while an entry is in force on the file\'s day (no end date, or one not yet past), since the first registrationDate of the entries in force (else of all), until the latest endDate where no entry is open-ended, the last day in the register as YTJ writes it, or, where every entry in force begins after the file\'s day (a business struck off and entered again from a day ahead), the end of the earlier entry, as VAT\'s deregisteredOn: out of the register from the day after it, in again from since. The details and the compliance answer serve them as taxRegisters { prepayment, employer }, each { registered, since, until }, registered weighed against the registers\' day as VAT is (from the day after until, false); a register YTJ lists no entry of the company in answers registered false with no dates. Each import replaces the rows, a failed one leaves them as they were, withdrawing the source removes them; a store not yet holding any (imported before schema 18) answers taxRegisters null, not known, as LV, EE and LT do.',
    'EUID: euId (FIFPRO.0112038-9), the identifier of the European business register interconnection (BRIS), FI, the register\'s code FPRO, a full stop and the business ID, is not stored: where the file gives one it is the business ID written so, and a lookup reads it as that ID (domain/regcode.ts: GET /companies/FIFPRO.0112038-9, get_company_details). It is not served as a field: the file does not say which entities have one (BRIS covers companies, not every business ID: the samples are an Oy and an Oyj), and a profile of the whole register that the source\'s research cites for tradeRegisterStatus finds euId on about 18 records in 100, so no rule of form or register derives it: deriving it for every Finnish company would name an EUID that most of them, an association or a trader among them, do not have; serving it needs a column of its own.',
    'Website: website.url as YTJ writes it (www.nokia.com, mostly without a scheme), stored so in company_contacts (schema 8), a row of this source\'s own as ee.general keeps an Estonian website: each import of this source replaces the Finnish websites, a failed one leaves them as they were and withdrawing it removes them. The details serve it as a link (domain/website-link.ts): https:// before a bare address (https://www.nokia.com/), an http(s) address as written; anything that is no web address (javascript:, data:, mailto:, ftp://, a host without a dot, a user name and password before the host) is not kept and answers null, so a page showing it as a link runs nothing. YTJ v3 publishes no e-mail or telephone. Of the other files imported, only the EE general-data JSON gives a website (ee.general: see its notes); LV register.csv and LT JAR have no contact columns, so an LV or LT company answers website null.',
    'As-of date: the files state none (the zip\'s members and the pages carry no snapshot date). A download is dated by its Last-Modified header, the publisher\'s own statement, kept in the download cache; a file read from `--from DIR` (or downloaded without that header) would be dated by its modification time, which a copy sets to the copy\'s day, so it is dated instead by the latest `lastModified` day of its companies (the date as written, `2024-11-21 01:49:24` or `2026-08-19T10:04:06`; Finnish time, no zone), a day the register had reached: no later than the data, where a copy\'s day may be months later. A `lastModified` after the file\'s modification day is a bad value and is passed over, so one company cannot date the whole file; a file with no usable `lastModified` keeps its modification day. The date is known only after the last company, so the companies are read on the modification day: a VAT or other register entry whose end, entered in advance, falls between the two days is read as ended, as it is by the day the answer is served (which is never before the copy was made), and a VAT answer weighs its end date against the registers\' day in any case. With the bulk file and pages both given, the source\'s date is the later of the two files\'.',
    'Input: the /all_companies zip (one JSON array member, data….json) or saved /companies pages (companies*.json, { companies: [...] }); both are streamed. The pages are read in the place of the bulk file: where it is downloaded or in the `--from` folder, the import report names no page missing. A page leaves out a key whose value is null (the real page of Nokia Oyj holds no null, and writes `endDate` on its former name alone), so a page whose companies hold no end date, or no main line of business, is not told `endDate` or `mainBusinessLine` absent, as the bulk file, which writes each null in every company, is.',
  ],
  produces: ['company', 'companyName', 'contact', 'activity', 'vat', 'taxRegister', 'flag'],
  // A situation registered to begin, or ending, on a later day moves the status on that day: the
  // publish of that day sets it, and an answer derives it from the flags in force on its own day.
  statusFromFlags: [...STATUS_FROM_FLAGS['fi.ytj']!],
  // Pages of /companies fetched while the register changes repeat companies (and the bulk file
  // and pages may both be supplied): one row per company and per name, website, code, VAT number, flag.
  keepLatest: [
    { kind: 'company', by: ['country', 'regcode'], order: [] },
    { kind: 'companyName', by: ['country', 'regcode', 'name', 'kind', 'validFrom'], order: [] },
    { kind: 'contact', by: ['country', 'regcode', 'kind'], order: [] },
    { kind: 'activity', by: ['country', 'regcode', 'code', 'classification'], order: [] },
    { kind: 'vat', by: ['country', 'regcode', 'vatNumber'], order: [] },
    { kind: 'taxRegister', by: ['country', 'regcode', 'register'], order: [] },
    { kind: 'flag', by: ['country', 'regcode', 'flag', 'since'], order: [] },
  ],
  // ~460k–820k business IDs, each giving a company plus names, activity and VAT rows.
  expectedRows: { min: 300_000, max: 10_000_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'replace',
};
