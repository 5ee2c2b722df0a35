// An owner's number after the code of its register's country (`CY HE398114`, as a VAT number or an
// owners list writes a foreign number, and as this route's own 404 of an owner's name prints it,
// `Kyrenia Maritime Holdings Ltd (CY HE398114)`): GET /holders/CY%20HE398114/holdings was a 404 telling
// to ask again with HE398114, where the company lookup and the search read the text as that owner. It
// is answered as the number with that country, the answer's regcode and registeredIn, REST and
// list_holder_holdings alike; a code of another country (`EE HE398114`) is told as before, and a
// registeredIn other than the code is a 404 naming the owner the code names.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, errorTextOf, sentencesOf, structuredOf } from '../mcp/client.ts';

const { eePohjaPuit, eeEnergia } = FIXTURE.companies;

let id = 9970;
const holding = (held: { country: string; regcode: string }, name: string, number: string, country: string): SeedRow => ({
  id: id++, country: held.country, regcode: held.regcode, role: 'member', position: null,
  person_name: name, name_key: personNameKey(name), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: number, holder_country: country, since: '2020-01-01', until: null, share_percent: 10, share_amount: null,
  share_currency: null, assoc_key: `holder-after-code-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21',
});

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: [
    holding(eePohjaPuit, 'Kyrenia Maritime Holdings Ltd', 'HE398114', 'CY'),
    holding(eeEnergia, 'Kyrenia Maritime Holdings Ltd', 'HE398114', 'CY'),
    holding(eeEnergia, 'Nordsee Umschlag GmbH', 'HRB 12345', 'DE'),
  ] } });
});
after(() => t.close());

const get = (path: string) => t.app.app.inject({ url: `${API}${path}` });
const both = [eeEnergia.regcode, eePohjaPuit.regcode].sort();

test('an owner\'s number after its register\'s country code lists that owner\'s holdings, REST and MCP alike', async () => {
  for (const [sent, number, country, held] of [
    ['CY HE398114', 'HE398114', 'CY', both],
    ['cy he398114', 'HE398114', 'CY', both],
    ['CYHE398114', 'HE398114', 'CY', both],
    ['CY-HE398114', 'HE398114', 'CY', both],
    ['DE HRB 12345', 'HRB 12345', 'DE', [eeEnergia.regcode]],
    ['dehrb12345', 'HRB 12345', 'DE', [eeEnergia.regcode]],
  ] as const) {
    for (const query of ['', `?registeredIn=${country}`]) {
      const res = await get(`/holders/${encodeURIComponent(sent)}/holdings${query}`);
      assert.equal(res.statusCode, 200, `${sent}${query}: ${res.body}`);
      const body = res.json();
      assert.deepEqual([body.regcode, body.registeredIn], [number, country], sent);
      assert.deepEqual(body.results.map((h: { regcode: string }) => h.regcode).sort(), held, sent);
    }
    const result = await callTool(t.mcp.client, 'list_holder_holdings', { regcode: sent });
    const answer = structuredOf<{ regcode: string; holdings: Array<{ regcode: string }> }>(result);
    assert.equal(answer.regcode, number, sent);
    assert.deepEqual(answer.holdings.map((h) => h.regcode).sort(), held, sent);
    assert.match(sentencesOf(result), new RegExp(`^regcode "${sent}" is read as ${number} with registeredIn ${country}, the code before the number`), sent);
  }
});

test('the next page of a number read after its country code asks that country, and follows the same list', async () => {
  const first = (await get(`/holders/${encodeURIComponent('CY HE398114')}/holdings?limit=1`)).json();
  assert.equal(first.next, `${API}/holders/HE398114/holdings?registeredIn=CY&limit=1&after=${encodeURIComponent(`EE:${both[0]}`)}`);
  const second = (await get(first.next.slice(API.length))).json();
  assert.deepEqual(second.results.map((h: { regcode: string }) => h.regcode), [both[1]]);
});

test('a code of another country is told as before, and a registeredIn other than the code names the owner the code names', async () => {
  // EE HE398114 may be a number of the EE register: the owner's number is named, not answered.
  const other = await get(`/holders/${encodeURIComponent('EE HE398114')}/holdings`);
  assert.equal(other.statusCode, 404);
  assert.equal(other.json().detail, 'No legal entity with number EE HE398114 holds a company here: the text holds words besides the '
    + 'owner\'s number HE398114, the number of Kyrenia Maritime Holdings Ltd, registered in CY: ask again with HE398114');
  const contradicted = await get(`/holders/${encodeURIComponent('CY HE398114')}/holdings?registeredIn=DE`);
  assert.equal(contradicted.statusCode, 404);
  assert.equal(contradicted.json().detail, 'No legal entity with number CY HE398114 registered in DE holds a company here: the text is '
    + 'the number HE398114 after the code CY, of Kyrenia Maritime Holdings Ltd, registered in CY, not DE: ask again with registeredIn CY, '
    + 'or without registeredIn');
  // list_holder_holdings names the owner and the call with its number and country, as before.
  assert.match(errorTextOf(await callTool(t.mcp.client, 'list_holder_holdings', { regcode: 'CY HE398114', registeredIn: 'DE' })),
    /Call list_holder_holdings again with regcode HE398114 and registeredIn CY\./);
});
