// The sanctions lists: EU and UN XML (sanctions-xml.ts), OFAC's legacy header-less CSV set
// (`sdn.csv`, `alt.csv`, `add.csv`, `sdn_comments.csv`: text quoted, numbers bare, `-0- ` for
// nothing), the Latvian national list of FID, its asset-freeze table (fid-freeze.ts) and UR's own
// sanctions.csv linking sanctions to Latvian entities and their owners.
import type { DemoSanctionEntry } from '../model.ts';
import { NOTABLE } from '../notable.ts';
import { foldText } from '../../domain/fold.ts';
import { dotted } from '../calendar.ts';
import { CsvSink, FileSink } from './sink.ts';
import type { WriteContext, Written } from './context.ts';
import { writeEuXml, writeUnXml, xmlEscape } from './sanctions-xml.ts';
import { writeFreezeTable } from './fid-freeze.ts';

const NULL = '-0- ';
const q = (s: string | null | undefined) => (s ? `"${s.replace(/"/g, '""')}"` : NULL);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COUNTRY: Record<string, string> = { RU: 'Russia', LV: 'Latvia', EE: 'Estonia', LT: 'Lithuania', BY: 'Belarus', FI: 'Finland' };

function ofacRemarks(e: DemoSanctionEntry): string | null {
  const parts: string[] = [];
  // OFAC writes names in plain Latin letters.
  const linked = e.purpose === 'owner' ? `Linked To: ${foldText(NOTABLE.sanctioned.byOwner.name).toUpperCase()}` : null;
  if (e.birthDate) {
    const [y, m, d] = e.birthDate.split('-');
    parts.push(`DOB ${d} ${MONTHS[Number(m) - 1]} ${y}`, `nationality ${COUNTRY[e.country] ?? e.country}`, 'Gender Male');
  }
  if (e.regNumber) parts.push(`Registration Number ${e.regNumber.value} (${COUNTRY[e.regNumber.country] ?? e.regNumber.country})`);
  if (e.kind === 'entity') parts.push(`Organization Type: ${e.purpose === 'name' ? 'Wholesale of solid, liquid and gaseous fuels' : 'Activities of holding companies'}`);
  if (linked) parts.push(linked);
  return parts.length > 0 ? parts.join('; ') + '.' : null;
}

// The characters of a linked entry's remarks kept in sdn.csv: OFAC cuts an overlong Remarks where it
// falls, mid-word, and sdn_comments.csv carries the rest (the importer joins them as they are). The
// demo's remarks are short, so the cut is made inside the Linked To clause, as in OFAC's own files;
// written as a clause of its own after a closed remark, the rest read `Gender Male.Linked To: …`,
// and the listed owner's gender was lost.
const REMARKS_KEPT_BEFORE_END = 12;

/** The remarks as sdn.csv and sdn_comments.csv hold them: the rest null where nothing overflows. */
function ofacRemarksParts(e: DemoSanctionEntry): { remarks: string | null; rest: string | null } {
  const remarks = ofacRemarks(e);
  if (remarks === null || e.purpose !== 'owner') return { remarks, rest: null };
  const cut = remarks.length - REMARKS_KEPT_BEFORE_END;
  return { remarks: remarks.slice(0, cut), rest: remarks.slice(cut) };
}

function writeOfac(ctx: WriteContext, entries: DemoSanctionEntry[], out: Written): void {
  const sdn = new FileSink(ctx.dir, 'sdn.csv');
  const alt = new FileSink(ctx.dir, 'alt.csv');
  const add = new FileSink(ctx.dir, 'add.csv');
  const comments = new FileSink(ctx.dir, 'sdn_comments.csv');
  let altNum = 30_001;
  let addNum = 40_001;
  for (const e of entries) {
    const type = e.kind === 'person' ? q('individual') : NULL;
    const { remarks, rest } = ofacRemarksParts(e);
    sdn.line([e.id, q(e.name), type, q(e.program), NULL, NULL, NULL, NULL, NULL, NULL, NULL, q(remarks)].join(','));
    for (const a of e.aliases) alt.line([e.id, altNum++, q('aka'), q(a), NULL].join(','));
    add.line([e.id, addNum++, NULL, NULL, q(COUNTRY[e.country] ?? e.country), NULL].join(','));
    if (rest !== null) comments.line([e.id, q(rest)].join(','));
  }
  out.push(sdn.close(ctx.instant), alt.close(ctx.instant), add.close(ctx.instant), comments.close(ctx.instant));
}

/** FID's national list: a few subjects of its own (fillers: they match no demo company). */
function writeFid(ctx: WriteContext, entries: DemoSanctionEntry[], out: Written): void {
  const sink = new FileSink(ctx.dir, 'LV_national_v2.xml');
  sink.line('<?xml version="1.0" encoding="UTF-8"?>');
  sink.line(`<Entities generationDate="${ctx.day}">`);
  for (const e of entries) {
    const t = (name: string, v: string | null) => (v ? `<${name}>${xmlEscape(v)}</${name}>` : '');
    sink.line(`  <Entity>${t('Id', `LV-${e.id}`)}${t('Type', e.kind === 'person' ? 'fp' : 'jp')}`
      + `<Name>${t('WholeName', e.name)}${t('FirstName', e.firstName)}${t('LastName', e.lastName)}</Name>`
      + (e.birthDate ? `<Birth>${t('BirthDate', `${dotted(e.birthDate)}.`)}${t('BirthCountryIso2Code', e.country)}</Birth>` : '')
      + `${t('ListedOn', `${dotted(e.listedOn)}.`)}${t('Program', 'Ministru kabineta rīkojums par nacionālajām sankcijām')}`
      + `${t('Remark', e.reason)}${t('Link', 'https://sankcijas.fid.gov.lv')}</Entity>`);
  }
  sink.line('</Entities>');
  out.push(sink.close(ctx.instant));
}

/** UR's records: the sanctioned entity itself, and a sanctioned beneficial owner of another. */
function writeUrSanctions(ctx: WriteContext, out: Written): void {
  const S = NOTABLE.sanctioned;
  const sink = new CsvSink(ctx.dir, 'sanctions.csv', ['legal_entity_registration_number', 'sanctions_subject_registration_number',
    'sanctions_subject_name', 'sanctions_subject_legal_form_code', 'position', 'position_text_lv', 'list', 'list_text', 'program',
    'entry_date', 'registered_on', 'legal_base', 'legal_base_url', 'entity_type', 'birth_date'], ';');
  const base = 'Padomes Regula (ES) Nr. 269/2014';
  const url = 'https://eur-lex.europa.eu/eli/reg/2014/269/oj';
  sink.row([S.byRegcode.regcode, S.byRegcode.regcode, S.byRegcode.name, 'AS', '', '', 'EU', 'Eiropas Savienības sankciju saraksts', 'RUS',
    '2023-02-25', '2023-03-01', base, url, 'LEGAL_ENTITY', '']);
  sink.row([S.byOwner.regcode, '', S.byOwner.owner.name, '', 'BENEFICIAL_OWNER', 'Patiesā labuma guvējs', 'EU', 'Eiropas Savienības sankciju saraksts',
    'RUS', '2022-06-03', '2022-06-10', base, url, 'NATURAL_PERSON', S.byOwner.owner.birthDate]);
  out.push(sink.close(ctx.instant));
}

export function writeSanctions(ctx: WriteContext): Written {
  const out: Written = [];
  const all = ctx.data.sanctions;
  out.push(writeEuXml(ctx, all.filter((e) => e.list === 'EU')));
  out.push(writeUnXml(ctx, all.filter((e) => e.list === 'UN')));
  writeOfac(ctx, all.filter((e) => e.list === 'OFAC'), out);
  writeFid(ctx, all.filter((e) => e.list === 'EU' && e.purpose === 'other').slice(0, 5), out);
  writeFreezeTable(ctx, out);
  writeUrSanctions(ctx, out);
  return out;
}
