// The index of a staged company table by its key (country, regcode): the publish and the checks
// before it ask, for each company served, whether the staged rows hold it (NOT EXISTS), which
// without this index is quadratic. Created once; each asker makes sure of it.
import type { Database } from './open.ts';

export function indexStagedKeys(db: Database, stageTable: string): void {
  db.exec(`CREATE INDEX IF NOT EXISTS temp.${stageTable}_key ON ${stageTable} (country, regcode)`);
}
