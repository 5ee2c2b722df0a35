// A number typed with its groups apart (`40003 032949`, `LV 40003 032949`) put into the path by
// the form encoder many clients build URLs with (PHP's urlencode, Java's URLEncoder, Python's
// quote_plus), which writes a space as `+`: `/companies/40003+032949` was a 400 saying it is no
// registration or VAT number, where `%20` is read. A `+` between two characters of a path number
// is read as that space (http/path-plus-space.ts); one sent as `%2B`, or leading, stays a plus.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';

const { lvGaze, eeEnergia } = FIXTURE.companies;
const HOLDER = 'Nordsee Umschlag GmbH';

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ rows: { person_roles: [{
    id: 9990, country: eeEnergia.country, regcode: eeEnergia.regcode, role: 'member', position: null,
    person_name: HOLDER, name_key: personNameKey(HOLDER), entity_type: 'legal_entity', birth_date: null, birth_key: null,
    holder_regcode: 'HRB 12345', holder_country: 'DE', since: '2020-01-01', until: null, share_percent: 10, share_amount: null,
    share_currency: null, assoc_key: 'path-plus-holder', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
  }] } });
});
after(() => t.close());
const get = (path: string) => t.app.app.inject({ url: `${API}${path}` });

test('a number whose spaces a form encoder wrote as + is looked up as the number', async () => {
  for (const path of ['/companies/40003+032949', '/companies/LV+40003+032949/sanctions', '/companies/LV+40003+032949/compliance']) {
    const r = await get(path);
    assert.equal(r.statusCode, 200, `${path}: ${r.body}`);
    assert.deepEqual([r.json().country, r.json().regcode], [lvGaze.country, lvGaze.regcode], path);
  }
  // An owner's number so sent is its register's form, as when sent with %20.
  const held = await get('/holders/HRB+12345/holdings');
  assert.equal(held.statusCode, 200, held.body);
  assert.equal(held.json().regcode, 'HRB 12345');
});

test('a + sent percent-encoded or leading stays a plus, as a phone number is told', async () => {
  for (const path of ['/companies/%2B37167123456', '/companies/+37167123456']) {
    const r = await get(path);
    assert.equal(r.statusCode, 400, `${path}: ${r.body}`);
    assert.match(r.json().detail, /"\+37167123456".*phone number/, path);
  }
  const plus = await get('/companies/40003%2B032949');
  assert.equal(plus.statusCode, 400, 'a plus encoded as %2B is a plus, no space');
  assert.match(plus.json().detail, /"40003\+032949"/);
});

// A number percent-encoded twice (`LV%252040003%2520032949`) arrived as `LV%2040003%20032949`: it
// was read as a text holding words beside a number (`20032949`), whose 404 was answered.
test('a path number percent-encoded twice is a 400 naming it and the number it reads as', async () => {
  for (const [path, parameter] of [['/companies/40003%2520032949', 'regcode'], ['/companies/LV%252040003032949/sanctions', 'regcode'],
    ['/holders/HRB%252012345/holdings', 'holderRegcode']] as const) {
    const r = await get(path);
    assert.equal(r.statusCode, 400, `${path}: ${r.body}`);
    const errors = r.json().errors as Array<{ parameter: string; in: string; message: string }>;
    assert.deepEqual(errors.map((e) => [e.parameter, e.in]), [[parameter, 'path']], path);
    assert.match(errors[0]!.message, /arrived still encoded \(.*%20.*\).*reads (40003 032949|LV 40003032949|HRB 12345)/, path);
  }
});
