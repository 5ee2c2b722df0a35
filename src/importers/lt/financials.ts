// lt.financials: the annual financial statements filed with Registrų centras (profit and loss,
// dataset 1666; balance sheet, dataset 1806), one file per filing year in two layouts.
import type { GroupedRow, MapContext, MapResult, Row, SourceDefinition, SourceFile } from '../source.ts';
import { RC_DOWNLOAD } from './jar.ts';
import { combinePieces } from './statement-combine.ts';
import { pieceGroupKey, readPiece, type StatementPiece } from './statement-rows.ts';

/** Rows are grouped by company, year and consolidation; rows with no kept figure are skipped. */
export function statementGroupKey(row: Row, _ctx: MapContext): string | { reject: string } | null {
  const piece = readPiece(row);
  if (piece === null || 'reject' in piece) return piece;
  return pieceGroupKey(piece);
}

export function mapStatementGroup(rows: GroupedRow[], _ctx: MapContext): MapResult {
  const pieces: StatementPiece[] = [];
  for (const { row } of rows) {
    const piece = readPiece(row);
    if (piece !== null && !('reject' in piece)) pieces.push(piece);
  }
  const record = combinePieces(pieces);
  return record === null ? null : { kind: 'financial', record };
}

const WIDE_COMMON = ['obj_kodas', 'obj_pav', 'form_kodas', 'form_pav', 'stat_statusas', 'stat_pav', 'template_id',
  'template_name', 'standard_id', 'standard_name', 'laikotarpis_nuo', 'laikotarpis_iki', 'reg_date'];
const LONG_COLUMNS = ['ja_kodas', 'obj_kodas', 'ja_pavadinimas', 'form_kodas', 'form_pavadinimas', 'stat_kodas',
  'stat_pavadinimas', 'template_id', 'template_name', 'standard_id', 'standard_name', 'line_type_id', 'line_name',
  'reiksme', 'beginning_date', 'turning_date', 'reg_date', 'formavimo_data'];

function statementFile(kind: 'PLNA' | 'BLNS', layout: 'wide' | 'long'): SourceFile {
  const suffix = layout === 'long' ? '_n' : '';
  const name = `JAR_FA_RODIKLIAI_${kind}_{YEAR}${suffix}.csv`;
  const wideFigures = kind === 'PLNA'
    ? ['pelnas_pries_apmokestinima', 'grynasis_pelnas', 'pardavimo_pajamos']
    : ['nuosavas_kapitalas', 'mok_sumos_ir_isipareigojimai', 'ilgalaikis_turtas', 'trumpalaikis_turtas'];
  return {
    name,
    url: `${RC_DOWNLOAD}${name}`,
    namePattern: new RegExp(`^JAR_FA_RODIKLIAI_${kind}_\\d{4}${suffix}\\.csv$`, 'i'),
    format: 'csv',
    optional: true,
    // The P&L file of the wide layout is documented comma-separated; the balance file's and the
    // long layout's delimiter is not confirmed, so the header line decides.
    csv: layout === 'wide'
      ? {
        delimiter: kind === 'PLNA' ? ',' : 'auto', encoding: 'utf8',
        required: ['obj_kodas', 'laikotarpis_iki', 'reg_date', ...(kind === 'PLNA' ? ['grynasis_pelnas', 'pardavimo_pajamos'] : ['nuosavas_kapitalas'])],
        known: [...WIDE_COMMON, ...wideFigures, 'formavimo_data'],
      }
      : { delimiter: 'auto', encoding: 'utf8', required: ['reiksme', 'turning_date', 'reg_date'], known: LONG_COLUMNS },
    groupKey: statementGroupKey,
  };
}

export const financialsSource: SourceDefinition = {
  id: 'lt.financials',
  country: 'LT',
  title: 'JAR finansinių ataskaitų rodikliai: profit and loss and balance sheet figures',
  publisher: 'VĮ Registrų centras',
  url: `${RC_DOWNLOAD}JAR_FA_RODIKLIAI_PLNA_{YEAR}.csv`,
  licence: 'CC BY 4.0',
  updateFrequency: 'weekly',
  feeds: ['details.financials', 'fin.revenue', 'fin.profit', 'fin.assets', 'fin.equity', 'fin.liabilities'],
  files: [
    statementFile('PLNA', 'wide'), statementFile('BLNS', 'wide'),
    statementFile('PLNA', 'long'), statementFile('BLNS', 'long'),
  ],
  mapGroup: mapStatementGroup,
  produces: ['financial'],
  // ~120k filers a year over several filing years.
  expectedRows: { min: 50_000, max: 5_000_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'replace',
};
