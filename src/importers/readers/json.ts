// Streaming JSON readers: the elements of an array (top level, or at a path such as
// `companies`) one at a time with stream-json, and newline-delimited JSON line by line.
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { decodeText } from './decode.ts';
import { InputError } from './errors.ts';

export interface ReadRecord { row: Record<string, unknown>; line: number }

export async function* readJsonArray(input: Readable, opts: { file: string; path?: string }): AsyncGenerator<ReadRecord> {
  const stages: NodeJS.ReadWriteStream[] = [parser.asStream()];
  if (opts.path) stages.push(pick.asStream({ filter: opts.path }));
  stages.push(streamArray.asStream());
  let tail: NodeJS.ReadableStream = input;
  const all: Array<NodeJS.ReadableStream | NodeJS.ReadWriteStream> = [input];
  for (const s of stages) { tail = tail.pipe(s); all.push(s); }
  let failure: Error | null = null;
  for (const s of all) (s as Readable).on('error', (err: Error) => { failure ??= err; (tail as Readable).destroy(err); });
  let index = 0;
  try {
    for await (const item of tail as AsyncIterable<{ key: number; value: unknown }>) {
      index += 1;
      const value = item.value;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new InputError(opts.file, index, 'expected an object', 'record');
      }
      yield { row: value as Record<string, unknown>, line: index };
    }
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError(opts.file, index + 1, `malformed JSON: ${(failure ?? (err as Error)).message}`, 'record');
  } finally {
    input.destroy();
  }
  if (index === 0 && opts.path) {
    // An empty array is a valid (if suspicious) file; the row-count assertion judges it.
  }
}

export async function* readNdjson(input: Readable, opts: { file: string }): AsyncGenerator<ReadRecord> {
  const text = Readable.from(decodeText(input, 'utf8'));
  const lines = createInterface({ input: text, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const raw of lines) {
      line += 1;
      if (raw.trim() === '') continue;
      let value: unknown;
      try { value = JSON.parse(raw); } catch (err) {
        throw new InputError(opts.file, line, `malformed JSON line: ${(err as Error).message}`);
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new InputError(opts.file, line, 'expected an object');
      yield { row: value as Record<string, unknown>, line };
    }
  } finally {
    lines.close();
    input.destroy();
  }
}
