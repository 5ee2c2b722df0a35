// Persons on the registry card (`ettevotja_rekvisiidid__kaardile_kantud_isikud.json`) and persons
// off it (`…__kandevalised_isikud.json`, array key `kaardivalised_isikud`): board members,
// procurators, liquidators, partners, founders. The full role classifier (ISIKROLLID) is published
// only through the contract API, so confirmed codes get a position name, a few wordings of seats
// the Latvian register names too get that name (domain/ee-positions.ts), and every other role keeps
// the register's own wording (`isiku_roll_tekstina`) as its position. A founder (ASUT, Asutaja)
// holds no office: a member with position founder (domain/founder-role.ts says why).
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { CARD_PERSON_WRITTEN_KEYS, PERSON_FILE_KEYS, mapPersonsOfCompany, type RoleChoice } from './person-entry.ts';
import { RIK_FILES, text } from './values.ts';
import { FOUNDER } from '../../domain/founder-role.ts';
import { eeWordedPosition } from '../../domain/ee-positions.ts';
import { EE_WORDED_PARTNERS, GENERAL_PARTNER, LIMITED_PARTNER } from '../../domain/partner-roles.ts';

const KNOWN: Record<string, RoleChoice> = {
  JUHL: { role: 'officer', position: 'board_member' }, // juhatuse liige
  PROK: { role: 'officer', position: 'procurator' }, // prokurist
  LIKV: { role: 'officer', position: 'liquidator' }, // likvideerija
  OSAN: { role: 'member', position: null }, // osanik
  O: { role: 'member', position: null }, // osanik (older code, same wording)
  TOSAN: GENERAL_PARTNER, // täisosanik
  UOSAN: LIMITED_PARTNER, // usaldusosanik
  ASUT: FOUNDER, // asutaja
};

// A sole proprietor's owner, should the card name one (the code is not confirmed).
const SOLE_PROPRIETOR = /^f[uü][uü]silisest isikust ettev[oõ]tja$/i;

export function roleOfCardEntry(entry: Row): RoleChoice {
  const code = text(entry.isiku_roll)?.toUpperCase() ?? null;
  const wording = text(entry.isiku_roll_tekstina);
  if (code !== null && KNOWN[code]) return KNOWN[code]!;
  if (code === 'FIE' || (wording !== null && SOLE_PROPRIETOR.test(wording))) return { role: 'micro_enterprise', position: 'owner' };
  if (wording !== null && /^asutaja$/i.test(wording)) return FOUNDER;
  // A partner under a code not known here: the wording, which the file always carries, tells.
  const partner = wording === null ? undefined : EE_WORDED_PARTNERS[wording.normalize('NFC').trim().toLocaleLowerCase('et')];
  if (partner !== undefined) return partner;
  if (code === null && wording === null) return { role: 'officer', position: null };
  const worded = eeWordedPosition(wording);
  if (worded !== null) return { role: 'officer', position: worded };
  return { role: 'officer', position: wording ?? code!.toLowerCase() };
}

export function mapCardPersonsRow(row: Row, ctx: MapContext): MapResult {
  return mapPersonsOfCompany(row, ctx, ['kaardile_kantud_isikud', 'kaardivalised_isikud'], roleOfCardEntry);
}

// Each company object names its persons under the one list key its file uses.
const PERSON_KEYS = ['ariregistri_kood', ['kaardile_kantud_isikud', 'kaardivalised_isikud']];

export const personsSource: SourceDefinition = {
  id: 'ee.persons',
  country: 'EE',
  title: 'RIK e-Business Register: persons on and off the registry card',
  publisher: 'Registrite ja Infosüsteemide Keskus (RIK), e-äriregister',
  url: RIK_FILES + 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json.zip',
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['person.officer', 'person.member', 'person.new', 'details.officers'],
  files: [
    {
      name: 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json',
      url: RIK_FILES + 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json.zip',
      format: 'json-array',
      recordKeys: PERSON_KEYS,
      knownKeys: PERSON_FILE_KEYS,
      writtenKeys: CARD_PERSON_WRITTEN_KEYS,
      mapRow: mapCardPersonsRow,
    },
    {
      name: 'ettevotja_rekvisiidid__kandevalised_isikud.json',
      url: RIK_FILES + 'ettevotja_rekvisiidid__kandevalised_isikud.json.zip',
      format: 'json-array',
      recordKeys: PERSON_KEYS,
      knownKeys: PERSON_FILE_KEYS,
      writtenKeys: CARD_PERSON_WRITTEN_KEYS,
      mapRow: mapCardPersonsRow,
      optional: true,
    },
  ],
  produces: ['role'],
  notes: [
    'JUHL board_member, PROK procurator, LIKV liquidator (officers); OSAN/O member; TOSAN general_partner and UOSAN limited_partner (under another code the wordings Osanik, Täisosanik and Usaldusosanik tell the same, a role first served as an officer in that wording keeping its first-seen instant; members: the partners of a täisühing or usaldusühing are its owners; a general partner, who runs and represents it, is also listed among its officers in its details and counts as a controlling holder in sanctions screening, as an LV MEMBER_OF_PARTNERSHIP does; every member of a täisühing, all of whose partners are general partners by law, is stored as one, position general_partner, whatever its wording: the card may list a TÜ\'s partners as plain Osanik, and the position is given at publish, where the company\'s legal form is known, a partner first served as an officer Osanik keeping its first-seen instant); the wordings Nõukogu liige, Nõukogu esimees and Juhatuse esimees are the positions supervisory_board_member, chair_of_supervisory_board and chair_of_board, as LV names those seats (a role first served in the wording keeps its first-seen instant); every other role is an officer whose position is the register wording (isiku_roll_tekstina).',
    'A sole proprietor (FIE): an entry of code FIE or worded Füüsilisest isikust ettevõtja is stored as the owner of a sole trader (micro_enterprise, position owner), as UR\'s OWNER of an LV IK is: the FIE\'s details count it in personOwners as the one person holding the whole business (count 1, sharePercent 100), and sanctions screening compares it as a controlling holder. Neither the code nor the wording is documented (the classifier ISIKROLLID is served by the contract API alone), so whether the card names the entrepreneur is not known: an FIE no file names an owner of answers personOwners null, not a count of 0.',
    'A company in liquidation: the card may list its board (JUHL) beside its liquidators (LIKV), and every office it lists is served as listed (these notes do not say whether the register ends the board\'s entries when it enters a liquidator); its details list the liquidators first among its officers, and its compliance statement\'s in_liquidation flag names them, as they act for the company while it is wound up.',
    'An OÜ shareholder the card lists (O, OSAN) that ee.shareholders lists too (the same company; a legal holder\'s registry code and country where both rows give one, else the name; and birth and personal-code hash where both rows give one) is served as that file gives it, once; the card\'s row is kept stored, and served where that file does not list the holder.',
    'A founder (ASUT, Asutaja, in the off-card file) holds no office: the API\'s role list is closed (officer, member, stockholder, beneficial_owner, micro_enterprise), and a founder is served as the closest, member, with position founder, so neither the company\'s officers nor a person check shows a founder beside the board. Sanctions screening does not count a founder as an owner (a founder holds no share). A role first served as an officer with position Asutaja keeps its first-seen instant when read as a founder.',
    'Name = eesnimi + nimi_arinimi; birth date from synniaeg, else from the personal code of dumps before 01.11.2024 (the code is never stored). Most persons of current dumps have no birth date, so no birth date asked for confirms their roles: /persons/check and /persons/new-registrations list them only when asked for (candidates=true), apart from the person\'s roles and with birthDateMatch unknown, for every natural person whose name is the one asked for in full, and without it the answer says how many the name alone matches (the person check\'s candidateRoles beside the person\'s roles, or its 404\'s detail; new registrations\' candidateRoles where personKnown is false). A row without a birth date that has the isikukood_hash of a row whose synniaeg matches is the person\'s own role (birthDateMatch same_person), not a candidate.',
    'isikukood_hash (the hash of the personal code current dumps give in its place), on the rows of this file, ee.shareholders and ee.beneficial-owners that carry it: not stored itself, but a SHA-256 of it (person_roles.person_group, schema 9), never served; the candidates of one answer are numbered by it (candidateGroup 1, 2, … in that answer\'s order: the roles of one person share a number, a namesake\'s have another), null where a row has none.',
    'A legal person (isiku_tyyp J) holding a company, on the rows of this file and ee.shareholders: its number is isikukood_registrikood, or for a foreign one valis_kood; the country of a foreign one is read from valis_kood_riik or valis_kood_riik_tekstina (an ISO alpha-2 or alpha-3 code of any country, or its name in Estonian, English, Latvian, Lithuanian or Finnish: Läti, Küpros, CYP, Saksamaa; the form RIK uses is unconfirmed) and kept on the role as ISO alpha-2 (person_roles.holder_country, schema 10; ZZ where a foreign code has no country or one not read), served as the owner\'s registeredIn. A Latvian, Lithuanian or Finnish holder\'s number is kept in the form the store holds that country\'s companies in (an FI business ID with its hyphen; a Lithuanian VAT number, LT and 9 digits, as written, its digits being no company code), so the owners of the company name that country where the store holds the holder; a holder of another country (registeredIn CY, DE, …, country null), or a foreign code with no country, or a number with none named that is no Estonian registry code (an LV 11-digit code in isikukood_registrikood) (registeredIn null), is linked to no company (a foreign number equal to an Estonian registry code named that OÜ before).',
    'An entry without a name is left out; a company whose entries are all unusable is rejected.',
    'The off-card file (persons the card does not list, as founders) is read beside the card\'s, never instead of it: with `--from DIR` holding it and not the card\'s file, the source fails naming the card\'s; holding neither, it is skipped.',
    'An entry\'s `lopp_kpv` that holds text but is no real date rejects the company\'s row (it decides whether the role is current); an `algus_kpv` or `synniaeg` that is no real date is left empty with a warning in the import report.',
    '`volituste_loppemise_kpv` (by its name, the day the person\'s mandate ends, as a board member\'s term) is not read: neither its format nor which roles carry it is documented, and a mandate that has ended is not itself the person\'s removal from the register. A role is current until its `lopp_kpv`, so an office whose mandate has ended is served as current while its entry gives no `lopp_kpv`, and no answer gives the mandate\'s end.',
  ],
  // About 520,000 card entries (mostly board members of one-person companies).
  expectedRows: { min: 300_000, max: 5_000_000 },
  maxRejectRate: 0.01,
};
