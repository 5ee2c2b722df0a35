// For a source that keeps the companies absent from its new full dump, closed on the day they
// vanished (publishPolicy close-missing, EE RIK): how many of its companies that are not closed
// yet the staged dump would close. Read before the publish, so a dump that lost a large share of
// its rows (a file cut at a line end reads as a shorter, valid file) can be refused first.
import type { Database } from './open.ts';

export interface Vanishing {
  /** Companies of the source, not closed, that the staged rows lack. */
  vanishing: number;
  /** Companies of the source that are not closed. */
  open: number;
}

export function countVanishing(db: Database, source: string, stageTable: string): Vanishing {
  // The publish creates the same index for its own NOT EXISTS: without it this is quadratic.
  db.exec(`CREATE INDEX IF NOT EXISTS temp.${stageTable}_key ON ${stageTable} (country, regcode)`);
  const row = db.prepare(
    `SELECT COUNT(*) AS open,
       SUM(NOT EXISTS (SELECT 1 FROM temp.${stageTable} s WHERE s.country = c.country AND s.regcode = c.regcode)) AS vanishing
     FROM companies c WHERE c.source = ? AND c.status <> 'closed'`,
  ).get(source) as { open: number; vanishing: number | null };
  return { open: Number(row.open), vanishing: Number(row.vanishing ?? 0) };
}
