// The reporter by which run-tests.js knows that every test file it gave a process reported: a test
// that calls process.exit(0), or a child process of a file ending so, ends it with status 0 and the
// files after it never run, silently (node:test then prints nothing, or counts the file as passed).
// Each top-level test's start and end, each file's own summary (a file in a process of its own) and
// the run's last summary are written to the file RUN_TESTS_TALLY names, each at once rather than
// through a reporter's stream, so that what came before a process ended early is on the disk.
import { openSync, writeSync } from 'node:fs';

/** @param {AsyncIterable<{ type: string, data: any }>} events */
export default async function* tally(events) {
  const path = process.env.RUN_TESTS_TALLY;
  const fd = path ? openSync(path, 'a') : null;
  for await (const { type, data } of events) {
    let line = null;
    if (type === 'test:dequeue' && data.nesting === 0) line = { began: data.name, file: data.file };
    else if ((type === 'test:pass' || type === 'test:fail') && data.nesting === 0) line = { ended: data.name, file: data.file };
    else if (type === 'test:summary') line = { summary: data.file ?? null };
    if (line !== null && fd !== null) writeSync(fd, `${JSON.stringify(line)}\n`);
  }
}
