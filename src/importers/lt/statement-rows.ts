// One row of a Registrų centras financial-statement file, read as a piece of a statement.
// Two layouts exist: up to 2022 one row per statement part (JAR_FA_RODIKLIAI_PLNA_{YEAR}.csv holds
// the profit-and-loss figures, …BLNS_{YEAR}.csv the balance sheet); from 2023 one row per figure
// (…_{YEAR}_n.csv) named by line_name / line_type_id. Both are read by header name.
import { parseDate } from '../../domain/dates.ts';
import { describingDate } from '../date-cells.ts';
import { foldText } from '../../domain/fold.ts';
import type { MapContext, Row } from '../source.ts';
import { cell, firstCell, ltRegcode, parseAmount } from './cells.ts';

/**
 * The figures the service keeps; assets arrive as a total, or as its blocks: A long-term, B
 * short-term and, in the balance sheet of the accounting standards in force since 2016, C prepaid
 * expenses and accrued income (ateinančių laikotarpių sąnaudos ir sukauptos pajamos), a block of
 * its own beside B, counted in the total (TURTO IŠ VISO = A + B + C).
 */
export type Figure = 'revenue' | 'profit' | 'equity' | 'liabilities' | 'assetsLong' | 'assetsShort' | 'assetsPrepaid' | 'assetsTotal';

export interface StatementPiece {
  regcode: string;
  part: 'pnl' | 'balance';
  layout: 'wide' | 'long';
  periodStart: string | null;
  periodEnd: string;
  /** reg_date: when the statement was filed; an amended filing has a later one. */
  filedOn: string;
  consolidated: boolean;
  values: Partial<Record<Figure, number | null>>;
}

const WIDE_PNL: Array<[string, Figure]> = [['pardavimo_pajamos', 'revenue'], ['grynasis_pelnas', 'profit']];
const WIDE_BALANCE: Array<[string, Figure]> = [
  ['nuosavas_kapitalas', 'equity'], ['mok_sumos_ir_isipareigojimai', 'liabilities'],
  ['ilgalaikis_turtas', 'assetsLong'], ['trumpalaikis_turtas', 'assetsShort'],
];

// Line names of the long layout, folded and without their outline numbering ("A.", "I.", "3.").
// Sub-lines such as "Po vienerių metų mokėtinos sumos …" do not start with these words.
const LINE_PREFIXES: Array<[string, Figure]> = [
  ['pardavimo pajamos', 'revenue'],
  ['grynasis pelnas', 'profit'],
  ['nuosavas kapitalas', 'equity'],
  ['moketinos sumos ir', 'liabilities'],
  ['ilgalaikis turtas', 'assetsLong'],
  ['trumpalaikis turtas', 'assetsShort'],
  ['ateinanciu laikotarpiu sanaudos ir sukauptos pajamos', 'assetsPrepaid'],
  ['turtas is viso', 'assetsTotal'],
  ['turto is viso', 'assetsTotal'],
  ['is viso turto', 'assetsTotal'],
];
// Lines that begin like a figure's line and are another: the total of the balance sheet's
// liabilities side (`NUOSAVAS KAPITALAS IR ĮSIPAREIGOJIMAI`, equity and liabilities together)
// begins as equity does, and read as equity it would put the balance-sheet total there.
const NOT_FIGURES = ['nuosavas kapitalas ir', 'nuosavo kapitalo ir'];

// Line-type ids seen in published files, for rows without a line name.
const LINE_IDS: Record<string, Figure> = { BSLT00001: 'assetsLong' };

/** The figure a long-layout line carries, or null for the many lines the service does not keep. */
export function figureOfLine(lineName: string | null, lineTypeId: string | null): Figure | null {
  if (lineName !== null) {
    // A file repeats a few hundred line names millions of times: fold each name once.
    let figure = lineFigures.get(lineName);
    if (figure === undefined) {
      figure = figureOfName(lineName);
      if (lineFigures.size > 10_000) lineFigures.clear();
      lineFigures.set(lineName, figure);
    }
    return figure;
  }
  return lineTypeId === null ? null : LINE_IDS[lineTypeId.toUpperCase()] ?? null;
}

const lineFigures = new Map<string, Figure | null>();

function figureOfName(lineName: string): Figure | null {
  const full = foldText(lineName);
  const folded = full.replace(/^(?:(?:[a-h]|[ivx]{1,4}|\d{1,2}) )+/, '');
  if (NOT_FIGURES.some((prefix) => folded === prefix || folded.startsWith(prefix + ' '))) return null;
  for (const [prefix, figure] of LINE_PREFIXES) {
    if (folded === prefix || folded.startsWith(prefix + ' ')) return figure === 'assetsPrepaid' && !isPrepaidBlock(full, folded) ? null : figure;
  }
  return null;
}

// Block C is lettered C or not at all; the same words numbered under B (B.IV, the balance sheet of
// the standards before 2016) are a part of B's total already, and counted again would add them twice.
function isPrepaidBlock(full: string, folded: string): boolean {
  const outline = full.slice(0, full.length - folded.length).trim();
  return outline === '' || outline === 'c';
}

// "Konsoliduotųjų finansinių ataskaitų rinkinys": the stem is plain ASCII, no folding needed.
function isConsolidated(row: Row): boolean {
  return /konsoliduot/i.test(`${cell(row, 'template_name') ?? ''} ${cell(row, 'standard_name') ?? ''}`);
}

/** Reads one row as a statement piece; null when the row carries no figure the service keeps. */
/**
 * `ctx` reports a period start that is no real date; a row is read twice (grouped, then mapped),
 * so the second reading passes null and stays quiet.
 */
export function readPiece(row: Row, ctx: MapContext | null): StatementPiece | { reject: string } | null {
  const long = 'reiksme' in row;
  // Most lines of the long layout carry figures the service does not keep: leave them first.
  let figure: Figure | null = null;
  if (long) {
    const lineName = cell(row, 'line_name');
    const lineId = cell(row, 'line_type_id');
    if (lineName === null && lineId === null) return { reject: 'missing line_name and line_type_id' };
    figure = figureOfLine(lineName, lineId);
    if (figure === null) return null;
  }
  const rawCode = firstCell(row, ['obj_kodas', 'ja_kodas']);
  const regcode = ltRegcode(rawCode);
  if (regcode === null) return { reject: rawCode === null ? 'missing obj_kodas/ja_kodas' : `invalid company code "${rawCode}"` };
  const rawEnd = long ? cell(row, 'turning_date') : cell(row, 'laikotarpis_iki');
  const periodEnd = parseDate(rawEnd);
  if (periodEnd === null) return { reject: `invalid period end "${rawEnd ?? ''}"` };
  const rawFiled = cell(row, 'reg_date');
  const filedOn = parseDate(rawFiled);
  if (filedOn === null) return { reject: `invalid reg_date "${rawFiled ?? ''}"` };
  const startColumn = long ? 'beginning_date' : 'laikotarpis_nuo';
  const periodStart = ctx === null ? parseDate(cell(row, startColumn)) : describingDate(cell(row, startColumn), startColumn, ctx);
  const base = { regcode, periodStart, periodEnd, filedOn, consolidated: isConsolidated(row) };

  if (figure !== null) {
    const amount = parseAmount(cell(row, 'reiksme'));
    if (!amount.ok) return { reject: `invalid number in reiksme "${cell(row, 'reiksme')}"` };
    const part = figure === 'revenue' || figure === 'profit' ? 'pnl' : 'balance';
    return { ...base, part, layout: 'long', values: { [figure]: amount.value } };
  }

  const columns = 'pardavimo_pajamos' in row || 'grynasis_pelnas' in row ? WIDE_PNL : WIDE_BALANCE;
  const values: StatementPiece['values'] = {};
  for (const [column, fig] of columns) {
    const amount = parseAmount(cell(row, column));
    if (!amount.ok) return { reject: `invalid number in ${column} "${cell(row, column)}"` };
    values[fig] = amount.value;
  }
  return { ...base, part: columns === WIDE_PNL ? 'pnl' : 'balance', layout: 'wide', values };
}

/** Statements of one company and year (separate and consolidated apart) are combined. */
export function pieceGroupKey(piece: StatementPiece): string {
  return `${piece.regcode}|${piece.periodEnd.slice(0, 4)}|${piece.consolidated ? 'c' : 's'}`;
}
