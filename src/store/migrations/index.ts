// Versioned migrations, applied in order by openDatabase for a writer. Add a file, list it here.
import * as core from './001_core.ts';
import * as search from './002_search.ts';
import * as searchIncremental from './003_search_incremental.ts';
import * as personBirthIndex from './004_person_birth_index.ts';
import * as searchImages from './005_search_images.ts';
import * as personBornIndex from './006_person_born_index.ts';
import * as roleFormerNames from './007_role_former_names.ts';
import * as companyContacts from './008_company_contacts.ts';
import * as rolePersonGroup from './009_role_person_group.ts';
import * as roleHolderCountry from './010_role_holder_country.ts';
import * as roleDepartures from './011_role_departures.ts';
import * as taxDebtSchedule from './012_tax_debt_schedule.ts';
import * as holderRegcodeIndex from './013_holder_regcode_index.ts';
import * as addressCountry from './014_address_country.ts';
import * as quarterEmployees from './015_quarter_employees.ts';
import * as roleRepresentation from './016_role_representation.ts';
import * as roleCoverageIndex from './017_role_coverage_index.ts';
import * as taxRegisters from './018_tax_registers.ts';
import * as reorganizations from './019_reorganizations.ts';
import * as sanctionAddresses from './020_sanction_addresses.ts';
import * as sanctionParticulars from './021_sanction_particulars.ts';
import * as departureHolder from './022_departure_holder.ts';
import * as holderNameWords from './023_holder_name_words.ts';
import * as roleNationality from './024_role_nationality.ts';
import * as roleCompanyRoleIndex from './025_role_company_role_index.ts';
import * as runFileRows from './026_run_file_rows.ts';

export interface Migration { version: number; name: string; sql: string }

export const migrations: Migration[] = [core, search, searchIncremental, personBirthIndex, searchImages, personBornIndex, roleFormerNames, companyContacts, rolePersonGroup, roleHolderCountry, roleDepartures, taxDebtSchedule, holderRegcodeIndex, addressCountry, quarterEmployees, roleRepresentation, roleCoverageIndex, taxRegisters, reorganizations, sanctionAddresses, sanctionParticulars, departureHolder, holderNameWords, roleNationality, roleCompanyRoleIndex, runFileRows];
