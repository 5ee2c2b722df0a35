// What a new user sees first in the demo store: boards that could have sat (no seat before the
// person was 18 or the company registered), holdings that add up to the capital, and the notable
// companies run and held by someone where their register publishes it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NOTABLE } from '../../src/demo/notable.ts';
import { servedSmallDemo } from './helpers.ts';

const served = servedSmallDemo('demo-roles-');
const all = (sql: string, ...args: string[]) => served.db.prepare(sql).all(...args) as Array<Record<string, unknown>>;

/** The day 18 years after a birth date as the register gives it (a year-month one from its first day). */
const adultOn = (birth: string) => `${Number(birth.slice(0, 4)) + 18}${birth.length === 7 ? birth.slice(4) + '-01' : birth.slice(4)}`;

test('no board seat, holding or ownership begins before its person is 18 or its company registered', () => {
  const roles = all(`SELECT r.country, r.regcode, r.role, r.person_name, r.birth_date, r.since, c.registered_on
    FROM person_roles r JOIN companies c ON c.country = r.country AND c.regcode = r.regcode WHERE r.since IS NOT NULL`);
  const officers = roles.filter((r) => r.role === 'officer' && r.birth_date);
  assert.ok(officers.length > 200, `${officers.length} officers with a birth date`);
  const young = roles.filter((r) => r.birth_date && String(r.since) < adultOn(String(r.birth_date)));
  assert.deepEqual(young.map((r) => `${r.country} ${r.regcode} ${r.role} ${r.person_name} born ${r.birth_date} since ${r.since}`), []);
  const early = roles.filter((r) => r.registered_on && String(r.since) < String(r.registered_on));
  assert.deepEqual(early.map((r) => `${r.country} ${r.regcode} ${r.role} ${r.person_name} since ${r.since}, registered ${r.registered_on}`), []);
});

test('an Estonian OÜ lists each owner a share of its capital above 0 EUR, in proportion to the percent', () => {
  const holdings = all(`SELECT r.regcode, r.person_name, r.share_percent, r.share_amount, c.registered_on FROM person_roles r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode WHERE r.source = 'ee.shareholders' AND c.status != 'closed'`);
  assert.ok(holdings.length > 100, `${holdings.length} holdings`);
  const capital = new Map<string, number>();
  for (const h of holdings) capital.set(String(h.regcode), (capital.get(String(h.regcode)) ?? 0) + Number(h.share_amount));
  for (const h of holdings) {
    const what = `${h.regcode} ${h.person_name} ${h.share_percent} % of ${capital.get(String(h.regcode))} EUR: ${h.share_amount} EUR`;
    assert.ok(Number(h.share_amount) > 0, what);
    assert.ok(Math.abs(Number(h.share_amount) - (capital.get(String(h.regcode))! * Number(h.share_percent)) / 100) <= 0.01, what);
    // Below 2,500 EUR only since 0.01 EUR a share became lawful (2023-02-01).
    if (String(h.registered_on) < '2023-02-01') assert.ok(capital.get(String(h.regcode))! >= 2500, what);
  }
});

/** Every notable LV and EE company of notable.ts (any object with a country and a regcode in it). */
function notableCompanies(): Array<{ country: string; regcode: string; name: string }> {
  const found = new Map<string, { country: string; regcode: string; name: string }>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if ((o.country === 'LV' || o.country === 'EE') && typeof o.regcode === 'string') found.set(`${o.country} ${o.regcode}`, o as never);
    Object.values(o).forEach(walk);
  };
  walk(NOTABLE);
  return [...found.values()];
}

test('each live notable company of LV and EE has a board, and its listed owners hold 100 %', () => {
  const companies = notableCompanies();
  assert.ok(companies.length >= 25, `${companies.length} notable companies`);
  const checked: string[] = [];
  for (const n of companies) {
    const [c] = all('SELECT legal_form_code, status FROM companies WHERE country = ? AND regcode = ?', n.country, n.regcode);
    assert.ok(c, `${n.country} ${n.regcode} ${n.name} in the store`);
    // A closed company lists no current officers; a sole trader and a partnership have no board.
    if (c.status === 'closed' || ['IK', 'PS', 'FIE'].includes(String(c.legal_form_code))) continue;
    const roles = all("SELECT role, position, share_percent, share_amount FROM person_roles WHERE country = ? AND regcode = ? AND until IS NULL AND source NOT LIKE '%micro%'", n.country, n.regcode);
    const board = roles.filter((r) => r.role === 'officer' && (r.position === 'board_member' || r.position === 'chair_of_board'));
    assert.ok(board.length > 0, `${n.name}: no board`);
    // RIK lists no stockholders of an AS (the depository holds them).
    if (n.country === 'EE' && c.legal_form_code === 'AS') continue;
    const holdings = roles.filter((r) => (r.role === 'member' || r.role === 'stockholder') && r.position !== 'joint_owner');
    // UR's stockholders file gives share counts, no percent: an AS shows it has stockholders.
    if (n.country === 'LV' && c.legal_form_code === 'AS') {
      assert.ok(holdings.length > 0 && holdings.every((r) => Number(r.share_amount) > 0), `${n.name}: no stockholders`);
    } else {
      const held = holdings.reduce((s, r) => s + Number(r.share_percent ?? 0), 0);
      assert.equal(held, 100, `${n.name}: owners hold ${held} %`);
    }
    checked.push(n.name);
  }
  assert.ok(checked.includes('Peipsi Kala OÜ') && checked.includes('AS "Dzintara Osta Termināls"'), checked.join(', '));
});
