// lt.filings: Registrų centras lists of legal entities late with their annual financial
// statements (JAR_FA_VELUOJANTIS.csv) and of those that did not file them for past years
// (JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv). Their headers are not documented by the publisher: the
// columns below come from an importer that reads them, so rows are read by the key column only
// (ja_kodas, or obj_kodas as in other RC files), required under either name, and any other
// column is reported, not required.
import { describingDate } from '../date-cells.ts';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { cell, firstCell, ltRegcode } from './cells.ts';
import { RC_DOWNLOAD } from './jar.ts';

const KEY_COLUMNS = ['ja_kodas', 'obj_kodas'];

function regcodeOf(row: Row): string | { reject: string } {
  const raw = firstCell(row, KEY_COLUMNS);
  const regcode = ltRegcode(raw);
  if (regcode !== null) return regcode;
  return { reject: raw === null ? 'missing ja_kodas/obj_kodas' : `invalid company code "${raw}"` };
}

// Which list of the register says so, and that it dates nothing: a flag with since null read as
// "since when?", and the LT one setting blacklisted as a list of another authority.
const LATE_DETAIL = 'Annual financial statements not filed on time: Registrų centras lists the entity among those late with them, '
  + 'giving no day they fell due';
const MISSING_LISTED = 'Registrų centras lists the entity among those that did not file them for past years, '
  + 'giving no day it was entered on the list';

/** A row of JAR_FA_VELUOJANTIS.csv: the entity is late filing its annual statements. */
export function mapLateFiling(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row);
  if (typeof regcode !== 'string') return regcode;
  const lastPeriod = describingDate(cell(row, 'paskutine_fa_iki'), 'paskutine_fa_iki', ctx);
  return {
    kind: 'flag',
    record: {
      country: 'LT', regcode, flag: 'annual_report_late',
      detail: lastPeriod === null ? LATE_DETAIL : `${LATE_DETAIL}; last statement filed for the period ending ${lastPeriod}`,
      since: null, until: null,
    },
  };
}

/** A row of JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv: statements missing for one past year. */
export function mapMissingFiling(row: Row, _ctx: MapContext): MapResult {
  const regcode = regcodeOf(row);
  if (typeof regcode !== 'string') return regcode;
  const rawYear = cell(row, 'fa_nepateikta_uz_metus');
  const year = rawYear !== null && /^\d{4}$/.test(rawYear) ? rawYear : null;
  return {
    kind: 'flag',
    record: {
      country: 'LT', regcode, flag: 'annual_report_missing',
      detail: `Annual financial statements ${year === null ? 'of a past year' : `for ${year}`} not filed: ${MISSING_LISTED}`,
      since: null, until: null,
    },
  };
}

const LATE = 'JAR_FA_VELUOJANTIS.csv';
const MISSING = 'JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS.csv';

export const filingsSource: SourceDefinition = {
  id: 'lt.filings',
  country: 'LT',
  title: 'JAR: entities late with or missing their annual financial statements',
  publisher: 'VĮ Registrų centras',
  url: `${RC_DOWNLOAD}${LATE}`,
  licence: 'CC BY 4.0',
  updateFrequency: 'weekly',
  feeds: ['compliance.flags'],
  files: [
    {
      name: LATE, url: `${RC_DOWNLOAD}${LATE}`, format: 'csv', asOfColumn: 'formavimo_data',
      csv: {
        delimiter: 'auto', encoding: 'utf8', required: [KEY_COLUMNS],
        known: ['ja_kodas', 'obj_kodas', 'ja_pavadinimas', 'form_kodas', 'form_pavadinimas', 'stat_kodas', 'status_kodas',
          'stat_pavadinimas', 'paskutine_fa_iki', 'formavimo_data'],
      },
      mapRow: mapLateFiling,
    },
    {
      name: MISSING, url: `${RC_DOWNLOAD}${MISSING}`, format: 'csv', asOfColumn: 'formavimo_data',
      csv: {
        delimiter: 'auto', encoding: 'utf8', required: [KEY_COLUMNS],
        known: ['ja_kodas', 'obj_kodas', 'fa_nepateikta_uz_metus', 'ja_pavadinimas', 'ja_reg_data', 'form_kodas',
          'form_pavadinimas', 'stat_kodas', 'stat_pavadinimas', 'formavimo_data'],
      },
      mapRow: mapMissingFiling,
    },
  ],
  notes: [
    'The extract dates itself: `formavimo_data` of its first row becomes the as-of date, not the file\'s modification time (which a copy changes). A file without the column, or none of whose rows gives a date in it, fails naming file, line and column: dated by its download or copy instead, it would be served as of that day, and an old file could not be told from a new one.',
    'The publisher documents neither header: rows are read by ja_kodas (or obj_kodas), a file holding neither failing at its header; paskutine_fa_iki and fa_nepateikta_uz_metus fill the detail when present; every other column is reported as unknown, never required.',
    'JAR_FA_VELUOJANTIS → annual_report_late; JAR_NEPATEIKE_FA_UZ_PRAEJUSIUS → annual_report_missing, one flag per missing year. Neither file dates a row (when the entity was entered on the list, when the statements fell due): both flags have since null, the detail naming the year or the last period filed and the list, and the source\'s as-of date dating the list.',
    'What blacklisted means for LT: annual_report_missing sets it (the register lists a filing default of a past year), annual_report_late does not (statements not yet filed on time). It is no tax authority\'s list, nor a ban on trading: no list of the State Tax Inspectorate (VMI) of unreliable taxpayers or tax debtors is imported.',
    'A paskutine_fa_iki that is no real date is left out of the detail with a warning in the import report.',
    'An entity lt.jar serves as deregistered that these lists still name keeps the flag beside closed (and blacklisted true): a closure ends a proceeding, which the company\'s end concludes (in_liquidation, insolvent, in_reorganisation; services/compliance.ts ENDED_BY_CLOSURE), not a statement left unfiled, which its striking-off does not file; and each import replaces these flags with the lists as Registrų centras publishes them, so a flag lasts only while the register names the entity, where UR\'s liquidations, given no end day, would have stayed open for good. No other source raises annual_report_late or annual_report_missing.',
  ],
  produces: ['flag'],
  expectedRows: { min: 100, max: 2_000_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'replace',
};
