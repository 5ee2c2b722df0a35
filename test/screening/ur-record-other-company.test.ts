// A record of UR's sanctions.csv names a listed person against one company (its reason: "Patiesā
// labuma guvējs (beneficial owner) of 40103777120"). Screening also matches that person as the
// member of another company, whose answer then showed the reason "… of 40103777120" beside the
// member's sentence, as if the register had recorded this company. The explanation now says first
// whom the register recorded the person against (its number, its name where the store holds it),
// then why this company matched; the reason stays the register's text. REST and MCP alike.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { urSanctionsSource } from '../../src/importers/sanctions/index.ts';
import type { Services } from '../../src/services/index.ts';
import type { DatabaseSync } from 'node:sqlite';
import { createTestStore, insertCompany, insertRole, withDb, type TestStore } from './store.ts';
import { callTool, structuredOf, type Connected } from '../mcp/client.ts';
import { servedScreening } from './served.ts';

const RECORDED = { country: 'LV', regcode: '40103777120', name: 'SIA "Kurzemes Metāla Serviss"' };
const HELD = { country: 'LV', regcode: '40103777158', name: 'SIA "Liepājas Tranzīta Grupa"' };
// A company whose member bears the name of a subject UR records against a company the store does not hold.
const HELD_ELSEWHERE = { country: 'LV', regcode: '40103777159', name: 'SIA "Ventas Kravas"' };

const HEADER = 'legal_entity_registration_number;sanctions_subject_registration_number;sanctions_subject_name;sanctions_subject_legal_form_code;'
  + 'position;position_text_lv;list;list_text;program;entry_date;registered_on;legal_base;legal_base_url;entity_type;birth_date';
const ROWS = [
  '40103777120;;Gennadijs Kuzņecovs;;BENEFICIAL_OWNER;Patiesā labuma guvējs;ES;Eiropas Savienības sankciju saraksts;RUS;2022-06-03;2022-06-10;'
    + 'Padomes Regula (ES) Nr. 269/2014;;NATURAL_PERSON;1961-11-05',
  '40103999990;;Oļegs Sidorenko;;MEMBER;Dalībnieks;ES;Eiropas Savienības sankciju saraksts;RUS;2023-02-25;2023-03-01;'
    + 'Padomes Regula (ES) Nr. 269/2014;;NATURAL_PERSON;1970-02-11',
];

let store: TestStore;
let db: DatabaseSync;
let services: Services;
let mcp: Connected;
let close: () => Promise<void>;

before(async () => {
  store = createTestStore();
  withDb(store.path, (w) => {
    for (const c of [RECORDED, HELD, HELD_ELSEWHERE]) insertCompany(w, c);
    insertRole(w, { ...RECORDED, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05' });
    insertRole(w, { ...HELD, role: 'member', name: 'Kuzņecovs Gennadijs', birthDate: '1961-11-05', sharePercent: 100 });
    insertRole(w, { ...HELD_ELSEWHERE, role: 'member', name: 'Sidorenko Oļegs', birthDate: '1970-02-11', sharePercent: 100 });
  });
  const dir = join(store.dir, 'lists');
  mkdirSync(dir);
  writeFileSync(join(dir, 'sanctions.csv'), [HEADER, ...ROWS].join('\n') + '\n');
  // The import screens every company once the list is published.
  const report = await importSources({ databasePath: store.path, sources: [urSanctionsSource], fromDir: dir, now: new Date('2026-11-21T08:00:00Z'), progress: 'none' });
  assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
  ({ db, services, mcp, close } = await servedScreening(store, 0.9));
});
after(() => close());

type Match = { source: string | null; reason: string | null; explanation: string; score: number };
const urMatch = (matches: readonly Match[]) => {
  const m = matches.find((x) => x.source === 'sanctions.ur');
  assert.ok(m, `no sanctions.ur match among ${JSON.stringify(matches)}`);
  return m;
};

const OTHER_COMPANY = 'The Latvian register\'s sanctions file records the listed person "Gennadijs Kuzņecovs" as the beneficial owner of another company, '
  + 'SIA "Kurzemes Metāla Serviss" (LV 40103777120), not of this one; the number the reason gives, 40103777120, is that company\'s. '
  + 'This company matched because its member Gennadijs Kuzņecovs holding 100 % has the name of the listed person "Gennadijs Kuzņecovs", with the same birth date.';

test('the sanctions check of the member\'s company says UR recorded the person against the other company, and why this one matched', () => {
  const m = urMatch(services.sanctionsFor(HELD.regcode, 'LV').sanctions as Match[]);
  assert.equal(m.score, 1);
  assert.equal(m.explanation, OTHER_COMPANY);
  // The register's own words stay as it wrote them (the list and the legal base with their English
  // beside them), its record's company number last.
  assert.equal(m.reason, 'Eiropas Savienības sankciju saraksts (European Union sanctions list); legal base: Padomes Regula (ES) Nr. 269/2014 '
    + '(Council Regulation (EU) No 269/2014); Patiesā labuma guvējs (beneficial owner) of 40103777120');
});

test('the REST compliance statement and get_company_compliance give the same sentence', async () => {
  assert.equal(urMatch(services.complianceFor(HELD.regcode, 'LV').sanctions as Match[]).explanation, OTHER_COMPANY);
  const result = await callTool(mcp.client, 'get_company_compliance', { regcode: HELD.regcode, country: 'LV' });
  assert.equal(urMatch(structuredOf<{ sanctions: Match[] }>(result).sanctions).explanation, OTHER_COMPANY);
});

test('the company the record names is told of as before, its own record', () => {
  const m = urMatch(services.sanctionsFor(RECORDED.regcode, 'LV').sanctions as Match[]);
  assert.equal(m.explanation, 'The Latvian register\'s sanctions file names the listed person "Gennadijs Kuzņecovs" as an owner of this company, its beneficial owner.');
});

test('a company the store does not hold is named by its number, said to be not held', () => {
  const m = urMatch(services.sanctionsFor(HELD_ELSEWHERE.regcode, 'LV').sanctions as Match[]);
  assert.match(m.explanation, /^The Latvian register's sanctions file records the listed person "Oļegs Sidorenko" as the member of another company, LV 40103999990 \(a company this dataset does not hold\), not of this one; .* This company matched because its member Oļegs Sidorenko holding 100 % has the name/);
});
