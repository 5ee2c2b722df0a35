// Worker-thread entry: generates the dataset from its seed and writes each snapshot of the job,
// posting after each, so the main thread imports the older files while the current ones are written
// (the machine has two cores; the import is single-threaded).
import { parentPort, workerData } from 'node:worker_threads';
import { writeSnapshotFiles, type SnapshotJob, type SnapshotWritten } from './snapshot-job.ts';

writeSnapshotFiles(workerData as SnapshotJob, (snapshot, result) => {
  parentPort!.postMessage({ snapshot, result } satisfies SnapshotWritten);
});
