// Each kind of evidence screening stores reads as a sentence that names what matched: the number,
// the names compared (a former name with its end), the owner with its share and birth agreement,
// and why a candidate was held below the threshold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { explainMatch } from './sanction-explanation.ts';

test('a registration number names the identifier and, without a country, the name agreement', () => {
  const listed = explainMatch('registration_number', 'Amber Port Terminal JSC',
    { identifier: { type: 'regnumber', value: '40003987651', country: 'LV' }, countryMatch: true });
  assert.match(listed, /^The entry lists registration number 40003987651 \(LV\), the company's registration number/);
  // The Latvian register's sanctions file writes regcode: named in English too; a list's own words stay.
  assert.match(explainMatch('registration_number', 'X', { identifier: { type: 'regcode', value: '40003987651', country: 'LV' }, countryMatch: true }),
    /^The entry lists registration number 40003987651 \(LV\),/);
  assert.match(explainMatch('registration_number', 'X', { identifier: { type: 'Tax ID No.', value: '40003987651', country: 'LV' }, countryMatch: true }),
    /^The entry lists Tax ID No\. 40003987651 \(LV\),/);
  const noCountry = explainMatch('registration_number', 'X', { identifier: { type: 'taxid', value: '40003987651', country: null }, countryMatch: null, nameSimilarity: 0.8 });
  assert.match(noCountry, /names no country, and the names agree \(similarity 0\.80\)/);
});

test('a name match names both names; a former name says until when it was borne, and why it is held back', () => {
  const current = explainMatch('name', 'KLAIPEDOS KURO TERMINALAS',
    { nameSimilarity: 1, countryMatch: true, weakAlias: false, companyName: 'UAB "Klaipėdos kuro terminalas"', cap: null });
  assert.match(current, /^The company's name UAB "Klaipėdos kuro terminalas" is the listed name "KLAIPEDOS KURO TERMINALAS"/);
  assert.match(current, /listed in the company's country/);
  const former = explainMatch('name', 'VENTAS NAFTAS SERVISS, SIA',
    { nameSimilarity: 1, countryMatch: true, companyName: 'SIA "Ventas Naftas Serviss"', formerName: true, nameValidTo: '2024-09-30' });
  assert.match(former, /former name SIA "Ventas Naftas Serviss", borne until 2024-09-30, is the listed name/);
  const held = explainMatch('name', 'VENTAS NAFTAS SERVISS, SIA',
    { nameSimilarity: 1, countryMatch: true, companyName: 'SIA "Ventas Naftas Serviss"', formerName: true, nameValidTo: '2019-01-15', cap: 'former_name_before_listing' });
  assert.match(held, /gave that name up before the listing/);
  const weak = explainMatch('name', 'EMMA', { nameSimilarity: 0.93, countryMatch: false, weakAlias: true, companyName: 'SIA "Emmas"' });
  // The notes on the names in one pair of brackets, not one after another.
  assert.match(weak, /resembles the listed name "EMMA" \(similarity 0\.93; compared without legal forms, case or diacritics\), listed/);
  assert.match(weak, /another country; the listed name is a weak alias/);
});

test('a name held below the threshold for the little it identifies says so, not only that it is the listed name', () => {
  // SIA "Stroitehmontažs" on the demo: a candidate at 0.85 whose sentence read only "is the listed name".
  const one = explainMatch('name', 'OOO STROITEKHMONTAZH', {
    nameSimilarity: 0.95, matchedTokens: ['stroitehmontazs'], path: 'tokens', cap: 'single_word', countryMatch: false,
    weakAlias: false, companyName: 'SIA "Stroitehmontažs"', registerSpelling: 'stroitehmontazs',
  });
  assert.match(one, /listed in another country; the names share one identifying word, little evidence alone\.$/);
  const generic = explainMatch('name', 'BALTIC TRADE', { nameSimilarity: 1, countryMatch: null, cap: 'generic_words_only', companyName: 'SIA "Baltic Trade"' });
  assert.match(generic, /; the names share only common words, no evidence alone\.$/);
});

test('an owner match names the owner, its role and share, and how the birth dates agree', () => {
  const person = explainMatch('owner', 'Gennadiy Kuznetsov', {
    ownerName: 'Kuzņecovs Gennadijs', ownerRole: 'member', sharePercent: null, holdingPercentFromAmounts: 70,
    ownerType: 'person', nameSimilarity: 0.95, sameName: false, birthDateMatch: 'year', weakAlias: false,
  });
  assert.match(person, /^Its member Kuzņecovs Gennadijs holding 70 % of the amounts has a name like the listed person "Gennadiy Kuznetsov" \(similarity 0\.95\)/);
  assert.match(person, /same birth year/);
  const ubo = explainMatch('owner', 'Gennadijs Kuzņecovs', { ownerName: 'Gennadijs Kuzņecovs', ownerRole: 'beneficial_owner', sharePercent: null, ownerType: 'person', nameSimilarity: 1, birthDateMatch: 'exact' });
  assert.match(ubo, /^Its beneficial owner Gennadijs Kuzņecovs has the name of the listed person "Gennadijs Kuzņecovs", with the same birth date\.$/);
  const entity = explainMatch('owner', 'Amber Port Terminal JSC', {
    ownerName: 'Amber Port Terminal JSC', ownerRole: 'stockholder', sharePercent: 55, ownerType: 'entity', via: 'registration_number',
    identifier: { type: 'regnumber', value: '40003987651', country: 'LV' }, countryMatch: true,
  });
  assert.match(entity, /registration number 40003987651 \(LV\), the registration number of its stockholder Amber Port Terminal JSC holding 55 %/);
  assert.match(explainMatch('owner', 'Olga Smirnova', { via: 'register_record', relation: 'linked_person', subjectSchema: 'person' }),
    /^The Latvian register's sanctions file links the listed person "Olga Smirnova" to this company in a position other than owner/);
});

test('evidence of an unknown shape still gets the sentence of its kind', () => {
  assert.match(explainMatch('name', 'NORD', {}), /^The company's name resembles the listed name "NORD"/);
  assert.match(explainMatch('owner', null, {}), /^Its holder/);
  assert.match(explainMatch('registration_number', null, {}), /a registration number/);
});

test('a match on an alias names the entry it is an alias of, so the entry can be found in the list', () => {
  const alias = explainMatch('owner', 'Gennadijs Kuzņecovs', {
    ownerName: 'Gennadijs Kuzņecovs', ownerRole: 'beneficial_owner', sharePercent: null, ownerType: 'person', nameSimilarity: 1, birthDateMatch: 'exact',
  }, 'Gennadiy Kuznetsov');
  assert.match(alias, /listed person "Gennadijs Kuzņecovs" \(an alias of the entry "Gennadiy Kuznetsov"\), with the same birth date\.$/);
  const name = explainMatch('name', 'KLAIPEDA FUEL TERMINAL', { nameSimilarity: 1, companyName: 'UAB "Klaipeda Fuel Terminal"' }, 'KLAIPEDOS KURO TERMINALAS');
  assert.match(name, /listed name "KLAIPEDA FUEL TERMINAL" \(an alias of the entry "KLAIPEDOS KURO TERMINALAS"\)/);
  // The entry's own name is not called an alias of itself.
  assert.doesNotMatch(explainMatch('name', 'NORD', { nameSimilarity: 1 }, 'NORD'), /alias/);
});

test('a company on FID\'s asset-freeze table is said to have its assets frozen, and on whose account; so is a holder on it', () => {
  const entry = { source: 'sanctions.lv-freeze', reason: 'Frozen because of the listed person Gennadijs Kuzņecovs: Kapitāla daļas' };
  const own = explainMatch('registration_number', 'SIA "Liepājas Tranzīta Grupa"',
    { identifier: { type: 'registration number', value: '40103777158', country: 'LV' }, countryMatch: true }, null, entry);
  assert.equal(own, 'FID (the Financial Intelligence Unit of Latvia) lists this company\'s assets as frozen: its asset-freeze table names the company '
    + 'by its registration number 40103777158 (LV). Frozen because of the listed person Gennadijs Kuzņecovs: Kapitāla daļas.');
  const held = explainMatch('owner', 'SIA "Liepājas Tranzīta Grupa"', {
    ownerName: 'SIA "Liepājas Tranzīta Grupa"', ownerRole: 'member', sharePercent: 100, ownerType: 'entity', via: 'registration_number',
    identifier: { type: 'registration number', value: '40103777158', country: 'LV' }, countryMatch: true,
  }, null, entry);
  assert.match(held, /^Its member SIA "Liepājas Tranzīta Grupa" holding 100 % is a company whose assets FID \(the Financial Intelligence Unit of Latvia\) lists as frozen: /);
  assert.match(held, /Frozen because of the listed person Gennadijs Kuzņecovs: Kapitāla daļas\.$/);
  // Another list's entry reads as before.
  assert.match(explainMatch('registration_number', 'X', { identifier: { type: 'regnumber', value: '1', country: 'LV' } }, null, { source: 'sanctions.eu', reason: 'r' }), /^The entry lists registration number 1 \(LV\)/);
});

test('a name that only resembles the listed name read as a register writes it is said to resemble it, not to be it', () => {
  // Listed Aleksey Khrushchyov, read as the Latvian `aleksejs hruscjovs`; the owner is Hruščovs, one letter off that reading.
  const owner = explainMatch('owner', 'Aleksey Khrushchyov', {
    ownerName: 'Hruščovs Aleksejs', ownerRole: 'beneficial_owner', sharePercent: null, ownerType: 'person',
    nameSimilarity: 0.9, sameName: false, birthDateMatch: 'exact', weakAlias: false, registerSpelling: 'aleksejs hruscjovs',
  });
  assert.match(owner, /^Its beneficial owner Hruščovs Aleksejs has a name like the listed person "Aleksey Khrushchyov" written as the Baltic registers write it \(aleksejs hruscjovs; similarity 0\.90\), with/);
  const company = explainMatch('name', 'OOO STROITEKHMONTAZH', {
    nameSimilarity: 0.9, countryMatch: false, weakAlias: false, companyName: 'SIA "Stroitehmontāžs"', registerSpelling: 'stroitehmontazs',
  });
  assert.match(company, /^The company's name SIA "Stroitehmontāžs" resembles the listed name "OOO STROITEKHMONTAZH" written as/);
  // The reading met (0.95, the most a reading scores): the name is the listed one as the register writes it.
  const met = explainMatch('owner', 'Gennadiy Kuznetsov', {
    ownerName: 'Kuzņecovs Gennadijs', ownerRole: 'beneficial_owner', ownerType: 'person', nameSimilarity: 0.95, birthDateMatch: 'exact',
    registerSpelling: 'gennadijs kuznecovs',
  });
  assert.match(met, /has the name of the listed person "Gennadiy Kuznetsov" written as the Baltic registers write it \(gennadijs kuznecovs; similarity 0\.95\), with/);
});

test('a joint owner is said to hold the holding jointly with others, not as its own', () => {
  const member = explainMatch('owner', 'Gennadijs Kuzņecovs', {
    ownerName: 'Kuzņecovs Gennadijs', ownerRole: 'member', ownerPosition: 'joint_owner', sharePercent: 100, ownerType: 'person',
    nameSimilarity: 1, birthDateMatch: 'exact',
  });
  assert.match(member, /^Its member Kuzņecovs Gennadijs holding 100 % jointly with others has the name of the listed person /);
  const stock = explainMatch('owner', 'Gennadijs Kuzņecovs', {
    ownerName: 'Kuzņecovs Gennadijs', ownerRole: 'stockholder', ownerPosition: 'joint_owner', sharePercent: null, ownerType: 'person',
    nameSimilarity: 1, birthDateMatch: 'exact',
  });
  assert.match(stock, /^Its stockholder Kuzņecovs Gennadijs holding shares jointly with others has the name/);
  const coOwner = explainMatch('owner', 'Gennadijs Kuzņecovs', {
    ownerName: 'Gennadijs Kuzņecovs', ownerRole: 'member', ownerPosition: 'co_owner', sharePercent: 60, ownerType: 'person',
    nameSimilarity: 1, birthDateMatch: 'exact',
  });
  assert.match(coOwner, /^Its member Gennadijs Kuzņecovs holding 60 % in co-ownership with others has the name/);
});

test('an owner matched on name and birth year alone says how many people in the registers bear the name', () => {
  const f = {
    ownerName: 'Ivan Ivanov', ownerRole: 'beneficial_owner', sharePercent: null, ownerType: 'person', nameSimilarity: 1, sameName: true,
    birthDateMatch: 'year', weakAlias: false,
  };
  assert.equal(explainMatch('owner', 'Ivan IVANOV', { ...f, namesakes: 4, cap: 'common_name' }),
    'Its beneficial owner Ivan Ivanov has the name of the listed person "Ivan IVANOV", with the same birth year (the list gives only the year); '
    + '4 people in the registers bear this name, so the name and birth year alone do not tell which of them is listed (a candidate for a reviewer).');
  assert.equal(explainMatch('owner', 'Ivan IVANOV', { ...f, namesakes: 1 }),
    'Its beneficial owner Ivan Ivanov has the name of the listed person "Ivan IVANOV", with the same birth year (the list gives only the year); '
    + 'no one else in the registers bears this name.');
  assert.match(explainMatch('owner', 'Ivan IVANOV', { ...f, birthDateMatch: 'unlisted', namesakes: 3, cap: 'common_name' }),
    /with no birth date on the list; 3 people in the registers bear this name, so the name alone does not tell which of them is listed/);
});

test('an owner matched on name and birth year and month says how many people born in that year bear the name', () => {
  const f = {
    ownerName: 'Ivan Ivanov', ownerRole: 'beneficial_owner', sharePercent: null, ownerType: 'person', nameSimilarity: 1, sameName: true,
    birthDateMatch: 'month', weakAlias: false,
  };
  assert.equal(explainMatch('owner', 'Ivan IVANOV', { ...f, namesakes: 2, cap: 'common_name' }),
    'Its beneficial owner Ivan Ivanov has the name of the listed person "Ivan IVANOV", with the same birth year and month; '
    + '2 people in the registers born in that year bear this name, so the name, birth year and month do not tell which of them is listed '
    + '(a candidate for a reviewer).');
  assert.equal(explainMatch('owner', 'Ivan IVANOV', { ...f, namesakes: 1 }),
    'Its beneficial owner Ivan Ivanov has the name of the listed person "Ivan IVANOV", with the same birth year and month; '
    + 'no one else in the registers born in that year bears this name.');
});

test('a sole trader matched through the person its parallel name holds says the name was read from its parallel name', () => {
  const f = {
    ownerName: 'Oleg Petrenko', ownerRole: 'micro_enterprise', sharePercent: 100, ownerSince: '2015-03-02', ownerType: 'person',
    ownerFrom: 'business_name', nameSimilarity: 1, sameName: true, birthDateMatch: 'unlisted', weakAlias: false, namesakes: 1,
  };
  assert.equal(explainMatch('owner', 'Oleg PETRENKO', { ...f, businessName: 'Oleg Petrenko Tmi', businessNameKind: 'parallel' }),
    'The business name, read from its parallel name "Oleg Petrenko Tmi" (its main name holds no person\'s name), holds the name of its '
    + 'entrepreneur, Oleg Petrenko, whom no register file names: compared as that person\'s, it is the name of the listed person '
    + '"Oleg PETRENKO", with no birth date on the list; no one else in the registers bears this name.');
  assert.match(explainMatch('owner', 'Oleg PETRENKO', { ...f, businessName: 'T:mi Oleg Petrenko', businessNameKind: 'auxiliary' }),
    /^The business name, read from its auxiliary \(trade\) name "T:mi Oleg Petrenko" \(its main name holds no person's name\), holds/);
  // Read from the main name (or stored before the kind was): the name alone, as before.
  assert.match(explainMatch('owner', 'Oleg PETRENKO', { ...f, businessName: 'Oleg Petrenko FIE' }),
    /^The business name "Oleg Petrenko FIE" holds the name of its entrepreneur, Oleg Petrenko, whom no register file names:/);
});

test('the Latvian register\'s record of the company itself is told from the list\'s entry of it', () => {
  const features = { identifier: { type: 'regcode', value: '40003987651', country: 'LV' }, countryMatch: true };
  const record = explainMatch('registration_number', 'AS "Dzintara Osta Termināls"', features, null, { source: 'sanctions.ur', reason: 'Eiropas Savienības sankciju saraksts' });
  assert.equal(record, 'The Latvian register\'s sanctions file records this company by its registration number 40003987651: the register\'s record '
    + 'of the listing its reason names, not an entry of the list itself.');
  assert.notEqual(record, explainMatch('registration_number', 'Amber Port Terminal JSC', features, null, { source: 'sanctions.eu', reason: 'r' }));
});

test('an owner matched through a reading of the listed name is told which reading: a passport\'s, Polish, a lost `ё`, an English spelling', () => {
  // The features as screening stores them: the reading's words, the listed name that was read.
  const said = (listed: string, spelling: string, owner: string) => explainMatch('owner', listed, {
    ownerName: owner, ownerRole: 'beneficial_owner', ownerType: 'person', nameSimilarity: 0.95, birthDateMatch: 'exact', registerSpelling: spelling,
  });
  assert.match(said('Gennadiy Kuznetsov', 'gennadij kusnezow', 'Gennadij Kusnezow'),
    /has the name of the listed person "Gennadiy Kuznetsov" read as a German passport writes it \(gennadij kusnezow; similarity 0\.95\), with the same birth date\.$/);
  assert.match(said('Sergey Bogdanov', 'serhii bohdanov', 'Serhii Bohdanov'), /"Sergey Bogdanov" read as a Ukrainian passport writes it \(serhii bohdanov;/);
  assert.match(said('Sergey Lavrov', 'siergiej lawrow', 'Siergiej Ławrow'), /"Sergey Lavrov" read as Polish writes it \(siergiej lawrow;/);
  assert.match(said('Yuriy YAKOVLEV', 'iurii iakovlev', 'Iurii Iakovlev'), /"Yuriy YAKOVLEV" read as a Russian passport writes it \(iurii iakovlev;/);
  assert.match(said('Vyacheslav Chernov', 'vjatseslav tsernov', 'Vjatšeslav Tšernov'), /"Vyacheslav Chernov" written as the Estonian register writes it \(`tš` for `ch`\) \(vjatseslav tsernov;/);
  // A lost `ё` sounded, then the Latvian register's spelling of that.
  assert.match(said('Petr FEDOROV', 'fjodorovs pjotrs', 'Pjotrs Fjodorovs'),
    /"Petr FEDOROV" written as the Baltic registers write it, the name read with the `ё` the list left out sounded \(fjodorovs pjotrs;/);
  assert.match(said('Petr FEDOROV', 'pyotr fyodorov', 'Pyotr Fyodorov'), /"Petr FEDOROV" read with the `ё` the list left out sounded \(pyotr fyodorov;/);
  // A name the list writes as a Russian passport does, read in its English spelling, then as the register writes that.
  assert.match(said('Evgeny ZAYTSEV', 'yevgeny zaytsev', 'Yevgeny Zaytsev'),
    /"Evgeny ZAYTSEV" read in its English spelling \(the list writes it as a Russian passport does\) \(yevgeny zaytsev;/);
  assert.match(said('Evgeny ZAYTSEV', 'jevgenijs zaycevs', 'Jevgeņijs Zaicevs'),
    /"Evgeny ZAYTSEV" written as the Baltic registers write it, the name read in its English spelling \(the list writes it as a Russian passport does\) \(jevgenijs zaycevs;/);
  // The registers' own spelling is still said so; a spelling no rule reads now (an older algorithm's) names no rule.
  assert.match(said('Gennadiy Kuznetsov', 'gennadijs kuznecovs', 'Gennadijs Kuzņecovs'), /"Gennadiy Kuznetsov" written as the Baltic registers write it \(gennadijs/);
  assert.match(said('Gennadiy Kuznetsov', 'gennadiy kuznetsoff', 'Gennadiy Kuznetsoff'), /"Gennadiy Kuznetsov" as respelt by a register or a document \(gennadiy kuznetsoff;/);
});

test('a person the Latvian register writes surname first is named given name first', () => {
  const evidence = { ownerName: 'Kuzņecovs Gennadijs', sharePercent: 100, ownerType: 'person', nameSimilarity: 1, birthDateMatch: 'exact' };
  // UR's members, stockholders and officers files write `Kuzņecovs Gennadijs`: a sentence reads the first word as the given name.
  for (const [role, words] of [['member', 'member'], ['stockholder', 'stockholder'], ['micro_enterprise', 'owner of the sole trader']] as const) {
    assert.match(explainMatch('owner', 'Gennadijs Kuzņecovs', { ...evidence, ownerRole: role }, null, {}, 'LV'),
      new RegExp(`^Its ${words} Gennadijs Kuzņecovs holding 100 % has the name of the listed person`));
  }
  assert.match(explainMatch('owner', 'Gennadijs Kuzņecovs', { ...evidence, ownerRole: 'officer', ownerPosition: 'procurator', sharePercent: null }, null, {}, 'LV'),
    /^Its procurator Gennadijs Kuzņecovs has the name/);
  // UR's beneficial owners' file and the other registers write the given name first; an entity's name is its own.
  assert.match(explainMatch('owner', 'X', { ...evidence, ownerName: 'Gennadijs Kuzņecovs', ownerRole: 'beneficial_owner', sharePercent: null }, null, {}, 'LV'),
    /^Its beneficial owner Gennadijs Kuzņecovs has/);
  assert.match(explainMatch('owner', 'X', { ...evidence, ownerName: 'Arkadi Belov', ownerRole: 'member' }, null, {}, 'EE'), /^Its member Arkadi Belov holding/);
  assert.match(explainMatch('owner', 'X', { ownerName: 'SIA "Liepājas Tranzīta Grupa"', ownerRole: 'member', sharePercent: 100, ownerType: 'entity', nameSimilarity: 1 }, null, {}, 'LV'),
    /^Its member SIA "Liepājas Tranzīta Grupa" holding 100 %/);
});
