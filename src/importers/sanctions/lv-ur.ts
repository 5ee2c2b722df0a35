// UR `sanctions.csv` ("Sankcijas"): sanctions the Register of Enterprises records against Latvian
// legal entities or against persons linked to them (a member, a beneficial owner, a board member).
// Each row names the Latvian entity (`legal_entity_registration_number`), the sanctions subject
// and, for a linked subject, its `position`. No real excerpt was found: the columns are the ones
// public importers read (lv-and-sanctions.md 2.8) and the test fixture follows them.
import { foldText } from '../../domain/fold.ts';
import { urSanctionPositionWords } from '../../domain/ur-sanction-positions.ts';
import { sanctionsListInEnglish } from '../../domain/sanctions-list-english.ts';
import { legalActInEnglish } from '../../domain/legal-act-english.ts';
import { parsePartialDate } from '../../domain/dates.ts';
import { describingDate } from '../date-cells.ts';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { LICENCE, UR_PUBLISHER, ckan, dataGovLv } from '../lv/common.ts';
import { SANCTIONS_DATE_RULE, sanctionEntry, text } from './common.ts';
import { entryGroupKey, mergedRepeats, REPEATED_ROWS_RULE } from './repeated-entries.ts';

export const UR_SANCTIONS_FILE = 'sanctions.csv';

const COLUMNS = ['legal_entity_registration_number', 'sanctions_subject_registration_number', 'sanctions_subject_name',
  'sanctions_subject_legal_form_code', 'position', 'position_text_lv', 'list', 'list_text', 'program', 'entry_date',
  'registered_on', 'legal_base', 'legal_base_url', 'entity_type',
  // personal fields some exports carry
  'forename', 'surname', 'name', 'birth_date', 'latvian_identity_number_masked'];

/** The list a row names, in the codes the other sources use; `LV-UR` when the row names none. */
export function urListCode(raw: string): string {
  const f = foldText(raw);
  if (f === '') return 'LV-UR';
  if (/\b(eu|es|eiropas)\b/.test(f)) return 'EU';
  if (/\b(un|ano|apvienoto naciju)\b/.test(f)) return 'UN';
  if (/\b(ofac|asv|us|usa)\b/.test(f)) return 'OFAC';
  if (/\b(lv|latvijas|nacionalas?|nacionalais)\b/.test(f)) return 'LV';
  return raw.trim().toUpperCase();
}

// Positions that make the subject an owner of the entity (member, stockholder, beneficial owner,
// and a partner of a partnership: UR's MEMBER_OF_PARTNERSHIP, as officers.csv codes a partner of a
// PS or a general partner of a KS, who owns and runs it whatever its share, docs/sanctions.md
// "Partners"), in UR's codes or Latvian words; `BOARD_MEMBER`/`COUNCIL_MEMBER` are officers, not
// owners, and a plain `biedrs` may be an association's member, no owner.
const OWNER_POSITION = /beneficial|owner|stockholder|shareholder|^members?$|^member of partnership$|dalibniek|akcionar|ipasniek|labuma guvej|patiesa|(?:pilnsabiedribas|personalsabiedribas) biedr|komplementar/;

export function isOwnerPosition(position: string): boolean {
  return OWNER_POSITION.test(foldText(position));
}

/**
 * The position as the reason gives it: UR's Latvian words with their English beside them, the
 * words a match's explanation uses (`Patiesā labuma guvējs (beneficial owner)`), as a proceeding's
 * wording is given; the Latvian alone where the position is not one known, and the code where the
 * row gives no Latvian words.
 */
function positionWords(row: Row, position: string): string {
  const latvian = text(row.position_text_lv);
  if (latvian === '') return position;
  const english = urSanctionPositionWords(position);
  return english === null ? latvian : `${latvian} (${english})`;
}

/**
 * The list as UR names it, in Latvian and kept as written, with its English name beside it
 * (`Eiropas Savienības sankciju saraksts (European Union sanctions list)`); as written alone where
 * the name is none of the lists known.
 */
function listWords(row: Row): string {
  const latvian = text(row.list_text);
  const english = latvian === '' ? null : sanctionsListInEnglish(latvian);
  return english === null ? latvian : `${latvian} (${english})`;
}

/**
 * The legal act the record rests on (legal_base, also the reference, as written), with its English
 * title where its designation gives one (`Padomes Regula (ES) Nr. 269/2014 (Council Regulation (EU)
 * No 269/2014)`), as FID's freezes give theirs: a reader abroad found the act only in the reference,
 * in Latvian.
 */
function legalBaseWords(row: Row): string {
  const act = text(row.legal_base);
  if (act === '') return '';
  const english = legalActInEnglish(act);
  return `legal base: ${english === null ? act : `${act} (${english})`}`;
}

export function mapUrSanctionsRow(row: Row, ctx: MapContext): MapResult {
  const lvRegcode = text(row.legal_entity_registration_number);
  const subjectRegcode = text(row.sanctions_subject_registration_number);
  const name = text(row.sanctions_subject_name) || [text(row.forename), text(row.surname)].filter(Boolean).join(' ') || text(row.name);
  if (lvRegcode && !/^\d{5,12}$/.test(lvRegcode)) return { reject: 'legal_entity_registration_number is not a registration number' };
  if (!name && !lvRegcode) return { reject: 'neither a subject name nor a Latvian entity' };
  const position = text(row.position) || text(row.position_text_lv);
  const person = text(row.entity_type).toUpperCase() === 'NATURAL_PERSON';
  // The subject is the entity itself when it carries the entity's number, or when no position links it.
  const self = lvRegcode !== '' && (subjectRegcode === lvRegcode || (!person && position === '' && subjectRegcode === ''));
  const identifiers: Array<{ type: string; value: string; country: string | null; position?: string }> = [];
  if (self) identifiers.push({ type: 'regcode', value: lvRegcode, country: 'LV' });
  else {
    if (subjectRegcode) identifiers.push({ type: 'regcode', value: subjectRegcode, country: /^\d{11}$/.test(subjectRegcode) ? 'LV' : null });
    // Read by screening: the Latvian entity the subject owns, or is otherwise linked to.
    // The position goes with the link, so a match can say beneficial owner, member or board member.
    if (lvRegcode) identifiers.push({ type: isOwnerPosition(position) ? 'owned_lv_entity' : 'linked_lv_entity', value: lvRegcode, country: 'LV', position });
  }
  const list = urListCode(text(row.list));
  const program = text(row.program);
  const birth = describingDate(text(row.birth_date), 'birth_date', ctx, parsePartialDate);
  return sanctionEntry({
    list,
    // One row per subject, entity, programme, position and legal act: together they name it.
    entryId: ['UR', lvRegcode || '-', subjectRegcode || foldText(name), program, foldText(position), foldText(text(row.legal_base))].join(':'),
    reference: text(row.legal_base) || null,
    schema: person ? 'person' : 'entity',
    name: name || lvRegcode,
    aliases: [],
    identifiers,
    countries: self || (subjectRegcode && /^\d{11}$/.test(subjectRegcode)) ? ['LV'] : [],
    programs: [program],
    listedOn: describingDate(text(row.entry_date), 'entry_date', ctx) ?? describingDate(text(row.registered_on), 'registered_on', ctx),
    reason: [listWords(row), legalBaseWords(row), position ? `${positionWords(row, position)} of ${lvRegcode}` : '']
      .filter(Boolean).join('; ') || null,
    sourceUrl: text(row.legal_base_url) || null,
    birthDates: [birth],
    // sanctions.csv gives no address of the subject.
    addresses: [],
  });
}

export const urSanctionsSource: SourceDefinition = {
  id: 'sanctions.ur',
  country: 'LV',
  title: 'UR sanctions recorded against Latvian entities (sanctions.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv('526d69b8-4b81-49a9-94a4-9acf3d601f69', 'fa10a73f-0a10-4ce7-b0f8-f9652d572a10', UR_SANCTIONS_FILE),
  resolve: ckan('526d69b8-4b81-49a9-94a4-9acf3d601f69', UR_SANCTIONS_FILE),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['sanctions: direct hits on Latvian entities and their owners', 'screening of every company'],
  files: [{
    name: UR_SANCTIONS_FILE,
    format: 'csv',
    csv: { delimiter: 'auto', encoding: 'utf8 or windows-1257', required: ['legal_entity_registration_number', 'sanctions_subject_name'], known: COLUMNS },
    // Rows naming the same entry (a corrected row beside the old one) are merged into one.
    groupKey: entryGroupKey(mapUrSanctionsRow),
  }],
  mapGroup: mergedRepeats(mapUrSanctionsRow),
  produces: ['sanctionEntry'],
  expectedRows: { min: 1, max: 100_000 },
  maxRejectRate: 0.02,
  notes: [
    SANCTIONS_DATE_RULE,
    'A row whose subject is the Latvian entity itself gives an entry with the entity\'s regcode (a registration-number match, score 1).',
    'A row whose subject is linked to the entity gives an entry for the subject; the entity is matched on `owner` (score 1 for a member, stockholder, beneficial owner or partner position, `MEMBER_OF_PARTNERSHIP` as officers.csv codes a partner of a PS or a general partner of a KS; 0.8 for other positions).',
    'The list column is mapped to EU, UN, OFAC or LV where it names one; rows naming none are list `LV-UR`.',
    'The reason gives the list\'s own words (list_text), UR\'s Latvian kept as written, with the list\'s English name beside it where it is one of the EU\'s, the UN Security Council\'s, the US OFAC list (its SDN list) or Latvia\'s national list (`Eiropas Savienības sankciju saraksts (European Union sanctions list)`); then the legal base (legal_base, as written, also the reference), with the act\'s English title where its designation gives one (`legal base: Padomes Regula (ES) Nr. 269/2014 (Council Regulation (EU) No 269/2014)`, as for FID\'s freezes); then the position and the Latvian entity: position_text_lv, UR\'s Latvian, with the English a match\'s explanation uses beside it (`Patiesā labuma guvējs (beneficial owner) of 40003555002`; member, stockholder, partner, board member, council member, owner), the Latvian alone where the position is none of these, the position code where the row gives no Latvian.',
    REPEATED_ROWS_RULE,
  ],
};
