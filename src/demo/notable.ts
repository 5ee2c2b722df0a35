// The notable records of the demo dataset: hand-made, the same for every seed and scale, so the
// README, the tests and a person trying the API can rely on them. The generator builds them
// first (their regcodes and names are reserved) and fills the rest of the dataset around them.

export interface NotableCompany { country: 'LV' | 'EE' | 'LT' | 'FI'; regcode: string; name: string; vatNumber?: string; vatSince?: string }
export interface NotablePerson { name: string; birthDate: string }

export const NOTABLE = {
  /**
   * One ordinary company per country, each with VAT, an activity code and (LV, EE, LT) financials.
   * The EE and LT VAT numbers, drawn (not made of the regcode), are fixed here: the draws before
   * them move with the day of the build, and README and the reference page's autofill example name them.
   */
  companies: {
    LV: { country: 'LV', regcode: '40003123456', name: 'SIA "Rīgas Koks"' },
    EE: { country: 'EE', regcode: '12754320', name: 'Tallinna Ehitus OÜ', vatNumber: 'EE101485881', vatSince: '2015-05-05' },
    LT: { country: 'LT', regcode: '302845163', name: 'UAB "Baltijos prekyba"', vatNumber: 'LT100062883354', vatSince: '2008-09-08' },
    FI: { country: 'FI', regcode: '2786402-8', name: 'Lahden Puu Oy' },
  },
  /** A person with roles in several companies in Latvia and Estonia. */
  person: {
    name: 'Jānis Bērziņš', birthDate: '1980-01-01',
    companies: [
      { country: 'LV', regcode: '40003123456', name: 'SIA "Rīgas Koks"' },
      { country: 'LV', regcode: '40003654321', name: 'AS "Daugavas Enerģija"' },
      { country: 'EE', regcode: '12754320', name: 'Tallinna Ehitus OÜ' },
    ],
  },
  /** Same name, another birth date, another company: the birth date tells them apart. */
  namesake: {
    name: 'Jānis Bērziņš', birthDate: '1962-09-30',
    companies: [{ country: 'LV', regcode: '41501234567', name: 'IK "Bērziņa Dārzs"' }],
  },
  /** UR shows only `1971-03` as her birth date (her personal code is a new `32…` one). */
  yearMonthBirthDate: { name: 'Ilze Kalniņa', birthDate: '1971-03-18', published: '1971-03', regcode: '40003123456' },
  /** UR shows no birth date, only the masked personal code `150384-*****`. */
  maskedCodeOnly: { name: 'Andris Ozols', birthDate: '1984-03-15', maskedCode: '150384-*****', regcode: '40003654321' },
  /**
   * RIK gives no birth date of hers (as for most persons of its current dumps): found by name and
   * birth date only with `candidates=true`, as a name-only candidate in both companies.
   */
  eeNoBirthDate: {
    name: 'Kadri Mets', birthDate: '1979-05-22',
    companies: [
      { country: 'EE', regcode: '12754320', name: 'Tallinna Ehitus OÜ' },
      { country: 'EE', regcode: '11234565', name: 'Peipsi Kala OÜ' },
    ],
  },
  /**
   * Another Kadri Mets, one UR gives the birth date of, on the boards of two LV companies: found by
   * name and birth date, she is told the roles of her name that give none (eeNoBirthDate's two) in
   * candidateRoles, README's example of it. Hand-made, as the README's example must hold on any
   * build day: a Kadri Mets of the random people (born 1947-09-09) had 3 companies on one day and 4
   * on the next, as the random roles move with the day of the build.
   */
  datedNamesake: {
    name: 'Kadri Mets', birthDate: '1958-02-11', since: '2021-09-01',
    companies: [
      { country: 'LV', regcode: '40103777262', name: 'SIA "Ērgļu Medus"' },
      { country: 'LV', regcode: '40103777273', name: 'SIA "Allažu Bites"' },
    ],
  },
  /** Companies registered within the last 24 hours of the load: absent from the older snapshot. */
  newRegistrations: [
    { person: { name: 'Sergejs Petrovs', birthDate: '1979-06-03' }, company: { country: 'LV', regcode: '40103999001', name: 'SIA "Nord Trans Serviss"' } },
    { person: { name: 'Sergei Petrov', birthDate: '1983-02-14' }, company: { country: 'EE', regcode: '16987654', name: 'Narva Logistika OÜ' } },
  ],
  /** Older companies of the same two people, so a check shows old and new together. */
  olderCompanies: [
    { country: 'LV', regcode: '40003555123', name: 'SIA "Latgales Loģistika"' },
    { country: 'EE', regcode: '11234565', name: 'Peipsi Kala OÜ' },
  ],
  /** Sanctioned: by registration number (EU list), by name (OFAC, UN), by beneficial owner (EU, OFAC), by general partner (EU, OFAC), by a former name (EU), its shares frozen (FID). */
  sanctioned: {
    byRegcode: { country: 'LV', regcode: '40003987651', name: 'AS "Dzintara Osta Termināls"', list: 'EU' },
    byName: { country: 'EE', regcode: '10456782', name: 'Peipsi Kütusekaubandus OÜ', list: 'OFAC' },
    byNameUn: { country: 'LT', regcode: '304567891', name: 'UAB "Klaipėdos kuro terminalas"', list: 'UN' },
    byOwner: {
      country: 'LV', regcode: '40103777120', name: 'SIA "Kurzemes Metāla Serviss"', list: 'EU',
      owner: { name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05' },
    },
    /**
     * A general partnership (PS) whose general partner (officers.csv MEMBER_OF_PARTNERSHIP) is the
     * EU-listed owner of byOwner; UR records no beneficial owner of it, so only the partner tells.
     */
    byPartner: {
      country: 'LV', regcode: '40103777136', name: 'PS "Ventas Metāllūžņi"', list: 'EU',
      partner: { name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05' },
    },
    /**
     * Its shares frozen on the account of the EU-listed owner of byOwner: FID's asset-freeze table
     * names it by its regcode (list LV, a registration-number match; it is on no list of its own).
     */
    byFrozenShares: {
      country: 'LV', regcode: '40103777158', name: 'SIA "Liepājas Tranzīta Grupa"', list: 'LV',
      listedPerson: 'Gennadijs Kuzņecovs', listedPersonSince: '2022-06-03', frozenSince: '2022-07-12',
    },
    /** Renamed after it was listed: found by the name it bore on the listing day. */
    byFormerName: {
      country: 'LV', regcode: '40103777135', name: 'SIA "Ziemeļu Degviela"', list: 'EU',
      formerName: 'SIA "Ventas Naftas Serviss"', listedOn: '2024-04-12', renamedOn: '2024-09-30',
    },
  },
  /**
   * A weaker candidate for a reviewer, never sanctioned: the Latvian spelling of a name a list
   * writes in Russian transliteration (OOO STROITEKHMONTAZH, listed in RU only), scored below the threshold.
   */
  sanctionCandidate: { country: 'LV', regcode: '40103555219', name: 'SIA "Stroitehmontažs"', list: 'EU', listedName: 'OOO STROITEKHMONTAZH' },
  /** List entries that must NOT match any company: generic or short names, a namesake born another year. */
  nearMisses: ['BALTIC TRADE', 'TRANS GROUP', 'NORD', 'Sergei PETROV (born 1955-07-21)'],
  /** One regcode in two countries: an Estonian registry code equal to a Lithuanian legacy 8-digit code. */
  duplicateRegcode: {
    regcode: '11058424',
    companies: [
      { country: 'EE', regcode: '11058424', name: 'Viru Puit OÜ' },
      { country: 'LT', regcode: '11058424', name: 'AB "Nemuno laivyba"' },
    ],
  },
  /** One name in three countries, told apart by the town typed with it (README: `Energy Alfa, Viljandi`). */
  sameName: {
    companies: [
      { country: 'LV', regcode: '40103555207', name: 'SIA "Energy Alfa"' },
      { country: 'LT', regcode: '305123476', name: 'UAB "Energy Alfa"' },
      { country: 'EE', regcode: '14987652', name: 'Energy Alfa OÜ', town: 'Viljandi' },
    ],
  },
  /** A Finnish name with ä and ö, found when they are typed as ae and oe (README: `Oulun Saeaetoe`). */
  spelledLetters: { country: 'FI', regcode: '3012345-8', name: 'Oulun Säätö Oy' },
  /** A company held by another one the store holds (README's owners example): Rīgas Koks holds 55,000 of its shares. */
  ownedByCompany: {
    company: { country: 'LV', regcode: '40003654321', name: 'AS "Daugavas Enerģija"' },
    owner: { country: 'LV', regcode: '40003123456', name: 'SIA "Rīgas Koks"' },
  },
  /**
   * An Estonian company whose registry card ends offices (RIK lopp_kpv), dated from the build day:
   * its board member of years left 14 months ago (his successor took the seat the next day), its
   * procurator three years ago, a first board member in 2015, outside the five years listed.
   */
  formerOfficers: {
    country: 'EE', regcode: '12436587', name: 'Pärnu Laevaremont OÜ',
    current: { name: 'Katrin Aavik', birthDate: '1984-02-27' },
    leftBoard: { name: 'Endel Laht', birthDate: '1958-07-14', daysAgo: 427 },
    leftProcuration: { name: 'Raivo Tuisk', birthDate: '1971-11-03', yearsAgo: 3 },
    leftLongAgo: { name: 'Heldur Viik', birthDate: '1949-01-19', until: '2015-03-31' },
  },
  /**
   * An Estonian OÜ held by a Finnish Oy the store holds (RIK: valis_kood 27864028, country FIN,
   * Soome), beside a person: its owner's regcode and country look the Oy up across the border.
   */
  crossBorderOwner: {
    company: { country: 'EE', regcode: '14623851', name: 'Kuressaare Puiduait OÜ' },
    owner: { country: 'FI', regcode: '2786402-8', name: 'Lahden Puu Oy', sharePercent: 70 },
    person: { name: 'Tiina Kallas', birthDate: '1977-09-12', sharePercent: 30 },
  },
  /**
   * An Estonian OÜ held by companies of registers the service does not hold, as RIK names them: a
   * Cypriot Ltd by the alpha-3 code and the Estonian name (CYP, Küpros), a German GmbH by the name
   * alone (Saksamaa). Its owners have no country to follow, and registeredIn CY and DE.
   */
  holdersAbroad: {
    company: { country: 'EE', regcode: '14850372', name: 'Paldiski Sadamalogistika OÜ' },
    owners: [
      { name: 'Kyrenia Maritime Holdings Ltd', number: 'HE398114', riik: 'CYP', riikText: 'Küpros', registeredIn: 'CY', sharePercent: 60 },
      { name: 'Nordsee Umschlag GmbH', number: 'HRB 12345', riik: null, riikText: 'Saksamaa', registeredIn: 'DE', sharePercent: 40 },
    ],
    officer: { name: 'Marek Sild', birthDate: '1981-04-09' },
  },
  /**
   * A Latvian company whose board member UR's officers file of two days ago listed and today's no
   * longer does (UR publishes no end): the demo's second import records the departure, served among
   * the former officers with unlistedOn today; his successor took the seat yesterday.
   */
  lvDeparture: {
    country: 'LV', regcode: '40003246810', name: 'SIA "Ventas Tilti"',
    current: { firstName: 'Laura', lastName: 'Zariņa', birthDate: '1986-04-09', code: '090486-*****' },
    left: { firstName: 'Aivars', lastName: 'Ozoliņš', birthDate: '1962-10-30', code: '301062-*****', since: '2014-02-17' },
  },
  /**
   * Flags and places an evaluator looks for, each on a company of its own after every other: VID's
   * suspension of a Latvian taxpayer ending on a day ahead (Aizliegts_veikt_darijumus_lidz, dated
   * from the build day: in force until then), a Lithuanian company JAR lists under a status code
   * after 10 (26, Likviduojamas dėl bankroto: insolvent), a Finnish Oy YTJ registers at an address
   * in Sweden (addressParts.country SE).
   */
  suspendedUntil: { country: 'LV', regcode: '40103777204', name: 'SIA "Kuldīgas Būvmateriāli"', suspendedDaysAgo: 18, untilDaysAhead: 73 },
  ltStatusBeyondTen: { country: 'LT', regcode: '305987214', name: 'UAB "Šiaulių statybų grupė"', code: '26', since: '2025-11-04' },
  fiAddressAbroad: {
    country: 'FI', regcode: '3012349-0', name: 'Tornion Rajakauppa Oy',
    address: { street: 'Box 45', postcode: '11122', city: 'STOCKHOLM', country: 'SE' },
  },
  /**
   * An Estonian OÜ held by a Latvian SIA whose 11-digit code no company of the demo bears (RIK:
   * valis_kood, country LVA, Läti): that number sent to the details is a 404 naming the owner, its
   * country and the company it holds.
   */
  ownerNumberNotHeld: {
    company: { country: 'EE', regcode: '14962613', name: 'Valga Piiriveod OÜ' },
    owner: { name: 'Valkas Pārvadājumi SIA', number: '40103888312', riik: 'LVA', riikText: 'Läti', registeredIn: 'LV', sharePercent: 100 },
    officer: { name: 'Urmas Tamm', birthDate: '1975-06-21' },
  },
  /**
   * Rural addresses as UR and JAR write them, from the municipality down, and what a form's fields
   * take of them (addressParts): a Latvian farmstead in no village is its name for the street and
   * its parish for the city, as the post addresses it; a farmstead in a village and a Lithuanian
   * village's street take the village for the city.
   */
  ruralAddresses: {
    lvFarmstead: {
      country: 'LV', regcode: '40103777262', name: 'SIA "Ērgļu Medus"',
      units: ['Madonas nov.', 'Ērgļu pag.'], village: '', street: '"Kalnieši"', postcode: '4840',
      parts: { street: '"Kalnieši"', postcode: 'LV-4840', city: 'Ērgļu pag.' },
    },
    lvVillage: {
      country: 'LV', regcode: '40103777273', name: 'SIA "Allažu Bites"',
      units: ['Siguldas nov.', 'Allažu pag.'], village: 'Allaži', street: '"Saulstari"', postcode: '2154',
      parts: { street: '"Saulstari"', postcode: 'LV-2154', city: 'Allaži' },
    },
    ltVillage: {
      country: 'LT', regcode: '305987236', name: 'UAB "Juragių sodai"',
      units: ['Kauno r. sav.', 'Garliavos apyl. sen.'], village: 'Juragių k.', street: 'Sodų g. 3', postcode: '53236',
      parts: { street: 'Sodų g. 3', postcode: 'LT-53236', city: 'Juragių k.' },
    },
  },
  /**
   * A Latvian SIA UR closed (terminated, L) some days ago whose VAT registration VID's list still
   * shows active, as the list may for weeks: not VAT-registered from its closedOn, autofill giving
   * no vatNumber.
   */
  vatListLags: { country: 'LV', regcode: '40103777281', name: 'SIA "Zemgales Graudi"', closedDaysAgo: 45 },
  /**
   * A Latvian SIA UR closed as reorganised (R, Reorganizēts) years ago, merged into the ordinary
   * company (reorganizations.csv names Rīgas Koks its final entity): its details name who carries
   * on (succeededBy), Rīgas Koks's name it among reorganisedFrom.
   */
  reorganised: { country: 'LV', regcode: '40000020719', name: 'SIA "Smart Malka"', registeredOn: '1994-08-21', closedOn: '2018-11-15' },
  /**
   * A Finnish company of Swedish name at a Swedish street in Helsinki, with its parallel name in
   * Finnish: YTJ writes the address in the street's language (HELSINGFORS), and a customer finds it
   * by either name and either name of the town.
   */
  fiSwedish: {
    country: 'FI', regcode: '3012367-7', name: 'Strandbygg Ab', parallelName: 'Rantarakennus Oy',
    address: { street: 'Mechelingatan', house: '3', postcode: '00100', city: 'HELSINKI', svCity: 'HELSINGFORS' },
  },
  /**
   * An SIA a fifth of which the sanctioned-owner company (sanctioned.byOwner) holds, its board member
   * holding the rest and its beneficial owner: not sanctioned (the screening weighs a controlling
   * holder of its own, a minority holder not), its answers naming that owner (docs/mcp.md).
   */
  heldBySanctionedOwner: {
    company: { country: 'LV', regcode: '40103777306', name: 'SIA "Liepājas Metālapstrāde"' },
    owner: { country: 'LV', regcode: '40103777120', name: 'SIA "Kurzemes Metāla Serviss"', sharePercent: 20 },
    person: { firstName: 'Roberts', lastName: 'Kalējs', birthDate: '1977-03-14', code: '140377-*****', sharePercent: 80 },
  },
  /**
   * An FIE bearing the name of a person on the EU list (no birth date there), whose entrepreneur no
   * RIK file names: screening compares the name its business name holds with the listed persons
   * (screen-19), so its compliance statement is sanctioned, and the person check of that name
   * with candidates=true lists it, roleFrom business_name (services/persons-sole-traders.ts).
   */
  sanctionedSoleTrader: { country: 'EE', regcode: '14962777', name: 'Arkadi Belov FIE', list: 'EU', person: 'Arkadi Belov' },
  /**
   * An FIE bearing the name of eeNoBirthDate's Kadri Mets, no role naming its entrepreneur: the
   * person check of her name with candidates=true lists it beside her roles, roleFrom business_name
   * and candidateGroup null (README's example). The random FIEs hold one of that name on some
   * build days alone, so it is made where they hold none (generate/namesake-sole-trader.ts), and
   * its regcode is reserved on every day.
   */
  namesakeSoleTrader: { country: 'EE', regcode: '14962788', name: 'Kadri Mets FIE', person: 'Kadri Mets' },
  /** The same Russian-origin name as each register writes it (two different people here). */
  russianSpellings: { LV: 'Sergejs Petrovs', EE: 'Sergei Petrov' },
} as const;

/** One line per notable record, for the end of `npm run demo`. */
export function describeNotable(): string[] {
  const n = NOTABLE;
  const c = (x: { country: string; regcode: string; name: string }) => `${x.country} ${x.regcode} ${x.name}`;
  return [
    ...Object.values(n.companies).map((x) => `company            ${c(x)}`),
    `person             ${n.person.name} ${n.person.birthDate}: ${n.person.companies.map(c).join('; ')}`,
    `namesake           ${n.namesake.name} ${n.namesake.birthDate}: ${n.namesake.companies.map(c).join('; ')}`,
    `year-month birth   ${n.yearMonthBirthDate.name} (UR birth_date ${n.yearMonthBirthDate.published}) in LV ${n.yearMonthBirthDate.regcode}`,
    `masked code only   ${n.maskedCodeOnly.name} (${n.maskedCodeOnly.maskedCode}) in LV ${n.maskedCodeOnly.regcode}`,
    `no birth date (EE) ${n.eeNoBirthDate.name} (RIK gives none; she is born ${n.eeNoBirthDate.birthDate}): ${n.eeNoBirthDate.companies.map(c).join('; ')}`,
    ...n.newRegistrations.map((r) => `new registration   ${r.person.name} ${r.person.birthDate}: ${c(r.company)}`),
    `sanctioned         ${c(n.sanctioned.byRegcode)} (regcode on the EU list)`,
    `sanctioned         ${c(n.sanctioned.byName)} (name on the OFAC list)`,
    `sanctioned         ${c(n.sanctioned.byNameUn)} (name on the UN list)`,
    `sanctioned         ${c(n.sanctioned.byFormerName)} (its former name ${n.sanctioned.byFormerName.formerName}, borne until ${n.sanctioned.byFormerName.renamedOn}, on the EU list since ${n.sanctioned.byFormerName.listedOn})`,
    `shares frozen      ${c(n.sanctioned.byFrozenShares)} (on FID's asset-freeze table since ${n.sanctioned.byFrozenShares.frozenSince}, because of ${n.sanctioned.byFrozenShares.listedPerson})`,
    `sanctioned owner   ${c(n.sanctioned.byOwner)} (beneficial owner ${n.sanctioned.byOwner.owner.name} ${n.sanctioned.byOwner.owner.birthDate} on the EU and OFAC lists)`,
    `sanctioned FIE     ${c(n.sanctionedSoleTrader)} (its business name holds ${n.sanctionedSoleTrader.person}, on the ${n.sanctionedSoleTrader.list} list; no file names its entrepreneur)`,
    `sanctioned partner ${c(n.sanctioned.byPartner)} (general partner ${n.sanctioned.byPartner.partner.name} ${n.sanctioned.byPartner.partner.birthDate}; no beneficial owner recorded)`,
    `duplicate regcode  ${n.duplicateRegcode.regcode}: ${n.duplicateRegcode.companies.map(c).join('; ')}`,
    `near misses        ${n.nearMisses.join(', ')} (listed, must match nothing)`,
    `candidate only     ${c(n.sanctionCandidate)} (${n.sanctionCandidate.listedName} on the ${n.sanctionCandidate.list} list, RU: below the threshold)`,
    `one name, 3 places ${n.sameName.companies.map(c).join('; ')} (the EE one in ${n.sameName.companies[2].town})`,
    `letters spelled    ${c(n.spelledLetters)} (found as Oulun Saeaetoe)`,
    `corporate owner    ${c(n.ownedByCompany.company)} (held by ${c(n.ownedByCompany.owner)})`,
    `cross-border owner ${c(n.crossBorderOwner.company)} (held by ${c(n.crossBorderOwner.owner)})`,
    `holders abroad     ${c(n.holdersAbroad.company)} (held by ${n.holdersAbroad.owners.map((o) => `${o.registeredIn} ${o.name}`).join(' and ')})`,
    `former officers    ${c(n.formerOfficers)} (board member ${n.formerOfficers.leftBoard.name} left ${n.formerOfficers.leftBoard.daysAgo} days ago, procurator ${n.formerOfficers.leftProcuration.name} ${n.formerOfficers.leftProcuration.yearsAgo} years ago)`,
    `LV departure       ${c(n.lvDeparture)} (board member ${n.lvDeparture.left.firstName} ${n.lvDeparture.left.lastName} no longer listed today)`,
    `suspended until    ${c(n.suspendedUntil)} (VID: activity suspended, in force until ${n.suspendedUntil.untilDaysAhead} days ahead)`,
    `LT status code ${n.ltStatusBeyondTen.code}  ${c(n.ltStatusBeyondTen)} (Likviduojamas dėl bankroto since ${n.ltStatusBeyondTen.since}: insolvent)`,
    `owner not held     ${c(n.ownerNumberNotHeld.company)} (held by ${n.ownerNumberNotHeld.owner.registeredIn} ${n.ownerNumberNotHeld.owner.name} ${n.ownerNumberNotHeld.owner.number}, no company here)`,
    `address abroad     ${c(n.fiAddressAbroad)} (${n.fiAddressAbroad.address.street}, ${n.fiAddressAbroad.address.postcode} ${n.fiAddressAbroad.address.city}, ${n.fiAddressAbroad.address.country})`,
    ...Object.values(n.ruralAddresses).map((r) => `rural address      ${c(r)} (${[...r.units, r.village, r.street].filter((p) => p !== '').join(', ')}: city ${r.parts.city})`),
    `Swedish address    ${c(n.fiSwedish)} (${n.fiSwedish.address.street} ${n.fiSwedish.address.house}, ${n.fiSwedish.address.postcode} ${n.fiSwedish.address.svCity}; parallel name ${n.fiSwedish.parallelName})`,
    `VAT list lags      ${c(n.vatListLags)} (closed ${n.vatListLags.closedDaysAgo} days ago, VID's VAT list still shows it active)`,
    `reorganised        ${c(n.reorganised)} (closed ${n.reorganised.closedOn} as reorganised, merged into ${c(n.companies.LV)})`,
    `sanctioned holder  ${c(n.heldBySanctionedOwner.company)} (${n.heldBySanctionedOwner.owner.sharePercent} % held by ${c(n.heldBySanctionedOwner.owner)}; not sanctioned itself)`,
  ];
}
