// The two companies the tests of a number typed with another country's code find: an Estonian
// company by its VAT number's digits (EE101485881 typed as LV101485881) and a Latvian one by its
// code (40145707427 typed as EE40145707427), each VAT-registered as its own register gives it.
import { ownCompany, type SeedRow } from '../helpers/seed.ts';

export const EE_BY_VAT = '12754320';
export const LV = '40145707427';

const vat = (country: string, regcode: string, number: string): SeedRow => ({
  country, regcode, vat_number: number, active: 1, registered_on: '2020-02-01', deregistered_on: null,
  source: `${country.toLowerCase()}.vat`, as_of: '2026-11-21',
});

export const NUMBER_COMPANIES: SeedRow[] = [
  ownCompany(EE_BY_VAT, 'Tallinna Ehitus OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Narva mnt 5' }),
  ownCompany(LV, 'SIA "Jūrmalas Čiekurs"', { country: 'LV', form: 'SIA', formName: 'Sabiedrība ar ierobežotu atbildību', address: 'Jūrmala, Jomas iela 1' }),
];

export const NUMBER_VATS: SeedRow[] = [vat('EE', EE_BY_VAT, 'EE101485881'), vat('LV', LV, `LV${LV}`)];
