// The rows each file of a run gave (`{"JAR_FA_RODIKLIAI_BLNS_2022.csv": 0, …}`, as the import's
// report names its files), so that a file of its header alone is told from one that held rows at
// the source's last publish: a current year's file in January, empty at every import, no longer
// needs --allow-shrink each time (assertions.ts checkFileEmptied). NULL on the runs before.
export const version = 26;
export const name = 'run-file-rows';

export const sql = `
ALTER TABLE import_runs ADD COLUMN file_rows TEXT;
`;
