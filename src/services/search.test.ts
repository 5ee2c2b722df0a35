// Company search as a user meets it: folding, legal forms, numbers, prefixes, ranking, typos.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import type { CompanySummary } from './views.ts';
import { parseSearchQuery } from './search/search-query.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const search = (q: string, opts: { country?: 'LV' | 'LT' | 'EE' | 'FI'; limit?: number } = {}) =>
  ctx.services.searchCompanies(q, { limit: opts.limit ?? 20, country: opts.country });
const ids = (rows: CompanySummary[]) => rows.map((r) => `${r.country}:${r.regcode}`);
const id = (c: { country: string; regcode: string }) => `${c.country}:${c.regcode}`;

test('case, diacritics and quotes do not matter', () => {
  const expected = ids(search('rigas koks'));
  assert.ok(expected.includes(id(C.lvRigasKoks)));
  for (const q of ['RĪGAS KOKS', 'Rīgas Koks', '"Rīgas" „Koks“', 'rīgas, koks!']) assert.deepEqual(ids(search(q)), expected, q);
  assert.equal(ids(search('siaures vilkas'))[0], id(C.ltVilkas));
  assert.equal(ids(search('aanekosken oljy'))[0], id(C.fiAanekoski));
  assert.equal(ids(search('pohja puit'))[0], id(C.eePohjaPuit));
  assert.equal(ids(search('kekavas laudis'))[0], id(C.lvKekava));
  assert.equal(ids(search('D.Luxe'))[0], id(C.lvSoleTrader));
});

test('a trademark or numero sign pasted with a name does not join its word', () => {
  assert.deepEqual(ids(search('Rīgas Koks™')), ids(search('Rīgas Koks')));
  assert.deepEqual(ids(search('SIA „Rīgas Koks“®')), ids(search('SIA „Rīgas Koks“')));
  assert.equal(ids(search('Eesti Energia℠ AS'))[0], id(C.eeEnergia));
});

test('HTML character references pasted from a web page are the characters they stand for', () => {
  const expected = ids(search('SIA "Rīgas Koks"'));
  for (const q of ['SIA &quot;Rīgas Koks&quot;', 'SIA &#34;R&#299;gas Koks&#34;', 'SIA &#x201E;R&imacr;gas Koks&#x201C;', 'SIA&nbsp;&bdquo;Rīgas&nbsp;Koks&ldquo;',
    'SIA &amp;quot;Rīgas Koks&amp;quot;']) {
    assert.deepEqual(ids(search(q)), expected, q);
  }
  assert.deepEqual(ids(search('UAB &bdquo;&Scaron;iaur&euml;s Vilkas&ldquo;')), ids(search('UAB „Šiaurės Vilkas“')));
  assert.deepEqual(ids(search('Akcin&#279;&nbsp;bendrov&#279;&nbsp;&#8222;&#381;algiris&#8220;')), ids(search('Akcinė bendrovė „Žalgiris“')));
  assert.equal(ids(search('&Auml;&auml;nekosken &Ouml;ljy Oy'))[0], id(C.fiAanekoski));
  // A reference of no character stays as written.
  assert.deepEqual(parseSearchQuery('Rīgas &foo; Koks &#0;').words, ['rigas', 'foo', 'koks', '0']);
});

test('legal-form words never decide a match, wherever they stand', () => {
  for (const q of ['SIA Rīgas Koks', 'Rīgas Koks SIA', 'AS Rīgas Koks', 'Rīgas Koks, UAB']) {
    assert.equal(ids(search(q))[0], id(C.lvRigasKoks), q);
  }
  for (const q of ['AS Latvijas Gāze', 'Latvijas Gāze', 'latvijas gaze akciju sabiedriba']) {
    assert.equal(ids(search(q))[0], id(C.lvGaze), q);
  }
  for (const q of ['Oy Suomen Kauppa', 'Suomen Kauppa Ab', 'suomen kauppa']) assert.equal(ids(search(q))[0], id(C.fiSuomenKauppa), q);
  for (const q of ['Akcinė bendrovė Žalgiris', 'zalgiris AB', 'UAB Žalgiris']) assert.equal(ids(search(q))[0], id(C.ltZalgiris), q);
  // Written with dots, a legal form is the same legal form, not letters the name must hold
  // (single letters are words of many names at national size). Other dotted letters stay letters.
  assert.deepEqual(parseSearchQuery('S.I.A. Rīgas Koks'), parseSearchQuery('SIA Rīgas Koks'));
  assert.deepEqual(parseSearchQuery('Rīgas Koks, U.A.B').forms, ['uab']);
  assert.deepEqual(parseSearchQuery('A.B.C. Serviss').words, ['a', 'b', 'c', 'serviss']);
  assert.deepEqual(parseSearchQuery('D.Luxe').words, ['d', 'luxe']);
  assert.deepEqual(parseSearchQuery('A.B. Serviss').words, ['a', 'b', 'serviss'], 'two letters are initials');
  assert.deepEqual(ids(search('S.I.A. Rīgas Koks')), ids(search('SIA Rīgas Koks')));
  assert.deepEqual(ids(search('Rīgas Koks, S.I.A')), ids(search('Rīgas Koks SIA')));
  assert.deepEqual(ids(search('U.A.B. Žalgiris')), ids(search('UAB Žalgiris')));
  // A space after each dot, as a legal form is often typed; still two letters are initials.
  assert.deepEqual(parseSearchQuery('S. I. A. Rīgas Koks'), parseSearchQuery('SIA Rīgas Koks'));
  assert.deepEqual(ids(search('U. A. B. Žalgiris')), ids(search('UAB Žalgiris')));
  assert.deepEqual(parseSearchQuery('A. B. Serviss').words, ['a', 'b', 'serviss'], 'two letters are initials');
  // …first: where fewer than a page of names hold them, they are read as the legal form they spell.
  assert.deepEqual(parseSearchQuery('A.B. Serviss').initialsAsForm, { words: ['serviss'], forms: ['ab'] });
  assert.equal(parseSearchQuery('D.Luxe').initialsAsForm, null);
  for (const q of ['Eesti Energia A.S.', 'A. S. Eesti Energia', 'Eesti Energia A.S']) assert.equal(ids(search(q))[0], id(C.eeEnergia), q);
  assert.equal(ids(search('Suomen Kauppa O.Y.'))[0], id(C.fiSuomenKauppa));
  assert.deepEqual(parseSearchQuery('J. K. Ozols').words, ['j', 'k', 'ozols']);
  // The forms in English as the companies write them in English.
  for (const q of ['Latvijas Gāze JSC', 'JSC Latvijas Gāze', 'Latvijas Gāze Public Limited Company', 'Latvijas Gāze Limited']) {
    assert.deepEqual(parseSearchQuery(q).words, ['latvijas', 'gaze'], q);
    assert.equal(ids(search(q))[0], id(C.lvGaze), q);
  }
  for (const q of ['Rīgas Koks Private Limited Company', 'Rīgas Koks Limited Liability Company', 'Põhja Puit Joint Stock Company']) {
    assert.equal(parseSearchQuery(q).words.length, 2, q);
  }
  // `A/S`, as an akciju sabiedrība was long written.
  for (const q of ['A/S "Latvijas Gāze"', 'a/s Latvijas Gāze', 'Latvijas Gāze, A/S']) {
    assert.deepEqual(parseSearchQuery(q).forms, ['as'], q);
    assert.equal(ids(search(q))[0], id(C.lvGaze), q);
  }
  assert.equal(ids(search('Eesti Energia aktsiaselts'))[0], id(C.eeEnergia));
});

test('word order does not matter', () => {
  assert.equal(ids(search('koks rigas'))[0], id(C.lvRigasKoks));
  assert.equal(ids(search('energia eesti'))[0], id(C.eeEnergia));
});

test('an exact registration or VAT number comes first', () => {
  assert.deepEqual(ids(search('40003032949')).slice(0, 1), [id(C.lvGaze)]);
  assert.equal(ids(search('LV40003032949'))[0], id(C.lvGaze));
  assert.equal(ids(search(' lv 4000 303 2949 '))[0], id(C.lvGaze));
  assert.equal(ids(search('EE100247019'))[0], id(C.eeEnergia));
  assert.equal(ids(search('0112038-9'))[0], id(C.fiNokia));
  assert.equal(ids(search('01120389'))[0], id(C.fiNokia));
  assert.equal(ids(search('FI01120389'))[0], id(C.fiNokia));
  // The country code typed before a registration number.
  assert.deepEqual(ids(search('FI 0112038-9')), [id(C.fiNokia)]);
  assert.deepEqual(ids(search('EE10137025')), [id(C.eeEnergia)]);
  // A regcode of two countries: both, and the country filter keeps one.
  assert.deepEqual(new Set(ids(search(FIXTURE.ambiguousRegcode)).slice(0, 2)), new Set([id(C.eePohjaPuit), id(C.ltZalgiris)]));
  assert.deepEqual(ids(search(FIXTURE.ambiguousRegcode, { country: 'LT' })), [id(C.ltZalgiris)]);
});

test('the beginning of a registration number finds the company', () => {
  assert.equal(ids(search('4000303'))[0], id(C.lvGaze));
});

test('the beginning of a VAT number written as one word finds the company, as typed into a VAT field', () => {
  assert.equal(ids(search('LV4000303'))[0], id(C.lvGaze));
  assert.equal(ids(search('lv4000303294'))[0], id(C.lvGaze));
  assert.equal(ids(search('FI011203'))[0], id(C.fiNokia));
  // An Estonian VAT number is a number of its own: its beginning, not the registry code's.
  assert.equal(ids(search('EE100247'))[0], id(C.eeEnergia));
  assert.ok(!ids(search('EE101370')).includes(id(C.eeEnergia)));
  // The country code says which register: a Latvian beginning lists no other country.
  const lv = search('LV4000', { limit: 50 });
  assert.ok(lv.length > 1 && lv.every((r) => r.country === 'LV' && r.regcode.startsWith('4000')), JSON.stringify(ids(lv)));
  // Fewer than four digits is no number yet.
  assert.ok(!ids(search('LV400')).includes(id(C.lvGaze)));
  // Written with a space or hyphen after the country code, once it has more digits than a postal code.
  for (const typed of ['LV 4000303', 'lv-400030329', 'EE 100247']) {
    assert.equal(ids(search(typed))[0], typed.startsWith('EE') ? id(C.eeEnergia) : id(C.lvGaze), typed);
  }
});

test('the last word matches as a prefix', () => {
  assert.equal(ids(search('rigas ko'))[0], id(C.lvRigasKoks));
  assert.equal(ids(search('latvijas g'))[0], id(C.lvGaze));
  assert.equal(ids(search('nok'))[0], id(C.fiNokia));
  assert.equal(ids(search('Juodasis Sąr'))[0], id(C.ltBlacklisted));
  assert.equal(ids(search('koks rīg'))[0], id(C.lvRigasKoks));
});

test('address and former names match too', () => {
  assert.equal(ids(search('Brīvības iela 100'))[0], id(C.lvRigasKoks));
  assert.equal(ids(search('Karakaari'))[0], id(C.fiNokia));
  assert.equal(ids(search('Koka Nams'))[0], id(C.lvRigasKoks));
  assert.equal(ids(search('Nokia Abp'))[0], id(C.fiNokia));
});

test('an exact name comes first, and active companies before liquidating and closed ones', () => {
  const koks = search('rigas koks');
  assert.equal(ids(koks)[0], id(C.lvRigasKoks));
  const exactClosed = ids(koks).indexOf(id(C.lvRigasKoksClosed));
  assert.equal(exactClosed, 1, 'the closed company of the same exact name follows the active one');
  // Among the names with the word (an address match, Rīgas iela, comes after them).
  const named = search('rigas').filter((r) => r.name.includes('Rīgas'));
  assert.deepEqual(named.map((r) => r.status), ['active', 'active', 'closed']);
  assert.ok(ids(search('rigas')).includes(id(C.lvKekava)));
  assert.deepEqual(ids(search('baltic')), [id(C.lvBalticLogistics), id(C.lvBalticTrade), id(C.ltClosed)]);
});

test('results are deterministic, whatever order the rows were loaded in', async () => {
  const { seededServices: open } = await import('../../test/helpers/seeded-services.ts');
  const { fixtureRows } = await import('../../test/helpers/seed.ts');
  const rows = fixtureRows(new Date());
  for (const table of Object.keys(rows) as Array<keyof typeof rows>) rows[table] = [...rows[table]].reverse();
  const reversed = open({ fixture: false, rows });
  try {
    for (const q of ['rigas', 'baltic', 'sia', 'a', 'oy', '12345678', 'rigas kokss']) {
      assert.deepEqual(ids(reversed.services.searchCompanies(q, { limit: 20 })), ids(search(q)), q);
      assert.deepEqual(ids(search(q)), ids(search(q)), q);
    }
  } finally {
    reversed.close();
  }
});

test('typos fall back to similar names', () => {
  assert.equal(ids(search('rigas kokss'))[0], id(C.lvRigasKoks));
  assert.equal(ids(search('nokai'))[0], id(C.fiNokia));
  assert.equal(ids(search('zalgirs'))[0], id(C.ltZalgiris));
  assert.equal(ids(search('eesti enrgia'))[0], id(C.eeEnergia));
  assert.deepEqual(search('qwxzvj'), []);
});

test('a query of legal-form words alone lists companies of that legal form', () => {
  const all = search('SIA');
  // Fewer than a page here: the names the word begins follow (search-relaxed.test.ts).
  const sia = all.filter((r) => r.legalForm === 'SIA');
  assert.ok(sia.length >= 5);
  assert.deepEqual(all.slice(0, sia.length), sia, all.map((r) => r.name).join('; '));
  const order = ['active', 'reorganisation', 'unknown', 'liquidation', 'insolvency', 'closed'];
  const buckets = sia.map((r) => order.indexOf(r.status));
  assert.deepEqual(buckets, [...buckets].sort((a, b) => a - b), 'active first, closed last');
  const oy = search('Oy');
  assert.ok(oy.length >= 3 && oy.every((r) => r.country === 'FI'));
  assert.ok(oy.findIndex((r) => r.status === 'closed') > oy.findLastIndex((r) => r.status === 'active'));
  assert.deepEqual(ids(search('OÜ', { country: 'EE' })).sort(), [id(C.eePohjaPuit), id(C.eeTaxDebtor), id(C.eeLiquidating)].sort());
  // A legal form's full name finds its short form and back.
  assert.ok(ids(search('osaühing')).includes(id(C.eePohjaPuit)));
  assert.ok(ids(search('UAB')).includes(id(C.ltVilkas)));
});

test('the country filter and the limit hold', () => {
  assert.deepEqual(ids(search('baltic', { country: 'LT' })), [id(C.ltClosed)]);
  assert.ok(search('a', { country: 'FI' }).every((r) => r.country === 'FI'));
  assert.equal(search('SIA', { limit: 2 }).length, 2);
  assert.equal(search('a', { limit: 1 }).length, 1);
});

test('search results carry the summary fields', () => {
  const [gaze] = search('40003032949');
  assert.deepEqual(gaze, {
    regcode: C.lvGaze.regcode, country: 'LV', name: C.lvGaze.name, address: 'Aristida Briāna iela 6, Rīga, LV-1001',
    status: 'active', legalForm: 'AS', legalFormEnglish: 'Joint-stock company', registeredOn: '1991-12-30',
  });
  // FI registers legal forms as numbers and names: the abbreviation of the name is shown (17 Julkinen osakeyhtiö).
  assert.equal(search('0112038-9')[0]!.legalForm, 'Oyj');
  assert.equal(search('0112038-9')[0]!.legalFormEnglish, 'Public limited company');
});

test('no text breaks the search', () => {
  const odd = ['', ' ', '"', '*', '-', '^', '(', ')', 'AND', 'OR NOT', 'NEAR(a b)', '{name}:x', "'; DROP TABLE companies; --",
    'a"b', '🙂🙂', 'x'.repeat(1000), 'ж', 'Ω≈ç', '%', '_', '\\', '0', '00000', 'LV', 'FI-', '1234567-', 'sia sia sia as oy', 'a b c d e f g h i j k l'];
  for (const q of odd) assert.doesNotThrow(() => search(q), q);
  assert.deepEqual(search('"'), []);
  assert.ok(search('ж').length === 0 || Array.isArray(search('ж')));
});

test('autofill returns the address and the VAT number only of VAT-registered companies', () => {
  const [koks] = ctx.services.autofill('rigas koks', { limit: 5 });
  assert.deepEqual(koks, {
    regcode: C.lvRigasKoks.regcode, country: 'LV', name: C.lvRigasKoks.name, legalForm: 'SIA', legalFormEnglish: 'Limited liability company', address: 'Brīvības iela 100, Rīga, LV-1011',
    addressParts: { street: null, postcode: null, city: null, country: 'LV' }, status: 'active', vatNumber: 'LV40103564678',
  });
  const trade = ctx.services.autofill('Baltic Trade', { limit: 1 })[0]!;
  assert.equal(trade.regcode, C.lvBalticTrade.regcode);
  assert.equal('vatNumber' in trade, false, 'a deregistered VAT number is left out');
  const byCode = ctx.services.autofill('10137025', { limit: 1 })[0]!;
  assert.equal(byCode.vatNumber, 'EE100247019');
  assert.equal('vatNumber' in ctx.services.autofill('Žalgiris', { limit: 1 })[0]!, false);
});

test('a search right after a publish finds the new data and pairs each result with its own row', async () => {
  const { openForWriting } = await import('../store/open.ts');
  const { rebuildSearchIndex } = await import('../store/search-index.ts');
  const { writeDatasetVersion } = await import('../store/dataset-version.ts');
  const { fixtureRows } = await import('../../test/helpers/seed.ts');
  const { companyNameKey } = await import('../domain/fold.ts');
  const { seededServices: open } = await import('../../test/helpers/seeded-services.ts');
  const served = open();
  try {
    const find = (q: string) => served.services.searchCompanies(q, { limit: 5 });
    assert.equal(find('rigas koks')[0]?.name, C.lvRigasKoks.name);
    // A short active name ranks before every Latvian company: each document of the image moves.
    const template = fixtureRows(new Date()).companies.find((r) => r.regcode === C.lvRigasKoks.regcode)!;
    const added = { ...template, regcode: '40000000001', name: 'Aiva', name_key: companyNameKey('Aiva') };
    const writer = openForWriting(served.store.path);
    try {
      writer.exec('BEGIN IMMEDIATE');
      const columns = Object.keys(added);
      writer.prepare(`INSERT INTO companies (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
        .run(...columns.map((c) => added[c as keyof typeof added] ?? null));
      rebuildSearchIndex(writer, 'LV');
      writeDatasetVersion(writer, new Date());
      writer.exec('COMMIT');
    } finally {
      writer.close();
    }
    // At once, well within the second the dataset version is cached for.
    assert.deepEqual(find('aiva').map((r) => r.regcode), ['40000000001']);
    for (const q of ['rigas koks', 'latvijas gaze', 'baltic']) {
      for (const hit of find(q)) assert.ok(companyNameKey(hit.name).includes(companyNameKey(q).split(' ')[0]!), `${q}: ${hit.name}`);
    }
    assert.equal(find('rigas koks')[0]?.regcode, C.lvRigasKoks.regcode);
  } finally {
    served.close();
  }
});
