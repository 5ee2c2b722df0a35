// Worker-thread entry: generates the dataset from its seed and writes one snapshot. The build runs
// the two snapshots in two workers, so the current files are written while the main thread
// imports the older ones (the machine has two cores; the import is single-threaded).
import { parentPort, workerData } from 'node:worker_threads';
import { writeSnapshotFiles, type SnapshotJob } from './snapshot-job.ts';

parentPort!.postMessage(writeSnapshotFiles(workerData as SnapshotJob));
