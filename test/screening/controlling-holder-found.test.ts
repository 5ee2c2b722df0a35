// The REST compliance statement's ownersScreened asks only whether a holder controlling the company
// was compared, and finds one by the screening's own statement stopped at its first row rather than
// counting them all as MCP's sentence does: for every company of a seeded store, of every country,
// form and kind of holding (a sole member, two halves, an ended beneficial owner, a founder beside
// the sole member, a sole trader with and without a beneficial owner or a named owner), the holder
// found must be the holder counted, and the REST answer the one the rule gives over the count.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { controllingHolderCounter, controllingHolderFinder } from '../../src/store/screening-write.ts';
import { holdersCounted, ownerCompared, ownerScreening } from '../../src/services/index.ts';
import { registersToday } from '../../src/domain/dates.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import type { Country } from '../../src/domain/country.ts';

let id = 9400;
const role = (country: string, regcode: string, name: string, r: Partial<SeedRow>): SeedRow => ({
  id: id++, country, regcode, role: 'member', position: null, person_name: name, name_key: personNameKey(name),
  entity_type: 'natural_person', birth_date: '1975-06-04', birth_key: null, holder_regcode: null,
  since: '2016-06-05', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `found-test-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: country === 'LV' ? 'lv.members' : 'ee.shareholders', as_of: '2026-11-21', ...r,
});
const fie = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' });

let ctx: SeededServices;
before(() => {
  ctx = seededServices({
    rows: {
      companies: [
        ownCompany('40003940001', 'SIA "Viens Īpašnieks"', {}),
        ownCompany('40003940002', 'SIA "Divas Puses"', {}),
        ownCompany('40003940003', 'SIA "Beigu Labuma Guvējs"', {}),
        ownCompany('40003940004', 'SIA "Dibinātāja Meita"', {}),
        ownCompany('40003940005', 'SIA "Slēgtā Pagātne"', { status: 'closed' }),
        fie('14809401', 'Maarja Karu FIE'),
        fie('14809402', 'Kadri Tamm FIE'),
        fie('14809403', 'Liis Kask FIE'),
        ownCompany('3100004-9', 'Tmi Juha Lehtonen', { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' }),
      ],
      person_roles: [
        role('LV', '40003940001', 'Anna Liepa', { share_percent: 100 }),
        role('LV', '40003940002', 'Jānis Kalns', { share_percent: 50 }),
        role('LV', '40003940002', 'Pēteris Kalns', { share_percent: 50 }),
        // A beneficial owner no more, beside two halves: none controls it today.
        role('LV', '40003940003', 'Ilze Upe', { role: 'beneficial_owner', until: '2024-01-01', source: 'lv.beneficial-owners' }),
        role('LV', '40003940003', 'Jānis Upe', { share_percent: 50 }),
        role('LV', '40003940003', 'Pēteris Upe', { share_percent: 50 }),
        // The sole member beside its founder, who holds no share: the member controls it alone.
        role('LV', '40003940004', 'Rūta Ozola', { share_amount: 2800, share_currency: 'EUR' }),
        role('LV', '40003940004', 'Rūta Ozola', { position: 'founder' }),
        // A closed company's member whose holding ended with it.
        role('LV', '40003940005', 'Gints Bērzs', { share_percent: 100, until: '2021-01-01' }),
        // An FIE with a beneficial owner, and one whose card names its owner.
        role('EE', '14809402', 'Peeter Tamm', { role: 'beneficial_owner', position: 'direct_ownership', source: 'ee.beneficial-owners' }),
        role('EE', '14809403', 'Liis Kask', { role: 'micro_enterprise', position: 'owner', source: 'ee.persons' }),
      ],
    },
  });
});
after(() => ctx.close());

const companies = () => ctx.db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: Country; regcode: string }>;

test('every seeded company: a controlling holder is found where the screening\'s statement counts one, and only there', () => {
  const today = registersToday(new Date());
  const count = controllingHolderCounter(ctx.db);
  const found = controllingHolderFinder(ctx.db);
  const answers = new Set<boolean>();
  for (const c of companies()) {
    const n = count(c.country, c.regcode, today);
    assert.equal(found(c.country, c.regcode, today), n.persons > 0 || n.entities > 0, `${c.country} ${c.regcode}`);
    answers.add(n.persons > 0 || n.entities > 0);
  }
  assert.deepEqual([...answers].sort(), [false, true], 'the seed holds companies with a controlling holder and without');
  assert.equal(found('LV', '40003940001', today), true);
  assert.equal(found('LV', '40003940003', today), false);
  assert.equal(found('LV', '40003940004', today), true);
});

test('every seeded company: REST\'s ownersScreened is what the rule gives over the count MCP\'s sentence reads', () => {
  const { services } = ctx;
  const said = new Map<string, boolean>();
  for (const c of companies()) {
    const statement = services.complianceFor(c.regcode, c.country);
    const counted = services.controllingHoldersOf(c.regcode, c.country);
    const byCount = statement.sanctionLists.length > 0
      && ownerCompared(ownerScreening(statement, services.coverage()[c.country], holdersCounted(counted)));
    assert.equal(statement.ownersScreened, byCount, `${c.country} ${c.regcode}`);
    said.set(`${c.country} ${c.regcode}`, statement.ownersScreened);
  }
  assert.ok(companies()[0] && services.complianceFor(companies()[0]!.regcode, companies()[0]!.country).sanctionLists.length > 0, 'the seed is screened');
  // The entrepreneur of an FIE no role names, its beneficial owner beside it, and its named owner: compared.
  assert.deepEqual(['EE 14809401', 'EE 14809402', 'EE 14809403', 'FI 3100004-9'].map((k) => said.get(k)), [true, true, true, true]);
  assert.deepEqual(['LV 40003940001', 'LV 40003940002', 'LV 40003940003', 'LV 40003940004', 'LV 40003940005'].map((k) => said.get(k)),
    [true, false, false, true, false]);
});

// Asked of every LV and EE company a compliance statement is given for: it must read that company's
// rows through the index, never a table from its start.
test('the holder found is read through the company\'s roles, no table scanned', () => {
  let sql = '';
  const capturing = new Proxy(ctx.db, {
    get: (target, key) => (key === 'prepare' ? (text: string) => { sql = text; return target.prepare(text); } : Reflect.get(target, key, target)),
  });
  controllingHolderFinder(capturing);
  const plan = (ctx.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((p) => p.detail);
  assert.deepEqual(plan.filter((d) => /^SCAN /.test(d) && d !== 'SCAN CONSTANT ROW'), []);
  const searches = plan.filter((d) => d.startsWith('SEARCH '));
  assert.ok(searches.length > 0, plan.join('\n'));
  assert.deepEqual(searches.filter((d) => !/USING (COVERING )?INDEX roles_company \(country=\? AND regcode=\?/.test(d)), []);
});
