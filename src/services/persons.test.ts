// /persons/check and /persons/new-registrations: who matches, and the time window.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const C = FIXTURE.companies;
const P = FIXTURE.persons;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const companiesOf = (name: string, birthDate: string) =>
  [...new Set(ctx.services.checkPerson(name, birthDate, 100).results.map((r) => `${r.country}:${r.regcode}`))];

test('a person is found in every role and country, ignoring case, diacritics and word order', () => {
  const v = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  assert.equal(v.count, P.janis.associations);
  assert.deepEqual(v.person, { name: P.janis.name, birthDate: P.janis.birthDate });
  assert.deepEqual(new Set(v.results.map((r) => r.role)), new Set(['officer', 'member', 'beneficial_owner']));
  assert.ok(v.results.some((r) => r.country === 'EE'));
  // A name copied from a web page or a PDF brings invisible characters: a soft hyphen, a zero-width space.
  for (const spelling of ['berzins janis', 'JĀNIS BĒRZIŅŠ', '  Janis   Berzins ', 'Jā\u200Bnis Bēr\u00ADziņš', '\uFEFFJānis Bērziņš']) {
    assert.deepEqual(ctx.services.checkPerson(spelling, P.janis.birthDate, 50).results, v.results, spelling);
  }
});

test('a name typed with its marked letters spelled out finds the person, the birth date still deciding', () => {
  const v = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const spelling of ['Janis Berzinsh', 'BERZINSH JANIS', 'Janis Berzinjsh']) {
    assert.deepEqual(ctx.services.checkPerson(spelling, P.janis.birthDate, 50).results, v.results, spelling);
  }
  assert.deepEqual(ctx.services.checkPerson('Janis Berzinsh', P.janisNamesake.birthDate, 50).results.map((r) => r.regcode),
    [C.lvBalticTrade.regcode]);
  assert.throws(() => ctx.services.checkPerson('Janis Berzinsh', '1980-01-02', 50), NotFoundError);
  assert.equal(ctx.services.newRegistrations('Janis Berzinsh', P.janis.birthDate, 24, 100, ctx.store.now).count, 1);
});

test('a name of Russian origin typed as another register or a passport writes it finds the person, the birth date still deciding', () => {
  const v = ctx.services.checkPerson(P.ivan.name, P.ivan.birthDate, 50);
  assert.equal(v.count, P.ivan.associations);
  // The Latvian spelling, with its endings, and the Lithuanian, of the register's `Ivan Petrov`.
  for (const spelling of ['Ivans Petrovs', 'PETROVS IVANS']) {
    assert.deepEqual(ctx.services.checkPerson(spelling, P.ivan.birthDate, 50).results, v.results, spelling);
  }
  assert.throws(() => ctx.services.checkPerson('Ivans Petrovs', '1965-07-21', 50), NotFoundError);
});

test('every spelling of a name of Russian origin finds the roles one person has under each register\'s spelling', () => {
  const S = P.sergei;
  const both = [`EE:${C.eePohjaPuit.regcode}`, `LV:${C.lvKekava.regcode}`];
  // A passport's spelling, and each register's own: the Estonian register's `Sergei Petrov` and
  // the Latvian `Petrovs Sergejs` are one person, born the same day.
  for (const spelling of [S.passport, S.ee, 'Sergejs Petrovs', 'petrovs sergejs']) {
    assert.deepEqual(companiesOf(spelling, S.birthDate), both, spelling);
  }
  // Each role says how its register writes the name that matched.
  assert.deepEqual(ctx.services.checkPerson(S.ee, S.birthDate, 50).results.map((r) => r.personName), [S.ee, S.lv, S.lv]);
  assert.equal(ctx.services.checkPerson(S.passport, S.birthDate, 50).count, S.associations);
  assert.throws(() => ctx.services.checkPerson(S.passport, '1979-06-04', 50), NotFoundError);
  // New registrations read the person the same way: the Latvian role is new, the Estonian is not,
  // whichever spelling is typed.
  for (const spelling of [S.passport, S.ee]) {
    const recent = ctx.services.newRegistrations(spelling, S.birthDate, 24, 100, ctx.store.now);
    assert.deepEqual(recent.results.map((r) => `${r.country}:${r.regcode}`), [`LV:${C.lvKekava.regcode}`, `LV:${C.lvKekava.regcode}`], spelling);
  }
});

test('a Latvian name typed in Cyrillic in its Latvian form, its ending `-js` as `йс`, finds the person, the birth date still deciding', () => {
  const S = P.sergei;
  // Latvian text in Cyrillic writes `Sergejs Petrovs` as `Сергейс Петровс`: read as the registers
  // write it, not as `Sergeis`, a letter from `Sergejs`, which a 404 named a near miss.
  const found = ctx.services.checkPerson('Сергейс Петровс', S.birthDate, 50);
  assert.deepEqual(found.results, ctx.services.checkPerson(S.lv, S.birthDate, 50).results);
  assert.equal(found.count, S.associations);
  assert.throws(() => ctx.services.checkPerson('Сергейс Петровс', '1979-06-04', 50), NotFoundError);
  assert.deepEqual(ctx.services.newRegistrations('Сергейс Петровс', S.birthDate, 24, 100, ctx.store.now).results.map((r) => `${r.country}:${r.regcode}`),
    [`LV:${C.lvKekava.regcode}`, `LV:${C.lvKekava.regcode}`]);
});

test('new registrations: limit counts companies, so every new role in a company listed is listed', () => {
  const S = P.sergei;
  const one = ctx.services.newRegistrations(S.lv, S.birthDate, 24, 1, ctx.store.now);
  assert.deepEqual(one.results.map((r) => `${r.regcode}:${r.role}`).sort(),
    [`${C.lvKekava.regcode}:beneficial_owner`, `${C.lvKekava.regcode}:member`]);
  assert.equal(one.count, 2);
});

test('an association carries the company, the role, the share and the name as the register writes it', () => {
  const v = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  const member = v.results.find((r) => r.role === 'member')!;
  assert.deepEqual(member, {
    regcode: C.lvRigasKoks.regcode, country: 'LV', companyName: C.lvRigasKoks.name, companyStatus: 'active',
    role: 'member', position: null, since: '2010-02-01', announced: false, until: null, share: { percent: 50, amount: 1400, currency: 'EUR' },
    personName: P.janis.name, birthDateMatch: 'exact', source: 'lv.members', asOf: '2026-11-21', unlistedOn: null, representation: null,
    // The company is on no list; a holding of half is compared with the lists only while it controls the company,
    // and screening stored no match through it.
    companySanctioned: false, companyFlags: [], sanctionsScreened: 'screened_if_controlling', sanctions: [], sanctionCandidates: [],
  });
  // UR's officers.csv writes the surname first.
  assert.equal(v.results.find((r) => r.role === 'officer')!.personName, 'Bērziņš Jānis');
  assert.equal(v.results.find((r) => r.role === 'officer')!.share, null);
});

test('the birth date tells namesakes apart', () => {
  assert.deepEqual(companiesOf(P.janisNamesake.name, P.janisNamesake.birthDate), [`LV:${C.lvBalticTrade.regcode}`]);
  assert.ok(!companiesOf(P.janis.name, P.janis.birthDate).includes(`LV:${C.lvBalticTrade.regcode}`));
  assert.throws(() => ctx.services.checkPerson(P.janis.name, '1980-01-02', 50), NotFoundError);
});

test('a name typed a letter wrong finds no one, and the 404 and nameHint name the person born that day it is a letter from', () => {
  const notFound = (name: string, birthDate: string) => {
    try {
      ctx.services.checkPerson(name, birthDate, 50);
    } catch (error) {
      if (error instanceof NotFoundError) return error.message;
      throw error;
    }
    return assert.fail(`${name} ${birthDate} was found`);
  };
  // A letter left out, replaced or two swapped: the 404 read "check the letters", and a compliance check a clean result.
  for (const typed of ['Jnis Bērziņš', 'Janis Berzinsx', 'Jāins Bērziņš', 'BERZINS JANSI']) {
    assert.match(notFound(typed, P.janis.birthDate), /; the registers list a person born that day as "(Jānis Bērziņš|Bērziņš Jānis)", one letter from the name sent, and no one by the name as sent: if that is the person, send the name as the register writes it$/, typed);
  }
  // Born another day, or a name of as many words wholly other, is told to check both, as before.
  for (const [typed, birthDate] of [['Jnis Bērziņš', '1980-01-02'], ['Nobody Nowhere', P.janis.birthDate], ['Rita Bērziņš', P.janis.birthDate]] as const) {
    assert.match(notFound(typed, birthDate), /check the birth date, .* and the letters of the name: word order, case and diacritics do not matter$/, typed);
  }
  // A register giving the year and month alone lists a person born that month: said so, not "that day".
  assert.match(notFound('Ana Kalnina', '1990-04-17'), /the registers list a person born that month \(the register gives no day\) as "KALNIŅA ANNA", one letter from/);
  // A job watching the name typed so is told why it reads count 0, and is listed no role of that person's.
  const watched = ctx.services.newRegistrations('Jnis Bērziņš', P.janis.birthDate, 24, 100, ctx.store.now);
  assert.equal(watched.personKnown, false);
  assert.equal(watched.count, 0);
  assert.match(watched.nameHint ?? '', /^The registers list a person born that day as "(Jānis Bērziņš|Bērziņš Jānis)", one letter from the name sent, .*writes it\.$/);
});

test('a register that publishes only the year and month matches any day of that month', () => {
  assert.deepEqual(companiesOf(P.anna.name, '1990-04-01').sort(), [`LV:${C.lvSoleTrader.regcode}`, `LV:${C.lvNewCompany.regcode}`].sort());
  assert.equal(companiesOf(P.anna.name, '1990-04-30').length, 2);
  assert.throws(() => ctx.services.checkPerson(P.anna.name, '1990-05-01', 50), NotFoundError);
  const micro = ctx.services.checkPerson(P.anna.name, P.anna.birthDate, 50).results.find((r) => r.role === 'micro_enterprise');
  assert.equal(micro?.regcode, C.lvSoleTrader.regcode);
});

test('a year and month with a masked personal code match only the day the code gives', () => {
  const I = P.inese;
  assert.deepEqual(companiesOf(I.name, I.birthDate), [`LV:${C.lvBalticTrade.regcode}`]);
  // Another day of July 1982 is another person, though UR publishes the month only.
  for (const other of ['1982-07-01', '1982-07-18']) assert.throws(() => ctx.services.checkPerson(I.name, other, 50), NotFoundError, other);
  assert.deepEqual(ctx.services.newRegistrations(I.name, '1982-07-01', 24 * 168, 100, ctx.store.now).results, []);
});

test('a masked personal code matches by its birth date digits', () => {
  assert.deepEqual(companiesOf(P.peteris.name, P.peteris.birthDate), [`LV:${C.lvRigasKoks.regcode}`]);
  // The namesake with code 010190-***** is another person.
  assert.deepEqual(companiesOf(P.peteris.name, '1990-01-01'), [`LV:${C.lvKekava.regcode}`]);
  assert.throws(() => ctx.services.checkPerson(P.peteris.name, '1985-03-16', 50), NotFoundError);
});

test('nobody by that name is not found; a malformed birth date is invalid', () => {
  assert.throws(() => ctx.services.checkPerson('Nobody Nowhere', '1980-01-01', 50), NotFoundError);
  // A name holding no letter names no one a register could list: refused, as the REST schema refuses an empty one.
  assert.throws(() => ctx.services.checkPerson('', '1980-01-01', 50), InvalidParameterError);
  for (const bad of ['1980-02-30', '01.01.1980', '1980-1-1', '', 'x']) {
    assert.throws(() => ctx.services.checkPerson(P.janis.name, bad, 50), InvalidParameterError, bad);
  }
});

test('a name of one word finds no one by a full name, and its 404 says to send given name and surname', () => {
  // A surname alone (a title left aside) read as an unknown person, a 404 a user took for "no company".
  const [given, surname] = P.janis.name.split(' ') as [string, string];
  for (const typed of [surname, `Dr. ${surname}`, `${surname}, PhD`]) {
    assert.throws(() => ctx.services.checkPerson(typed, P.janis.birthDate, 50), (err: unknown) => {
      assert.ok(err instanceof NotFoundError, typed);
      assert.match(err.message, /the name is one word, .* send both, in either order$/, typed);
      return true;
    });
  }
  // Two words, in either order or with a comma, find the person; a 404 of two words says nothing of it.
  for (const typed of [P.janis.name, `${surname} ${given}`, `${surname}, ${given}`]) {
    assert.ok(ctx.services.checkPerson(typed, P.janis.birthDate, 50).count > 0, typed);
  }
  assert.throws(() => ctx.services.checkPerson('Nobody Nowhere', '1980-01-01', 50), (err: unknown) => {
    assert.ok(err instanceof NotFoundError);
    assert.doesNotMatch(err.message, /one word/);
    return true;
  });
});

test('a name of initials beside one whole word finds no one, and its 404 says to send the given name in full', () => {
  // `J. Bērziņš` is within the names of two people born that day as of one: a 404 read as "no company".
  const [given, surname] = P.janis.name.split(' ') as [string, string];
  for (const typed of [`${given[0]}. ${surname}`, `${surname} ${given[0]}`, `${given[0]}.${given[0]}. ${surname}`]) {
    assert.throws(() => ctx.services.checkPerson(typed, P.janis.birthDate, 50), (err: unknown) => {
      assert.ok(err instanceof NotFoundError, typed);
      assert.match(err.message, /beside initials, .* send the given name in full$/, typed);
      return true;
    });
  }
  assert.throws(() => ctx.services.checkPerson('Nobody Nowhere', '1980-01-01', 50), (err: unknown) => {
    assert.ok(err instanceof NotFoundError);
    assert.doesNotMatch(err.message, /initials/);
    return true;
  });
});

test('the order is fixed and the limit counts companies', () => {
  const all = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 100).results;
  const keys = all.map((r) => `${r.country}:${r.regcode}:${r.role}`);
  assert.deepEqual(keys, [...keys].sort());
  const two = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 2).results;
  assert.equal(new Set(two.map((r) => r.regcode)).size, 2);
  // Both roles in the second company stay together.
  assert.deepEqual(two, all.filter((r) => two.some((t) => t.regcode === r.regcode)));
});

test('new registrations: only associations first seen within the window', () => {
  const day = ctx.services.newRegistrations(P.janis.name, P.janis.birthDate, 24, 100, ctx.store.now);
  assert.equal(day.count, 1);
  assert.equal(day.hours, 24);
  const [r] = day.results;
  assert.equal(r!.regcode, C.lvNewCompany.regcode);
  assert.equal(r!.role, 'officer');
  assert.match(r!.firstSeenAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  assert.equal(Date.parse(r!.firstSeenAt), Math.floor((ctx.store.now.getTime() - 2 * 3_600_000) / 1000) * 1000);
  assert.equal(r!.registeredOn, new Date(ctx.store.now.getTime() - 86_400_000).toISOString().slice(0, 10));

  assert.equal(ctx.services.newRegistrations(P.janis.name, P.janis.birthDate, 1, 100, ctx.store.now).count, 0);
  assert.equal(ctx.services.newRegistrations(P.anna.name, P.anna.birthDate, 24, 100, ctx.store.now).count, 0);
  assert.equal(ctx.services.newRegistrations(P.anna.name, P.anna.birthDate, 48, 100, ctx.store.now).count, 1);
  // Later, the same association has left the window.
  const later = new Date(ctx.store.now.getTime() + 23 * 3_600_000);
  assert.equal(ctx.services.newRegistrations(P.janis.name, P.janis.birthDate, 24, 100, later).count, 0);
});

test('new registrations: an unknown person is an empty answer, not an error', () => {
  const v = ctx.services.newRegistrations('Nobody Nowhere', '1980-01-01', 24, 100, ctx.store.now);
  const { sources, ...rest } = v;
  // The watermark of a window that holds nothing is the last publish of the files it names (the
  // seed's role files and registers, 2026-11-21), not the clock: the same on every call until an import.
  const published = '2026-11-21T06:00:00.000Z';
  assert.deepEqual(rest, { person: { name: 'Nobody Nowhere', birthDate: '1980-01-01' }, personKnown: false, hours: 24, firstSeenThrough: published, count: 0, truncated: false, next: null, results: [] });
  // Empty as of the role files searched, each named with its date.
  assert.ok(sources.length > 0 && sources.every((s) => s.asOf !== null), JSON.stringify(sources));
  assert.throws(() => ctx.services.newRegistrations(P.janis.name, '1980-13-01', 24, 100), InvalidParameterError);
});

test('a birth date later than today is refused, not answered "no association"', () => {
  // A mistyped year (2080 for 1980) must not read as a clean result for a compliance check.
  const now = new Date('2026-11-24T12:00:00Z'); // already the 25th in UTC+14
  const refusesAsFuture = (call: () => unknown) => assert.throws(call, (err: unknown) => {
    assert.ok(err instanceof InvalidParameterError);
    assert.deepEqual(err.errors, [{ parameter: 'birthDate', in: 'query', message: 'must not be later than today' }]);
    return true;
  });
  for (const birthDate of ['2026-11-26', '2080-01-01']) {
    refusesAsFuture(() => ctx.services.checkPerson(P.janis.name, birthDate, 50, now));
    refusesAsFuture(() => ctx.services.newRegistrations(P.janis.name, birthDate, 24, 100, now));
  }
  // Today anywhere is still a possible birth date: a search for it answers, with nothing found.
  assert.throws(() => ctx.services.checkPerson(P.janis.name, '2026-11-25', 50, now), NotFoundError);
  assert.equal(ctx.services.newRegistrations(P.janis.name, '2026-11-25', 24, 100, now).count, 0);
});

// A masked Latvian personal code hides its century digit: its DDMMYY is read as a birth in the
// 1900s or the 2000s, never the 1800s (domain/masked-code-century.ts).
test('a masked code 150385-***** is a person born in 1985, and a date a century earlier finds no one', () => {
  // Pēteris Ozols is known by 150385-***** alone, his namesake by 010190-*****.
  assert.deepEqual(companiesOf(P.peteris.name, '1985-03-15'), [`LV:${C.lvRigasKoks.regcode}`]);
  assert.deepEqual(companiesOf(P.peteris.name, '1990-01-01'), [`LV:${C.lvKekava.regcode}`]);
  for (const born of ['1885-03-15', '1890-01-01']) {
    assert.throws(() => ctx.services.checkPerson(P.peteris.name, born, 50), NotFoundError, born);
    const watched = ctx.services.newRegistrations(P.peteris.name, born, 24 * 365 * 30, 100, ctx.store.now);
    assert.equal(watched.personKnown, false, born);
    assert.deepEqual(watched.results, [], born);
  }
});

test('a name with a given name added reads the 1800s date as no masked code either', () => {
  const [given, surname] = P.peteris.name.split(' ') as [string, string];
  const fuller = `${given} Jānis ${surname}`;
  assert.deepEqual(companiesOf(fuller, '1985-03-15'), [`LV:${C.lvRigasKoks.regcode}`]);
  assert.throws(() => ctx.services.checkPerson(fuller, '1885-03-15', 50), NotFoundError);
});

// A board seat in a company VID barred from trading read companyStatus active and companySanctioned
// false, and nothing else of the company: its flags in force are on each role, as its compliance
// statement lists them.
test('each role gives its company\'s compliance flags in force, as the company\'s compliance statement lists them', () => {
  // A discrepancy notice on the beneficial owners' entries is served with no person (test/importers/ee/beneficial-owner-discrepancy.test.ts).
  const flagsOf = (r: { regcode: string; country: string }) => ctx.services.complianceFor(r.regcode, r.country as 'LV').flags
    .filter((f) => f !== 'beneficial_owner_discrepancy');
  const people = [P.janis, P.janisNamesake, P.anna, P.peteris, P.inese, P.mari, P.ivan, { name: P.sergei.lv, birthDate: P.sergei.birthDate }];
  const roles = people.flatMap((p) => ctx.services.checkPerson(p.name, p.birthDate, 100, ctx.store.now).results);
  for (const role of roles) assert.deepEqual(role.companyFlags, flagsOf(role), `${role.country} ${role.regcode} ${role.role}`);
  // Flags raised, not only none: a liquidator's company with an annual report not filed, a company with a listed owner.
  assert.deepEqual(ctx.services.checkPerson(P.janisNamesake.name, P.janisNamesake.birthDate, 100).results.map((r) => r.companyFlags),
    [flagsOf(C.lvBalticTrade)]);
  assert.ok(flagsOf(C.lvBalticTrade).includes('annual_report_missing'));
  assert.deepEqual(ctx.services.checkPerson(P.ivan.name, P.ivan.birthDate, 100).results.map((r) => r.companyFlags.slice(0, 1)), [['sanctioned']]);
  const recent = people.flatMap((p) => ctx.services.newRegistrations(p.name, p.birthDate, 168, 100, ctx.store.now).results);
  assert.ok(recent.length > 0);
  for (const role of recent) assert.deepEqual(role.companyFlags, flagsOf(role), `new ${role.country} ${role.regcode} ${role.role}`);
});
