// A company held by a company that is itself sanctioned: screening weighs a company's own
// controlling holders only and no owner further up a chain (docs/sanctions.md), so GET
// /companies/{regcode}/compliance of a company a fifth held by a sanctioned company (the demo's SIA
// "Liepājas Metālapstrāde") stated isSanctioned false, flags [] and no word of that holder, which
// the MCP answers named in a sentence. The statement now lists it in sanctionedHolders.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';

const { lvKekava: held, lvSanctionedOwner: owner, lvBalticLogistics: plain } = FIXTURE.companies;

/** `holder` (a company here) holding `percent` of `company`, as the members file lists a legal entity. */
const holding = (id: number, company: { regcode: string }, holder: { regcode: string; name: string }, percent: number): SeedRow => ({
  id, country: 'LV', regcode: company.regcode, role: 'member', position: null, person_name: holder.name,
  name_key: personNameKey(holder.name), entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: holder.regcode,
  holder_country: 'LV', since: '2021-01-01', until: null, share_percent: percent, share_amount: percent * 28, share_currency: 'EUR',
  assoc_key: `sanctioned-holder-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21',
});

let t: ServedSeededRest;
before(async () => {
  // The sanctioned company holds 30 % of the other, which holds 10 % of it back: a circle read one level deep.
  t = await serveSeededRest({ rows: { person_roles: [holding(9201, held, owner, 30), holding(9202, owner, held, 10)] } }, { RATE_LIMITS: 'off' });
});
after(() => t?.close());

const compliance = async (regcode: string) => {
  const r = await t.app.app.inject({ url: `${API}/companies/${regcode}/compliance?country=LV` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as Record<string, any>;
};

test('a holder held here that is sanctioned itself is listed in the statement, with its share and flags', async () => {
  const ownStatement = await compliance(owner.regcode);
  assert.equal(ownStatement.isSanctioned, true);
  const statement = await compliance(held.regcode);
  assert.equal(statement.isSanctioned, false, 'a 30 % holder is not weighed by the screening');
  assert.deepEqual(statement.flags, []);
  assert.deepEqual(statement.sanctionedHolders, [{
    name: ownStatement.name, regcode: owner.regcode, country: 'LV', share: { percent: 30, amount: 840, currency: 'EUR' }, flags: ownStatement.flags,
  }]);
  // The file naming the holder is among those the statement rests on; a statement naming none adds none.
  assert.ok(statement.sources.some((v: { name: string }) => v.name === 'lv.members'), JSON.stringify(statement.sources));
  const plainStatement = await compliance(plain.regcode);
  assert.ok(!plainStatement.sources.some((v: { name: string }) => v.name === 'lv.members'), JSON.stringify(plainStatement.sources));
  // The holder's own statement: its holder, 10 %, is not sanctioned, and the circle ends there.
  assert.deepEqual(ownStatement.sanctionedHolders, []);
  assert.deepEqual(plainStatement.sanctionedHolders, []);
});
