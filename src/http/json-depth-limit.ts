// The nesting of a JSON body bounded while it streams in, before it is parsed. Parsing a body
// nested 120,000 arrays deep (240 KB, within the 256 KiB body limit of /mcp) cost about 20 ms of
// CPU in JSON.parse and its garbage, before anything could refuse it, and /mcp answers a body
// that calls no tool without spending any rate-limit budget. No JSON-RPC message of the MCP is
// nested more than a handful of levels.
import { Transform, type TransformCallback } from 'node:stream';

/** The deepest nesting of arrays and objects a body may have. */
export const MAX_JSON_DEPTH = 32;

/** The stream error of a body nested deeper than MAX_JSON_DEPTH (its Fastify error code). */
export const JSON_TOO_DEEP = 'JSON_TOO_DEEP';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * The body's bytes passed on unchanged, and an error (code JSON_TOO_DEEP, status 400) as soon as
 * its arrays and objects nest deeper than `max`. Brackets inside strings do not count; a byte of
 * a multi-byte UTF-8 character is never one of the ASCII bytes read here. Malformed JSON is left
 * to the parser. `receivedEncodedLength` counts the bytes read, as Fastify's body limit and
 * Content-Length check expect of a stream a preParsing hook returns.
 */
export function jsonDepthLimited(max = MAX_JSON_DEPTH): Transform & { receivedEncodedLength: number } {
  let depth = 0;
  let inString = false;
  let escaped = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      stream.receivedEncodedLength += chunk.length;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) {
          inString = true;
        } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
          if (++depth > max) {
            callback(Object.assign(new Error(`the request body nests arrays and objects more than ${max} levels deep`),
              { code: JSON_TOO_DEEP, statusCode: 400 }));
            return;
          }
        } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
          depth--;
        }
      }
      callback(null, chunk);
    },
  }) as Transform & { receivedEncodedLength: number };
  stream.receivedEncodedLength = 0;
  return stream;
}
