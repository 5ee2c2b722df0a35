// RIK's open files are not documented to name an FIE's entrepreneur, YTJ names no toiminimi's owner
// and JAR no individual enterprise's: a person check of Andres Rebane, born 1980-05-05, found no tie
// to `Andres Rebane FIE`, the business that bears his name, and said nothing of it. candidates=true
// lists such a sole trader, marked roleFrom business_name; without it the answer counts it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../domain/fold.ts';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { ownCompany } from '../../test/helpers/seed-rows-companies.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const ANDRES = { name: 'Andres Rebane', birthDate: '1980-05-05' };
const NOW = new Date('2026-11-21T12:00:00Z');

const fie = (regcode: string, name: string, more: Record<string, string> = {}) =>
  ({ ...ownCompany(regcode, name, { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }), ...more });
const S = {
  fie: { country: 'EE', regcode: '10900011' },
  ownerNamed: { country: 'EE', regcode: '10900012' },
  brandWord: { country: 'EE', regcode: '10900013' },
  company: { country: 'EE', regcode: '10900014' },
  newFie: { country: 'EE', regcode: '17900015' },
  toiminimi: { country: 'FI', regcode: '3100011-1' },
  genitive: { country: 'LT', regcode: '310000011' },
};

function owner(c: { country: string; regcode: string }, name: string, birthDate: string | null) {
  return {
    country: c.country, regcode: c.regcode, role: 'micro_enterprise', position: 'owner', person_name: name, name_key: personNameKey(name),
    entity_type: 'natural_person', birth_date: birthDate, birth_key: null, since: '2020-01-01', until: null,
    assoc_key: `sole-trader-${c.regcode}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.persons', as_of: '2026-11-21',
  };
}

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ now: NOW, rows: {
    companies: [
      fie(S.fie.regcode, 'Andres Rebane FIE'),
      // An FIE whose card names its entrepreneur, born 1970: his role, not the business name, ties him.
      fie(S.ownerNamed.regcode, 'Rebane Andres FIE'),
      // A word after the name that says no trade (a brand), and an OÜ of the name: no sole trader named after the person.
      fie(S.brandWord.regcode, 'Andres Rebane Kodu FIE'),
      ownCompany(S.company.regcode, 'Andres Rebane OÜ', { country: 'EE', form: 'OÜ', source: 'ee.basic' }),
      ownCompany(S.toiminimi.regcode, 'Tmi Matti Åström', { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' }),
      ownCompany(S.genitive.regcode, 'Jono Jonaičio IĮ', { country: 'LT', form: '110', formName: 'IĮ', source: 'lt.register' }),
    ],
    person_roles: [owner(S.ownerNamed, 'Andres Rebane', '1970-01-01')],
  } });
});
after(() => ctx.close());

const listed = (rows: Array<{ country: string; regcode: string; roleFrom?: string }>) =>
  rows.map((r) => `${r.country}:${r.regcode}${r.roleFrom ? ` ${r.roleFrom}` : ''}`);
const withCandidates = (name: string, birthDate: string, limit = 50, after: { country: string; regcode: string } | null = null) =>
  ctx.services.checkPerson(name, birthDate, limit, NOW, null, { after: after as never });

test('a sole trader whose business name holds the name asked for, its owner named by no file, is a candidate marked business_name', () => {
  assert.throws(() => ctx.services.checkPerson(ANDRES.name, ANDRES.birthDate, 50, NOW), (err: Error) => {
    assert.ok(err instanceof NotFoundError);
    assert.match(err.message, /the name alone matches 1 sole trader whose business name holds it, whose register names no owner \(candidates=true lists them\)/);
    return true;
  });
  const answer = withCandidates(ANDRES.name, ANDRES.birthDate);
  assert.deepEqual([answer.count, answer.results], [0, []]);
  assert.deepEqual(listed(answer.candidates!), [`EE:${S.fie.regcode} business_name`]);
  const [one] = answer.candidates!;
  assert.deepEqual(
    [one!.companyName, one!.role, one!.position, one!.personName, one!.birthDateMatch, one!.share?.percent, one!.since, one!.candidateGroup, one!.source],
    ['Andres Rebane FIE', 'micro_enterprise', 'owner', 'Andres Rebane', 'unknown', 100, '2020-01-01', null, 'ee.basic'],
  );
  // In any word order and without marks, as the check reads a name.
  assert.deepEqual(listed(withCandidates('REBANE Andres', ANDRES.birthDate).candidates!), [`EE:${S.fie.regcode} business_name`]);
});

test('the person whose FIE names them is found by the role, and candidates=true lists the sole trader of the name', () => {
  const plain = ctx.services.checkPerson(ANDRES.name, '1970-01-01', 50, NOW);
  assert.deepEqual(listed(plain.results), [`EE:${S.ownerNamed.regcode}`]);
  assert.equal(plain.candidateRoles, undefined, 'a person found counts roles alone: the FIE is not read for it');
  const asked = withCandidates(ANDRES.name, '1970-01-01');
  assert.deepEqual(listed(asked.candidates!), [`EE:${S.fie.regcode} business_name`]);
  assert.equal(asked.candidateRoles, undefined);
});

test('a Finnish toiminimi and a Lithuanian individual enterprise named in the genitive are listed so', () => {
  for (const name of ['Matti Åström', 'Matti Astrom']) {
    assert.deepEqual(listed(withCandidates(name, '1975-01-01').candidates!), [`FI:${S.toiminimi.regcode} business_name`], name);
  }
  const lt = withCandidates('Jonas Jonaitis', '1975-01-01');
  assert.deepEqual(listed(lt.candidates!), [`LT:${S.genitive.regcode} business_name`]);
  assert.equal(lt.candidates![0]!.personName, 'Jono Jonaičio', 'the name as the business name writes it');
  // A name the business name holds a word of only is no candidate.
  assert.throws(() => withCandidates('Jonas Petraitis', '1975-01-01'), NotFoundError);
  assert.throws(() => withCandidates('Matti Virtanen', '1975-01-01'), NotFoundError);
});

test('the sole traders take their place among the candidates\' pages, by country and regcode', () => {
  // A role of the name without birth information in a Latvian company: after the Estonian FIE.
  const extra = seededServices({ now: NOW, rows: {
    companies: [fie(S.fie.regcode, 'Andres Rebane FIE')],
    person_roles: [{ ...owner(FIXTURE.companies.lvKekava, 'Andres Rebane', null), role: 'officer', position: 'board_member', source: 'lv.officers' }],
  } });
  try {
    const all = extra.services.checkPerson(ANDRES.name, ANDRES.birthDate, 50, NOW, null, { after: null });
    assert.deepEqual(listed(all.candidates!), [`EE:${S.fie.regcode} business_name`, `LV:${FIXTURE.companies.lvKekava.regcode}`]);
    const first = extra.services.checkPerson(ANDRES.name, ANDRES.birthDate, 1, NOW, null, { after: null });
    assert.deepEqual([listed(first.candidates!), first.next], [[`EE:${S.fie.regcode} business_name`], { country: 'EE', regcode: S.fie.regcode, candidates: true }]);
    const second = extra.services.checkPerson(ANDRES.name, ANDRES.birthDate, 1, NOW, null, { after: first.next! });
    assert.deepEqual([listed(second.candidates!), second.next], [[`LV:${FIXTURE.companies.lvKekava.regcode}`], null]);
    // Without candidates, the 404 counts both.
    assert.throws(() => extra.services.checkPerson(ANDRES.name, ANDRES.birthDate, 50, NOW),
      /matches 1 role whose register gives no birth date and 1 sole trader whose business name holds it/);
  } finally {
    extra.close();
  }
});

test('new registrations list an FIE of the name registered within the window among their candidates', () => {
  const yesterday = new Date(NOW.getTime() - 20 * 3_600_000).toISOString();
  const extra = seededServices({ now: NOW, rows: {
    companies: [fie(S.fie.regcode, 'Andres Rebane FIE'), fie(S.newFie.regcode, 'Andres Rebane FIE', { registered_on: yesterday.slice(0, 10), first_seen_at: yesterday })],
  } });
  try {
    const plain = extra.services.newRegistrations(ANDRES.name, ANDRES.birthDate, 24, 100, NOW);
    assert.deepEqual([plain.personKnown, plain.count, plain.candidateRoles], [false, 0, 2], 'both FIEs of the name are counted');
    const asked = extra.services.newRegistrations(ANDRES.name, ANDRES.birthDate, 24, 100, NOW, true);
    assert.deepEqual(listed(asked.candidates!), [`EE:${S.newFie.regcode} business_name`], 'the one registered within the window');
    assert.equal(asked.candidates![0]!.firstSeenAt, yesterday.replace(/\.\d{3}Z$/, 'Z'));
  } finally {
    extra.close();
  }
});

test('a trade word after the name, `T:mi`, `Tmi.`, `Toiminimi` and the Swedish `Firma`: the sole traders of the name are listed', () => {
  const tmi = (regcode: string, name: string) =>
    ownCompany(regcode, name, { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' });
  const his = [
    tmi('3100021-1', 'Tmi Juha Lehtonen Rakennus'), tmi('3100022-1', 'Juha Lehtonen Rakennuspalvelu Tmi'),
    tmi('3100023-1', 'T:mi Juha Lehtonen'), tmi('3100024-1', 'Tmi. Juha Lehtonen'), tmi('3100025-1', 'Toiminimi Lehtonen Juha'),
    tmi('3100026-1', 'Juha Lehtonen T:mi'), tmi('3100027-1', 'T:mi Lehtonen Juha Kiinteistöhuolto'), tmi('3100028-1', 'Firma Juha Lehtonen'),
  ];
  const notHis = [
    // A third word of a name, a brand, two trade words, a trade word before the name, a trade word in small letters after common words.
    tmi('3100031-1', 'Tmi Juha Lehtonen Matti'), tmi('3100032-1', 'Tmi Juha Lehtonen Kodu'), tmi('3100033-1', 'Tmi Juha Lehtonen Rakennus Remontti'),
    tmi('3100034-1', 'Tmi Rakennus Juha Lehtonen'), tmi('3100035-1', 'Juha Lehtonen Rakennus Oy'),
  ];
  const extra = seededServices({ now: NOW, rows: { companies: [
    ...his, ...notHis, fie('10900021', 'Andres Rebane Ehitus FIE'), tmi('3100041-1', 'Firma Anders Nyström'),
  ] } });
  try {
    const listedOf = (name: string) => listed(extra.services.checkPerson(name, '1975-01-01', 50, NOW, null, { after: null }).candidates!);
    assert.deepEqual(listedOf('Juha Lehtonen'), his.map((c) => `FI:${c.regcode} business_name`));
    assert.deepEqual(listedOf('Lehtonen Juha'), his.map((c) => `FI:${c.regcode} business_name`));
    assert.deepEqual(listedOf('Andres Rebane'), ['EE:10900021 business_name']);
    assert.deepEqual(listedOf('Anders Nyström'), ['FI:3100041-1 business_name']);
    // The name the business name holds, its trade and form left out; the 404 counts them.
    const [first] = extra.services.checkPerson('Juha Lehtonen', '1975-01-01', 50, NOW, null, { after: null }).candidates!;
    assert.deepEqual([first!.companyName, first!.personName], ['Tmi Juha Lehtonen Rakennus', 'Juha Lehtonen']);
    assert.throws(() => extra.services.checkPerson('Juha Lehtonen', '1975-01-01', 50, NOW), /the name alone matches 8 sole traders whose business name holds it/);
  } finally {
    extra.close();
  }
});

test('a toiminimi whose form is written in Swedish, `F:a` or `Enskild firma`, before or after the name, is listed among the name\'s sole traders', () => {
  const tmi = (regcode: string, name: string) =>
    ownCompany(regcode, name, { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' });
  const his = [
    tmi('3100051-1', 'F:a Anders Nyström'), tmi('3100052-1', 'Enskild firma Anders Nyström'), tmi('3100053-1', 'Anders Nyström Bygg F:a'),
    tmi('3100054-1', 'Nyström Anders enskild firma'),
  ];
  // `Enskild` is the form's word, not a given name: no person `Enskild Nyström` in it.
  const extra = seededServices({ now: NOW, rows: { companies: [...his, tmi('3100055-1', 'Enskild firma Nyström')] } });
  try {
    const listedOf = (name: string) => listed(extra.services.checkPerson(name, '1975-01-01', 50, NOW, null, { after: null }).candidates!);
    assert.deepEqual(listedOf('Anders Nyström'), his.map((c) => `FI:${c.regcode} business_name`));
    assert.throws(() => extra.services.checkPerson('Enskild Nyström', '1975-01-01', 50, NOW, null, { after: null }), NotFoundError);
  } finally {
    extra.close();
  }
});

test('a Lithuanian individual enterprise writing a Russian name with Lithuanian endings is listed for the name as typed and as the registers write it', () => {
  const ij = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: '110', formName: 'IĮ', source: 'lt.register' });
  const his = [ij('310000021', 'Sergejaus Lavrovo IĮ'), ij('310000022', 'Sergejus Lavrovas IĮ')];
  // Another given name, and a surname the Russian one is only the start of: no one's of the name.
  const extra = seededServices({ now: NOW, rows: { companies: [...his, ij('310000023', 'Andrejaus Lavrovo IĮ'), ij('310000024', 'Sergejaus Lavrinovičiaus IĮ')] } });
  try {
    const listedOf = (name: string) => listed(extra.services.checkPerson(name, '1975-01-01', 50, NOW, null, { after: null }).candidates!);
    for (const name of ['Sergej Lavrov', 'Lavrov Sergej', 'Sergey Lavrov', 'Сергей Лавров', 'Sergejs Lavrovs', 'Sergejus Lavrovas']) {
      assert.deepEqual(listedOf(name), his.map((c) => `LT:${c.regcode} business_name`), name);
    }
    const [first] = extra.services.checkPerson('Sergey Lavrov', '1975-01-01', 50, NOW, null, { after: null }).candidates!;
    assert.equal(first!.personName, 'Sergejaus Lavrovo', 'the name as the business name writes it');
    assert.throws(() => extra.services.checkPerson('Sergej Lavrov', '1975-01-01', 50, NOW), /the name alone matches 2 sole traders whose business name holds it/);
    assert.throws(() => extra.services.checkPerson('Sergej Lavrinovich', '1975-01-01', 50, NOW, null, { after: null }), NotFoundError);
  } finally {
    extra.close();
  }
});
