// A compliance team asking what else a partner owns: the details list the companies it holds, as
// those companies' registers list it among their owners, matched on its number and its country;
// a holder of the same digits in another country is another company, an ended holding none, and a
// holding RIK lists on the card and in its shareholders file one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { callTool, structuredOf } from '../mcp/client.ts';
import { holdingsOf } from '../../src/services/company-holdings.ts';

const { fiNokia, eePohjaPuit, eeEnergia, ltZalgiris, lvBalticTrade, lvBalticLogistics, lvGaze, eeTaxDebtor, lvKekava } = FIXTURE.companies;

let id = 9800;
const role = (held: { country: string; regcode: string }, over: Partial<SeedRow>): SeedRow => ({
  id: id++, country: held.country, regcode: held.regcode, role: 'member', position: null,
  person_name: 'x', name_key: 'x', entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: null, holder_country: null, since: '2020-01-01', until: null, share_percent: null, share_amount: null,
  share_currency: null, assoc_key: `holdings-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21', ...over,
});

const rows: SeedRow[] = [
  // RIK names a Finnish holder of an Estonian OÜ by its country.
  role(eePohjaPuit, { person_name: 'Nokia Oyj', name_key: 'nokia oyj', holder_regcode: fiNokia.regcode, holder_country: 'FI', share_percent: 70, share_amount: 1750, share_currency: 'EUR', since: '2018-06-19' }),
  // 12345678 is both an Estonian and a Lithuanian company's number: UR names a Lithuanian holder
  // of an LV SIA, RIK an Estonian one (no country) of an Estonian AS.
  role(lvBalticTrade, { person_name: 'AB Žalgiris', name_key: 'ab zalgiris', holder_regcode: ltZalgiris.regcode, holder_country: 'LT', share_percent: 10, source: 'lv.members' }),
  role(eeEnergia, { person_name: 'Põhja Puit OÜ', name_key: 'pohja puit ou', holder_regcode: eePohjaPuit.regcode, share_percent: 5 }),
  // An Estonian entity bearing a Latvian company's digits (no country named) is not that company.
  role(eeTaxDebtor, { person_name: 'Gaas OÜ', name_key: 'gaas ou', holder_regcode: lvGaze.regcode, share_percent: 40 }),
  // Latvijas Gāze held Baltic Logistics until 2019: no longer a holding.
  role(lvBalticLogistics, { person_name: lvGaze.name, name_key: 'gaze', holder_regcode: lvGaze.regcode, share_percent: 100, until: '2019-01-01', source: 'lv.members' }),
  // It holds Võlgnik OÜ, as RIK's card and its shareholders file both list (the card row left out).
  role(eeTaxDebtor, { person_name: lvGaze.name, name_key: 'gaze', holder_regcode: lvGaze.regcode, holder_country: 'LV', share_percent: 60, since: '2021-02-03' }),
  role(eeTaxDebtor, { person_name: lvGaze.name, name_key: 'gaze', holder_regcode: lvGaze.regcode, holder_country: 'LV', share_percent: 60, since: '2021-02-03', source: 'ee.persons' }),
  // Põhja Puit holds Võlgnik OÜ too: the shareholders file gives no start nor share, the card does.
  role(eeTaxDebtor, { person_name: 'Põhja Puit OÜ', name_key: 'pohja puit ou', holder_regcode: eePohjaPuit.regcode, since: null }),
  role(eeTaxDebtor, { person_name: 'Põhja Puit OÜ', name_key: 'pohja puit ou', holder_regcode: eePohjaPuit.regcode, share_percent: 15, since: '2022-05-06', source: 'ee.persons' }),
  // UR lists a foreign member with no country (FOREIGN_ENTITY, ZZ): Nokia's number, yet no link to it.
  role(lvKekava, { person_name: 'Nokia Oyj', name_key: 'nokia oyj', holder_regcode: fiNokia.regcode, holder_country: 'ZZ', share_percent: 30, source: 'lv.members' }),
  // A founder holds no share.
  role(eeEnergia, { person_name: lvGaze.name, name_key: 'gaze', holder_regcode: lvGaze.regcode, holder_country: 'LV', position: 'founder', source: 'ee.persons' }),
];

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: rows } });
});
after(() => t.close());

const rest = async (regcode: string, country: string) => {
  const res = await t.app.app.inject({ url: `${API}/companies/${encodeURIComponent(regcode)}?country=${country}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};
const tool = async (regcode: string, country: string) =>
  structuredOf<{ holdings: unknown[] | null; holdingsCount: number | null }>(await callTool(t.mcp.client, 'get_company_details', { regcode, country }));
const held = (d: { holdings: Array<{ country: string; regcode: string }> | null }) => d.holdings?.map((h) => `${h.country} ${h.regcode}`);

test('a Finnish Oy holding an Estonian OÜ: its details list it, with the share and start its owners give', async () => {
  for (const d of [await rest(fiNokia.regcode, 'FI'), await tool(fiNokia.regcode, 'FI')]) {
    assert.deepEqual(d.holdings, [{
      regcode: eePohjaPuit.regcode, country: 'EE', name: eePohjaPuit.name, status: 'active', role: 'member', position: null,
      share: { percent: 70, amount: 1750, currency: 'EUR' }, since: '2018-06-19',
    }]);
    assert.equal(d.holdingsCount, 1);
  }
  // The company held names it among its owners: the chain one step down and back up.
  const up = await rest(eePohjaPuit.regcode, 'EE');
  assert.deepEqual(up.owners.map((o: { regcode: string; country: string }) => [o.regcode, o.country]), [[fiNokia.regcode, 'FI']]);
});

test('the same digits in two countries are two companies: each holds what its country\'s holder holds', async () => {
  for (const get of [rest, tool]) {
    assert.deepEqual(held(await get(ltZalgiris.regcode, 'LT') as never), [`LV ${lvBalticTrade.regcode}`]);
    assert.deepEqual(held(await get(eePohjaPuit.regcode, 'EE') as never), [`EE ${eeEnergia.regcode}`, `EE ${eeTaxDebtor.regcode}`]);
  }
});

test('an ended holding, a founder\'s role and an entity of another country bearing the digits are left out; a holding on two files is one', async () => {
  for (const get of [rest, tool]) {
    const d = await get(lvGaze.regcode, 'LV') as { holdings: Array<Record<string, unknown>>; holdingsCount: number };
    assert.deepEqual(d.holdings.map((h) => [h.country, h.regcode, h.share, h.since]),
      [['EE', eeTaxDebtor.regcode, { percent: 60, amount: null, currency: null }, '2021-02-03']]);
    assert.equal(d.holdingsCount, 1);
  }
});

test('a company holding none has an empty list and a count of 0; null where no register here lists owners', async () => {
  for (const d of [await rest(FIXTURE.companies.fiAanekoski.regcode, 'FI'), await tool(lvBalticTrade.regcode, 'LV')]) {
    assert.deepEqual([d.holdings, d.holdingsCount], [[], 0]);
  }
  const none = { holdersListed: () => false } as never;
  assert.deepEqual(holdingsOf(t.ctx.db, none, 'LV', lvGaze.regcode, '2026-11-21'), { holdings: null, holdingsCount: null, sources: [] });
});

test('a holding whose shareholders-file row gives no start nor share takes the card\'s, as the held company\'s owners do', async () => {
  for (const get of [rest, tool]) {
    const d = await get(eePohjaPuit.regcode, 'EE') as { holdings: Array<Record<string, unknown>> };
    const debtor = d.holdings.find((h) => h.regcode === eeTaxDebtor.regcode);
    assert.deepEqual([debtor?.share, debtor?.since], [{ percent: 15, amount: null, currency: null }, '2022-05-06']);
  }
  const owners = (await rest(eeTaxDebtor.regcode, 'EE')).owners as Array<Record<string, unknown>>;
  const owner = owners.find((o) => o.regcode === eePohjaPuit.regcode);
  assert.deepEqual([owner?.since, (owner?.share as { percent: number } | undefined)?.percent], ['2022-05-06', 15]);
});

test('a company of another country UR lists as a foreign member of an LV company: not known as its holding, and the answer\'s description says an empty list does not rule it out', async () => {
  // UR names no country for a foreign holder, so the held company's owners link it to no company,
  // and the Finnish company's holdings do not list the LV one.
  const owner = (await rest(lvKekava.regcode, 'LV')).owners.find((o: { name: string }) => o.name === 'Nokia Oyj');
  assert.deepEqual([owner?.regcode, owner?.country, owner?.registeredIn], [fiNokia.regcode, null, null]);
  assert.deepEqual(held(await rest(fiNokia.regcode, 'FI')), [`EE ${eePohjaPuit.regcode}`]);
  // So the contract must not read an empty list as "holds no LV company" for a company of another country.
  const doc = (await t.app.app.inject({ url: API })).json();
  const description: string = doc.components.schemas.CompanyDetails.properties.holdings.description;
  assert.doesNotMatch(description, /empty list says it holds no LV or EE company/);
  assert.match(description, /UR names no country for a foreign holder/);
});
