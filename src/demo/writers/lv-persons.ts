// UR's person files: officers.csv (names `Surname Firstname`, the masked personal code, a birth
// date that may be `YYYY-MM` or empty), members.csv with members_joint_owners.csv (a JOINT_OWNERS
// row whose persons sit in the second file by member_id), stockholders.csv and
// beneficial_owners.csv (forename and surname apart, keyed by legal_entity_registration_number).
import type { DemoCompany, DemoPerson, DemoRole } from '../model.ts';
import { CsvSink, type Cell } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { urStamp } from './stable.ts';

const HOLDER_HEAD = ['id', 'uri', 'at_legal_entity_registration_number', 'entity_type', 'name', 'latvian_identity_number_masked',
  'birth_date', 'legal_entity_registration_number', 'number_of_shares', 'share_nominal_value', 'share_currency', 'date_from',
  'date_to', 'registered_on', 'last_modified_at'];
const GOVERNING_BODY: Record<string, string> = {
  BOARD_MEMBER: 'EXECUTIVE_BOARD', CHAIR_OF_BOARD: 'EXECUTIVE_BOARD',
  SUPERVISORY_BOARD_MEMBER: 'SUPERVISORY_BOARD', CHAIR_OF_SUPERVISORY_BOARD: 'SUPERVISORY_BOARD',
};

/** UR writes officers' and holders' names surname first. */
const urName = (p: DemoPerson) => `${p.lastName} ${p.firstName}`;

/** What UR shows of a birth date: all of it, the year and month, or nothing (the masked code then). */
export function urBirthDate(p: DemoPerson): string {
  if (p.lvBirthDateForm === 'full') return p.birthDate;
  if (p.lvBirthDateForm === 'month') return p.birthDate.slice(0, 7);
  return '';
}

const uri = (kind: string, id: number) => `https://dati.ur.gov.lv/${kind}/${id}`;

function personCells(r: DemoRole): Cell[] {
  if (r.person) return ['NATURAL_PERSON', urName(r.person), r.person.lvMaskedCode ?? '', urBirthDate(r.person), ''];
  const h = r.holder!;
  return [h.country === 'LV' ? 'LEGAL_ENTITY' : 'FOREIGN_ENTITY', h.name, '', '', h.regcode];
}

// UR's representation_with_at_least counts the others a member acts with: at most the rest of the board.
const withOthers = (board: number): number => Math.min(2, board - 1);

function writeOfficers(ctx: WriteContext, roles: DemoRole[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'officers.csv', ['id', 'uri', 'at_legal_entity_registration_number', 'entity_type', 'position',
    'governing_body', 'name', 'latvian_identity_number_masked', 'birth_date', 'legal_entity_registration_number',
    'rights_of_representation_type', 'representation_with_at_least', 'registered_on', 'last_modified_at'], ';');
  const boardSize = new Map<DemoCompany, number>();
  for (const r of roles) if (GOVERNING_BODY[r.position] === 'EXECUTIVE_BOARD') boardSize.set(r.company, (boardSize.get(r.company) ?? 0) + 1);
  for (const r of roles) {
    if (r.kind !== 'officer' && r.kind !== 'micro_enterprise') continue;
    const p = r.person!;
    const body = GOVERNING_BODY[r.position] ?? '';
    const rights = body === 'EXECUTIVE_BOARD' ? ((boardSize.get(r.company) ?? 1) > 1 ? 'WITH_AT_LEAST' : 'INDIVIDUALLY') : r.position === 'OWNER' || r.position === 'MEMBER_OF_PARTNERSHIP' ? 'INDIVIDUALLY' : '';
    sink.row([r.id, uri('officers', r.id), r.company.regcode, 'NATURAL_PERSON', r.position, body, urName(p), p.lvMaskedCode ?? '',
      urBirthDate(p), '', rights, rights === 'WITH_AT_LEAST' ? withOthers(boardSize.get(r.company)!) : '', r.since, urStamp(r.since, String(r.id))]);
  }
  out.push(sink.close(ctx.instant));
}

function holding(r: DemoRole): Cell[] {
  return [r.shareCount, r.shareNominal === null ? '' : r.shareNominal.toFixed(2), 'EUR', r.since, ''];
}

function writeHolders(ctx: WriteContext, roles: DemoRole[], out: Written): void {
  const members = new CsvSink(ctx.dir, 'members.csv', HOLDER_HEAD, ';');
  const joint = new CsvSink(ctx.dir, 'members_joint_owners.csv', ['id', 'member_id', 'entity_type', 'name', 'latvian_identity_number_masked',
    'birth_date', 'legal_entity_registration_number', 'date_from', 'registered_on', 'last_modified_at'], ';');
  const stockholders = new CsvSink(ctx.dir, 'stockholders.csv', [...HOLDER_HEAD, 'votes', 'stock_type'], ';');
  const groups = new Map<number, DemoRole[]>();
  for (const r of roles) {
    if (r.kind === 'member' && r.jointGroup !== null) {
      if (!groups.has(r.jointGroup)) groups.set(r.jointGroup, []);
      groups.get(r.jointGroup)!.push(r);
      continue;
    }
    const stamp = urStamp(r.since, String(r.id));
    if (r.kind === 'member') members.row([r.id, uri('members', r.id), r.company.regcode, ...personCells(r), ...holding(r), r.since, stamp]);
    if (r.kind === 'stockholder') stockholders.row([r.id, uri('stockholders', r.id), r.company.regcode, ...personCells(r), ...holding(r), r.since, stamp, r.shareCount, 'ORDINARY']);
  }
  for (const group of groups.values()) {
    const head = group[0]!;
    members.row([head.id, uri('members', head.id), head.company.regcode, 'JOINT_OWNERS', '', '', '', '', ...holding(head), head.since, urStamp(head.since, String(head.id))]);
    for (const r of group) {
      const p = r.person!;
      joint.row([r.id + 9_000_000, head.id, 'NATURAL_PERSON', urName(p), p.lvMaskedCode ?? '', urBirthDate(p), '', r.since, r.since, urStamp(r.since, String(r.id))]);
    }
  }
  out.push(members.close(ctx.instant), joint.close(ctx.instant), stockholders.close(ctx.instant));
}

// Where the owner lives as UR's file gives it: a few Latvian owners live abroad (chosen by the
// person's number, not drawn, so the other draws stay as they were).
const residenceOf = (p: DemoPerson): string => (p.residence === 'LV' && p.id % 37 === 5 ? 'DE' : p.residence);

function writeBeneficialOwners(ctx: WriteContext, roles: DemoRole[], out: Written): void {
  const sink = new CsvSink(ctx.dir, 'beneficial_owners.csv', ['id', 'legal_entity_registration_number', 'forename', 'surname',
    'latvian_identity_number_masked', 'birth_date', 'nationality', 'residence', 'registered_on', 'last_modified_at'], ';');
  for (const r of roles) {
    if (r.kind !== 'beneficial_owner') continue;
    const p = r.person!;
    sink.row([r.id, r.company.regcode, p.firstName, p.lastName, p.lvMaskedCode ?? '', urBirthDate(p), p.nationality, residenceOf(p),
      r.since, urStamp(r.since, String(r.id))]);
  }
  out.push(sink.close(ctx.instant));
}

export function writeLvPersons(ctx: WriteContext, roles: DemoRole[], out: Written): void {
  if (ctx.wants('officers.csv')) writeOfficers(ctx, roles, out);
  if (ctx.wants('members.csv') || ctx.wants('stockholders.csv')) writeHolders(ctx, roles, out);
  if (ctx.wants('beneficial_owners.csv')) writeBeneficialOwners(ctx, roles, out);
}
