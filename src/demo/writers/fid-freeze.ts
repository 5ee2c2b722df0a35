// FID's asset-freeze table as FID publishes it (`sankciju_subjekti_tabula.xlsx`): a workbook
// whose sheet `Dati` holds one header row of ten numbered Latvian headers and a row per subject,
// beside a sheet `Informācija par datiem` explaining them. Written from the documented headers
// (no public excerpt exists); the tests write their fixtures with it too.
import { writeFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { NOTABLE } from '../notable.ts';
import { xlsxWorkbook, type XlsxCell } from './xlsx.ts';
import type { WriteContext, Written } from './context.ts';

export const FREEZE_TABLE_FILE = 'sankciju_subjekti_tabula.xlsx';

/** The ten headers of the sheet `Dati`, in order, as documented. */
export const FREEZE_TABLE_HEADERS = [
  '1. Sankciju subjekts, kā līdzekļi vai saimnieciskie resursi ir iesaldēti (vārds, uzvārds / nosaukums)',
  '2. Dzimšanas datums / reģistrācijas Nr.',
  '3. Valstspiederība / reģistrācijas valsts',
  '4. Iesaldēto līdzekļu vai saimniecisko resursu veids',
  '5. Līdzekļu vai saimniecisko resursu iesaldēšanas pamatojums',
  '6. Sankciju sarakstā iekļautās personas vārds, uzvārds vai nosaukums',
  '7. Datums, no kura spēkā ir sankcijas, pret 6. kolonnā norādīto personu',
  '8. Normatīvais akts, saskaņā ar ko veikta iesaldēšana',
  '9. FID pārbaudīts*',
  '10. Datums, kad FID pirmo reizi publicējis informāciju par sankciju subjektu',
] as const;

/** The workbook of these rows (cells in the order of FREEZE_TABLE_HEADERS). */
export function freezeTableWorkbook(rows: XlsxCell[][], headers: readonly string[] = FREEZE_TABLE_HEADERS): Buffer {
  return xlsxWorkbook([
    { name: 'Dati', rows: [[...headers], ...rows] },
    { name: 'Informācija par datiem', rows: [['* FID pārbaudīts: informāciju par sankciju subjektu ir pārbaudījis Finanšu izlūkošanas dienests.']] },
  ]);
}

const EU_REGULATION = 'Padomes Regula (ES) Nr. 269/2014';

/**
 * The demo's table: the notable Latvian company whose shares are frozen on the account of the
 * EU-listed Gennadijs Kuzņecovs, and a Russian company (a filler: it matches no demo company)
 * whose funds are frozen on the account of a listed company, its registration country written
 * in Latvian and its dates in FID's own text forms.
 */
export function writeFreezeTable(ctx: WriteContext, out: Written): void {
  const F = NOTABLE.sanctioned.byFrozenShares;
  const bytes = freezeTableWorkbook([
    [F.name, { number: F.regcode }, 'Latvija', 'Kapitāla daļas',
      'Sankciju subjekta dalībnieks un patiesā labuma guvējs ir sankciju sarakstā iekļauta persona', F.listedPerson,
      { date: F.listedPersonSince }, EU_REGULATION, 'Jā', { date: F.frozenSince }],
    ['OOO "Severnaya Kompaniya Snabzheniya"', 'OGRN 1157746123456', 'Krievija', 'Naudas līdzekļi kredītiestādē',
      'Sankciju subjektam piederošie līdzekļi', 'AO "Uralskiy Zavod Tyazhelogo Mashinostroyeniya"\nOOO "Ural Trade Invest"', '16.12.2022.',
      `${EU_REGULATION}; Ministru kabineta rīkojums Nr. 1017`, 'Jā', '21/03/23'],
  ]);
  const path = join(ctx.dir, FREEZE_TABLE_FILE);
  writeFileSync(path, bytes);
  utimesSync(path, ctx.instant, ctx.instant);
  out.push(path);
}
