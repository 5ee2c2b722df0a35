// One company as YTJ's v3 API writes it, from the keys it documents: the bulk file writes a key
// whose value is null (`endDate: null`), a /companies page leaves it out.
type Company = Record<string, unknown>;

const description = (fi: string) => [{ languageCode: '1', description: fi }];

/**
 * The company with its null keys (`euId`, `website`, `endDate`, an address's `country`) written,
 * or left out as a page leaves them; `lineOfBusiness: false`, one the register holds no main line
 * of business of (`mainBusinessLine` null, or left out on a page).
 */
export function ytjCompany(nulls: 'written' | 'left out', lineOfBusiness = true): Company {
  const none = (key: string): Company => (nulls === 'written' ? { [key]: null } : {});
  const line = { type: '62010', typeCodeSet: 'TOIMI3', descriptions: description('Ohjelmistojen suunnittelu'), registrationDate: '2020-01-02', source: '2' };
  return {
    businessId: { value: '2345678-0', registrationDate: '2020-01-02', source: '3' }, ...none('euId'), ...none('website'), ...none('endDate'),
    names: [{ name: 'Tunturi Testi Oy', type: '1', registrationDate: '2020-01-02', ...none('endDate'), version: 1, source: '1' }],
    companyForms: [{ type: '16', descriptions: description('Osakeyhtiö'), registrationDate: '2020-01-02', ...none('endDate'), version: 1, source: '1' }],
    ...(lineOfBusiness ? { mainBusinessLine: line } : none('mainBusinessLine')),
    addresses: [{
      type: 1, street: 'Aleksanterinkatu', buildingNumber: '15', entrance: 'A', apartmentNumber: '7', apartmentIdSuffix: '', co: '',
      postOfficeBox: '', postCode: '00100', ...none('country'), ...none('freeAddressLine'), registrationDate: '2020-01-02', source: '0',
      postOffices: [{ city: 'HELSINKI', languageCode: '1', municipalityCode: '091', active: true, postCode: '00100' }],
    }],
    companySituations: [],
    registeredEntries: [{ type: '1', register: '1', authority: '2', descriptions: description('Rekisterissä'), registrationDate: '2020-01-02', ...none('endDate') }],
    tradeRegisterStatus: '1', status: '2', registrationDate: '2020-01-02', lastModified: '2026-11-20 10:00:00',
  };
}
