// For a source that keeps the companies absent from its new full dump, closed on the day they
// vanished (publishPolicy close-missing, EE RIK): how many of its companies that are not closed
// yet the staged dump would close. Read before the publish, so a dump that lost a large share of
// its rows (a file cut at a line end reads as a shorter, valid file) can be refused first.
import type { Database } from './open.ts';
import { indexStagedKeys } from './staged-key-index.ts';

export interface Vanishing {
  /** Companies of the source, not closed, that the staged rows lack. */
  vanishing: number;
  /** Companies of the source that are not closed. */
  open: number;
}

export function countVanishing(db: Database, source: string, stageTable: string): Vanishing {
  // The publish creates the same index for its own NOT EXISTS: without it this is quadratic.
  indexStagedKeys(db, stageTable);
  const row = db.prepare(
    `SELECT COUNT(*) AS open,
       SUM(NOT EXISTS (SELECT 1 FROM temp.${stageTable} s WHERE s.country = c.country AND s.regcode = c.regcode)) AS vanishing
     FROM companies c WHERE c.source = ? AND c.status <> 'closed'`,
  ).get(source) as { open: number; vanishing: number | null };
  return { open: Number(row.open), vanishing: Number(row.vanishing ?? 0) };
}

/** A company of the source, not closed, that the staged rows lack, with what else can tell it. */
export interface VanishingCompany { regcode: string; name: string; vatNumbers: string[] }

/** The companies countVanishing counts, each with its name and the source's VAT numbers of it. */
export function vanishingCompanies(db: Database, source: string, stageTable: string): VanishingCompany[] {
  indexStagedKeys(db, stageTable);
  const rows = db.prepare(
    `SELECT c.regcode, c.name, (SELECT group_concat(v.vat_number, ' ') FROM vat_registrations v
         WHERE v.country = c.country AND v.regcode = c.regcode AND v.source = c.source) AS vat
     FROM companies c WHERE c.source = ? AND c.status <> 'closed'
       AND NOT EXISTS (SELECT 1 FROM temp.${stageTable} s WHERE s.country = c.country AND s.regcode = c.regcode)`,
  ).all(source) as Array<{ regcode: string; name: string; vat: string | null }>;
  return rows.map((r) => ({ regcode: r.regcode, name: r.name, vatNumbers: r.vat === null ? [] : r.vat.split(' ') }));
}
