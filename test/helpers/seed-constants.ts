// The fixture every data test refers to (services, HTTP, MCP): regcodes, people and what is
// true of them. Rows are in seed-rows-*.ts; seed.ts writes them into a store.

const company = <C extends string>(country: C, regcode: string, name: string, extra: { vatNumber?: string } = {}) =>
  ({ country, regcode, name, ...extra });

export const FIXTURE = {
  /** The threshold the fixture's sanction scores are chosen around (config default). */
  sanctionsThreshold: 0.9,
  companies: {
    // LV
    lvGaze: company('LV', '40003032949', 'Latvijas Gāze, AS', { vatNumber: 'LV40003032949' }),
    lvRigasKoks: company('LV', '40103564678', 'SIA "Rīgas Koks"', { vatNumber: 'LV40103564678' }),
    /** Same folded name as lvRigasKoks, closed. */
    lvRigasKoksClosed: company('LV', '40003000001', 'Rīgas Koks, SIA'),
    lvRigasKoksServiss: company('LV', '40203111111', 'Rīgas Koks Serviss, SIA'),
    /** In liquidation; VAT deregistered; annual report missing. */
    lvBalticTrade: company('LV', '40003555555', 'SIA "Baltic Trade"'),
    lvBalticLogistics: company('LV', '40003222222', 'SIA "Baltic Logistics"', { vatNumber: 'LV40003222222' }),
    lvKekava: company('LV', '40003333333', 'SIA "Ķekavas Ļaudis"'),
    /** Sanctioned: matched by registration number (EU). */
    lvSanctionedByCode: company('LV', '40003777777', 'SIA "Sankciju Tirdzniecība"'),
    /** Sanctioned: matched by name (UN, 0.92); a weaker OFAC candidate (0.5) stays hidden. */
    lvSanctionedByName: company('LV', '40003888888', 'AS "Krievijas Metāls"'),
    /** A sanctioned beneficial owner (EU, 0.95). */
    lvSanctionedOwner: company('LV', '40003666666', 'SIA "Īpašnieka Bizness"'),
    /** Sole trader; Anna Kalniņa is its micro-enterprise owner. */
    lvSoleTrader: company('LV', '40002012345', 'IK "D.Luxe"'),
    /** Registered yesterday; Jānis Bērziņš (1980) became its officer two hours before `now`. */
    lvNewCompany: company('LV', '40203999999', 'SIA "Jauns Sākums"'),
    // EE
    eeEnergia: company('EE', '10137025', 'Eesti Energia AS', { vatNumber: 'EE100247019' }),
    /** Shares its regcode with ltZalgiris. */
    eePohjaPuit: company('EE', '12345678', 'Põhja Puit OÜ'),
    eeTaxDebtor: company('EE', '14000001', 'Võlgnik OÜ'),
    eeLiquidating: company('EE', '14000002', 'Likvideeritav OÜ'),
    // LT (the fixture's LT publishes no VAT data)
    ltVilkas: company('LT', '110053842', 'UAB „Šiaurės Vilkas“'),
    ltZalgiris: company('LT', '12345678', 'Akcinė bendrovė „Žalgiris“'),
    ltBlacklisted: company('LT', '300000001', 'MB „Juodasis Sąrašas“'),
    ltClosed: company('LT', '300000002', 'UAB Baltic Oldies'),
    // FI
    fiNokia: company('FI', '0112038-9', 'Nokia Oyj', { vatNumber: 'FI01120389' }),
    fiSuomenKauppa: company('FI', '2331972-7', 'Oy Suomen Kauppa Ab', { vatNumber: 'FI23319727' }),
    fiAanekoski: company('FI', '0737546-2', 'Äänekosken Öljy Oy'),
    fiClosed: company('FI', '2954433-5', 'Vanha Puu Oy'),
  },
  /** A regcode registered in two countries. */
  ambiguousRegcode: '12345678',
  ambiguousCountries: ['LT', 'EE'] as string[],
  persons: {
    /** Officer of lvGaze, lvRigasKoks and lvNewCompany (recent), member of lvRigasKoks, beneficial owner of eePohjaPuit. */
    janis: { name: 'Jānis Bērziņš', birthDate: '1980-01-01', companies: 4, associations: 5 },
    /** Same name, other birth date: officer of lvBalticTrade only. */
    janisNamesake: { name: 'Jānis Bērziņš', birthDate: '1975-06-15', companies: 1, associations: 1 },
    /** The register gives only `1990-04`: any April 1990 date finds her. Micro-enterprise owner of lvSoleTrader, member of lvNewCompany (seen 30 hours before `now`). */
    anna: { name: 'Anna Kalniņa', birthDate: '1990-04-17', storedBirthDate: '1990-04', companies: 2, associations: 2 },
    /** Known only by the masked personal code 150385-*****: member of lvRigasKoks. */
    peteris: { name: 'Pēteris Ozols', birthDate: '1985-03-15', maskedCode: '150385-*****', companies: 1, associations: 1 },
    /** Officer of eeEnergia. */
    // UR gives her year and month, and her masked personal code the day: 17 July 1982.
    inese: { name: 'Inese Ābola', birthDate: '1982-07-17', storedBirthDate: '1982-07', birthKey: '170782', companies: 1, associations: 1 },
    mari: { name: 'Mari Tamm', birthDate: '1985-02-03', companies: 1, associations: 1 },
    /** Beneficial owner of lvSanctionedOwner, and on the EU list (entry EU-2). */
    ivan: { name: 'Ivan Petrov', birthDate: '1965-07-20', companies: 1, associations: 1 },
    /** One person as two registers write him: `Sergei Petrov`, officer of eePohjaPuit; `Petrovs Sergejs`, member of lvKekava (recent). */
    sergei: { ee: 'Sergei Petrov', lv: 'Petrovs Sergejs', passport: 'Sergey Petrov', birthDate: '1979-06-03', companies: 2, associations: 3 },
  },
  /** Hours before `now` at which the recent associations were first seen. */
  recent: { janisOfficerHoursAgo: 2, annaMemberHoursAgo: 30, sergeiMemberHoursAgo: 5 },
} as const;

export type FixtureCompany = (typeof FIXTURE.companies)[keyof typeof FIXTURE.companies];
