// A seeded store whose files the last import published at `instant`: the seed dates its files'
// publish before some of its roles were first seen, which no import can write, and the answers
// that bound a window by the last publish (new registrations' firstSeenThrough) read it.
import { DatabaseSync } from 'node:sqlite';

export function setFilesPublishedAt(path: string, instant: string): void {
  const writer = new DatabaseSync(path);
  try {
    writer.prepare('UPDATE source_state SET published_at = ?').run(instant);
  } finally {
    writer.close();
  }
}
