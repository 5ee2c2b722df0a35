// A role whose birth information or holder regcode the register corrects or fills in (a masked
// code completed, `1980-05` become `1980-05-21`, a holder's regcode added) gets a new association
// key, and would show in /persons/new-registrations as a role first seen today. Before a role
// source's live rows are replaced, such a staged role inherits the first-seen instant of the live
// role it replaces: same company, role, position and folded name, birth information that does not
// contradict (each field missing on one side, equal, or one a prefix of the other), and a live
// role whose own key is gone from the new file. A different birth date is another person (a
// namesake who took the seat), and stays new.
// A role the importer now reads otherwise (domain/former-role-readings.ts: an EE founder served as
// an officer "Asutaja" before, a member "founder" now; an LV prokūrists served as proctor before,
// procurator now) is the same entry of the same file: it inherits the instant of the live role of the former reading with the same name,
// birth information, holder and start date, whose key is gone from the new file.
import type { Database } from './open.ts';
import { FORMER_ROLE_READINGS } from '../domain/former-role-readings.ts';

const AGREE = (column: string) =>
  `(o.${column} IS NULL OR s.${column} IS NULL OR substr(s.${column}, 1, length(o.${column})) = o.${column}
    OR substr(o.${column}, 1, length(s.${column})) = s.${column})`;

/** Records, for staged roles of `source` seen under no key before, the first-seen instant of the live role they correct. */
export function carryFirstSeenOfCorrectedRoles(db: Database, stage: string, stageName: string, source: string): number {
  db.exec(`CREATE INDEX IF NOT EXISTS temp.${stageName}_assoc ON ${stageName} (assoc_key)`);
  db.prepare(`
    INSERT OR IGNORE INTO association_first_seen (assoc_key, first_seen_at)
    SELECT s.assoc_key, min(o.first_seen_at)
    FROM ${stage} s
    JOIN person_roles o ON o.country = s.country AND o.regcode = s.regcode AND o.source = :source
      AND o.role = s.role AND o.position IS s.position AND o.name_key = s.name_key AND o.assoc_key <> s.assoc_key
    WHERE NOT EXISTS (SELECT 1 FROM association_first_seen f WHERE f.assoc_key = s.assoc_key)
      AND NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = o.assoc_key)
      AND ${AGREE('birth_date')} AND ${AGREE('birth_key')} AND (o.holder_regcode IS NULL OR s.holder_regcode IS NULL OR o.holder_regcode = s.holder_regcode)
    GROUP BY s.assoc_key`).run({ source });
  const corrected = Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
  return corrected + carryFirstSeenOfRereadRoles(db, stage, source);
}

/** Records, for staged roles of `source` in a new reading (called by carryFirstSeenOfCorrectedRoles), the first-seen instant of the live role of the former reading. */
export function carryFirstSeenOfRereadRoles(db: Database, stage: string, source: string): number {
  const readings = FORMER_ROLE_READINGS.filter((r) => r.source === source);
  if (readings.length === 0) return 0;
  db.prepare(`
    INSERT OR IGNORE INTO association_first_seen (assoc_key, first_seen_at)
    SELECT s.assoc_key, min(o.first_seen_at)
    FROM ${stage} s
    JOIN json_each(:readings) j
      ON s.role = json_extract(j.value, '$.to.role') AND s.position IS json_extract(j.value, '$.to.position')
    JOIN person_roles o ON o.country = s.country AND o.regcode = s.regcode AND o.source = :source
      AND o.role = json_extract(j.value, '$.from.role') AND o.position IS json_extract(j.value, '$.from.position')
      AND o.name_key = s.name_key AND o.birth_date IS s.birth_date AND o.birth_key IS s.birth_key
      AND o.holder_regcode IS s.holder_regcode AND o.since IS s.since
    WHERE NOT EXISTS (SELECT 1 FROM association_first_seen f WHERE f.assoc_key = s.assoc_key)
      AND NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = o.assoc_key)
    GROUP BY s.assoc_key`).run({ source, readings: JSON.stringify(readings) });
  return Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
}
