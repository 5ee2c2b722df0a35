// Search over more companies than one candidate read holds: what the bounded reads must not lose.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../domain/fold.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';

const company = (regcode: string, name: string, status = 'active', address: string | null = null, form = 'SIA') =>
  ownCompany(regcode, name, { status, address, form });

let ctx: SeededServices;
before(() => {
  const rows: SeedRow[] = [];
  // 500 short, active names containing "Koks": they fill every candidate read of "koks".
  for (let i = 0; i < 500; i++) rows.push(company(String(41000000000 + i), `SIA "Koks ${String(i).padStart(3, '0')}"`));
  // The one company named exactly "Koks" is closed and has the longest name once legal forms go.
  rows.push(company('42000000001', 'Sabiedrība ar ierobežotu atbildību "KOKS"', 'closed'));
  // Many addresses on the same street.
  for (let i = 0; i < 300; i++) rows.push(company(String(43000000000 + i), `SIA "Adrese ${i}"`, 'active', `Garā iela ${i}, Rīga`));
  // 300 active names of "nams" and a word beginning with "vi": they fill the reads of "nams vi".
  for (let i = 0; i < 300; i++) rows.push(company(String(44000000000 + i), `SIA "Nams Vi${String(i).padStart(3, '0')}"`));
  // The one named with both words, in the other order, is insolvent.
  rows.push(company('44100000001', 'SIA "VI Nams"', 'insolvency'));
  // One name under two legal forms: the active SIA and the closed AS.
  rows.push(company('45000000001', 'SIA "Zīļu Ozols"'));
  rows.push(company('45000000002', 'AS "Zīļu Ozols"', 'closed', null, 'AS'));
  // 30 companies in the building after the slash, one in the house itself (flat 7), named last.
  const at = (regcode: string, name: string, street: string): SeedRow => ({ ...company(regcode, name, 'active', `Rīga, ${street}`), address_street: street });
  for (let i = 0; i < 30; i++) rows.push(at(String(46000000000 + i), `SIA "Bērzs ${i}"`, 'Meža iela 54/1'));
  rows.push(at('46100000001', 'SIA "Ziedi"', 'Meža iela 54 - 7'));
  // A street whose name holds an ordinal: house 6 flat 98, house 98 of the 2nd line, house 98.
  rows.push(at('46200000001', 'SIA "Egle"', 'Čiekurkalna 1. līnija 6 - 98'));
  rows.push(at('46200000002', 'SIA "Vītols"', 'Čiekurkalna 2. līnija 98'));
  rows.push(at('46200000003', 'SIA "Zuši"', 'Čiekurkalna 1. līnija 98'));
  // 30 companies in building (korpuss) 2 of a house, one in the house itself, named last.
  for (let i = 0; i < 30; i++) rows.push(at(String(46300000000 + i), `SIA "Alksnis ${i}"`, 'Kauguru iela 42 k-2'));
  rows.push(at('46310000001', 'SIA "Ziedu Pasaule Mājai"', 'Kauguru iela 42 - 15'));
  // 120 short, active names, each once named "… Loģistika": in rank order they come before the
  // five companies named "Loģistika …" today.
  const formerNames: SeedRow[] = [];
  for (let i = 0; i < 120; i++) {
    const regcode = String(47000000000 + i);
    rows.push(company(regcode, `SIA "Ābele ${String(i).padStart(3, '0')}"`));
    const former = `SIA "Ābele ${i} Loģistika"`;
    formerNames.push({ country: 'LV', regcode, name: former, name_key: companyNameKey(former), kind: 'former',
      valid_from: '2010-01-01', valid_to: '2019-12-31', source: 'lv.register' });
  }
  for (let i = 0; i < 5; i++) rows.push(company(String(47100000000 + i), `SIA "Loģistika Kurzemē ${i}"`));
  // 100 short, active names ending in "Būvniecība": in rank order they come before the three
  // named "Būvniecība …", and fill the typo read's bound.
  for (let i = 0; i < 100; i++) rows.push(company(String(48000000000 + i), `SIA "Auto ${i} Būvniecība"`));
  for (let i = 0; i < 3; i++) rows.push(company(String(48100000000 + i), `SIA "Būvniecība Zemgalē ${i}"`));
  // 100 short, active names beginning with the longer word "Priedes": in rank order they come
  // before the three named with the word "Priede" itself, and fill the read of names beginning
  // with "priede".
  for (let i = 0; i < 100; i++) rows.push(company(String(49000000000 + i), `SIA "Priedes ${i}"`));
  for (let i = 0; i < 3; i++) rows.push(company(String(49100000000 + i), `SIA "Priede Vidzemē ${i}"`));
  // 100 closed Estonian names beginning with the word "Priede": read on their own, they hold a
  // page of names beginning with it whole, yet the three active Latvian ones rank first.
  for (let i = 0; i < 100; i++) rows.push({ ...company(String(50000000 + i), `Priede ${i} OÜ`, 'closed', null, 'OÜ'), country: 'EE' });
  // Two active ones too: the best of all countries' reads (the 100 shorter "Priedes") leave them out.
  for (let i = 0; i < 2; i++) rows.push({ ...company(String(50100000 + i), `Priede Saar ${i} OÜ`, 'active', null, 'OÜ'), country: 'EE' });
  // Two names with a word of one name each: `Prīdes` is one edit from the 100 names of "Priedes",
  // `Zuši` from no common word.
  rows.push(company('49200000001', 'SIA "Prīdes"'));
  // 100 active names beginning with "Pro Maiznīca": in rank order they come before the closed
  // company named exactly so, and fill the typo read's bound; one more has the two words the other
  // way round.
  for (let i = 0; i < 100; i++) rows.push(company(String(49300000000 + i), `SIA "Pro Maiznīca ${i}"`));
  rows.push(company('49400000001', 'SIA "Pro Maiznīca"', 'closed'));
  rows.push(company('49400000002', 'SIA "Maiznīca Pro"'));
  // A one-word name one edit from the first word of 10 others: `tallina` is a typo of either.
  rows.push(company('49500000001', 'SIA "Talļia"'));
  for (let i = 0; i < 10; i++) rows.push(company(String(49600000000 + i), `SIA "Tallinna Osta ${i}"`));
  ctx = seededServices({ rows: { companies: rows, company_names: formerNames } });
});
after(() => ctx.close());

test('an exact name is never cut off by the candidate reads', () => {
  const results = ctx.services.searchCompanies('koks', { limit: 20 });
  assert.equal(results.length, 20);
  assert.equal(results[0]!.regcode, '42000000001');
  assert.equal(results[0]!.status, 'closed');
  assert.ok(results.slice(1).every((r) => r.status === 'active'));
});

test('the exact words in another order are an exact name, never cut off either', () => {
  for (const q of ['Nams VI', 'nams vi', 'SIA Nams Vi']) {
    const results = ctx.services.searchCompanies(q, { limit: 20 });
    assert.equal(results[0]!.regcode, '44100000001', q);
    assert.equal(results.length, 20, q);
  }
  // Typed in the name's own order, it still comes first.
  assert.equal(ctx.services.searchCompanies('vi nams', { limit: 5 })[0]!.regcode, '44100000001');
});

test('among exact names, the legal form typed comes before the status', () => {
  const first = (q: string) => ctx.services.searchCompanies(q, { limit: 5 }).map((r) => r.regcode);
  assert.deepEqual(first('Zīļu Ozols AS'), ['45000000002', '45000000001']);
  assert.deepEqual(first('AS "Zīļu Ozols"'), ['45000000002', '45000000001']);
  assert.deepEqual(first('ozols zilu, sia'), ['45000000001', '45000000002']);
  // No legal form typed: the active one first, as for any exact name.
  assert.deepEqual(first('Zīļu Ozols'), ['45000000001', '45000000002']);
});

test('an address query puts the house asked for first, not another building or street line', () => {
  const regcodes = (q: string, limit = 5) => ctx.services.searchCompanies(q, { limit }).map((r) => r.regcode);
  assert.equal(regcodes('Meža iela 54')[0], '46100000001');
  assert.equal(regcodes('meza 54')[0], '46100000001');
  const building = ctx.services.searchCompanies('Meža iela 54/1', { limit: 50 });
  assert.equal(building.length, 30);
  assert.ok(building.every((r) => r.address?.endsWith('54/1')), building.map((r) => r.address).join('; '));
  assert.equal(regcodes('Čiekurkalna 1. līnija 98')[0], '46200000003');
  assert.equal(regcodes('Čiekurkalna 2. līnija 98')[0], '46200000002');
  assert.equal(regcodes('Čiekurkalna 1. līnija 6')[0], '46200000001');
  // A Latvian korpuss is another building, as after a slash.
  assert.equal(regcodes('Kauguru iela 42')[0], '46310000001');
  const korpuss = ctx.services.searchCompanies('Kauguru iela 42 k-2', { limit: 50 });
  assert.equal(korpuss.length, 30);
  assert.ok(korpuss.every((r) => r.address?.endsWith('42 k-2')), korpuss.map((r) => r.address).join('; '));
});

test('a broad word gives a full page, best ranked first', () => {
  const results = ctx.services.searchCompanies('k', { limit: 100 });
  assert.equal(results.length, 100);
  const again = ctx.services.searchCompanies('k', { limit: 100 });
  assert.deepEqual(again.map((r) => r.regcode), results.map((r) => r.regcode));
  assert.equal(ctx.services.searchCompanies('gara iela', { limit: 50 }).length, 50);
});

test('the typo fallback does not run when enough results match', () => {
  // 500 names contain "koks": the near-miss "koka" names of the fixture stay out of the page.
  const results = ctx.services.searchCompanies('koks', { limit: 100 });
  assert.ok(results.every((r) => /koks/i.test(r.name)), results.map((r) => r.name).join('; '));
});

test('a typo of a common word lists the companies named with it before those once named so', () => {
  for (const q of ['logistka', 'loģistkia', 'logi stika']) {
    const results = ctx.services.searchCompanies(q, { limit: 20 });
    assert.deepEqual(results.slice(0, 5).map((r) => r.regcode).sort(),
      ['47100000000', '47100000001', '47100000002', '47100000003', '47100000004'], q);
    // The page is filled with the typos of former names.
    assert.equal(results.length, 20, q);
    assert.ok(results.slice(5).every((r) => r.name.startsWith('SIA "Ābele')), q);
  }
});

test('a typo of a word lists the names that begin with it first, as the word typed right does', () => {
  const starting = ['48100000000', '48100000001', '48100000002'];
  assert.deepEqual(ctx.services.searchCompanies('būvniecība', { limit: 20 }).slice(0, 3).map((r) => r.regcode), starting);
  for (const q of ['buvniecba', 'būvnicība', 'buvn iecība', 'būvniecbia zemg']) {
    const results = ctx.services.searchCompanies(q, { limit: 20 });
    assert.deepEqual(results.slice(0, 3).map((r) => r.regcode), starting, q);
    if (q.includes('zemg')) continue;
    // The page is filled with the other names holding the word.
    assert.equal(results.length, 20, q);
    assert.ok(results.slice(3).every((r) => r.name.endsWith(' Būvniecība"')), q);
  }
});

test('names that begin with the word typed whole come before those where it begins a longer word', () => {
  const whole = ['49100000000', '49100000001', '49100000002', '50100000', '50100001'];
  for (const q of ['priede', 'Priede SIA']) {
    const results = ctx.services.searchCompanies(q, { limit: 20 });
    assert.deepEqual(results.slice(0, 5).map((r) => r.regcode).sort(), whole, q);
    // The page is filled with the names beginning with the longer word, shortest first.
    assert.equal(results.length, 20, q);
    assert.equal(results[5]!.name, 'SIA "Priedes 0"', q);
  }
  // A word being typed still lists what it begins, shortest first.
  assert.equal(ctx.services.searchCompanies('pried', { limit: 20 })[0]!.name, 'SIA "Priedes 0"');
});

test('a word of a few names one edit from a common word is read as a typo of it too', () => {
  const results = ctx.services.searchCompanies('prides', { limit: 20 });
  // The name holding the word typed first, then the names of the common word it is a typo of.
  assert.equal(results[0]!.regcode, '49200000001');
  assert.equal(results.length, 20);
  assert.ok(results.slice(1).every((r) => r.name.startsWith('SIA "Priedes ')), results.map((r) => r.name).join('; '));
  // A rare word next to no common word finds only its names.
  assert.deepEqual(ctx.services.searchCompanies('zusi', { limit: 20 }).map((r) => r.regcode), ['46200000003']);
});

test('the whole name typed with a typo comes first, whatever its status and however many names it begins', () => {
  const results = ctx.services.searchCompanies('pro mauznica', { limit: 20 });
  // The name in the order typed, then in another order, then the names it begins.
  assert.deepEqual(results.slice(0, 2).map((r) => r.regcode), ['49400000001', '49400000002']);
  assert.equal(results.length, 20);
  assert.equal(results[2]!.name, 'SIA "Pro Maiznīca 0"');
  // The word being typed is still the beginning of longer names, not a whole name.
  assert.equal(ctx.services.searchCompanies('pro mauzn', { limit: 20 })[0]!.name, 'SIA "Pro Maiznīca 0"');
});

test('a whole name with a typo yields to a far commoner first word that the typo begins', () => {
  const names = ctx.services.searchCompanies('tallina', { limit: 20 }).map((r) => r.name);
  // `Talļia` is the whole name with a typo, `Tallinna` the first word of ten names.
  assert.equal(names.length, 11);
  assert.ok(names.slice(0, 10).every((n) => n.startsWith('SIA "Tallinna Osta ')), names.join('; '));
  assert.equal(names[10], 'SIA "Talļia"');
});
