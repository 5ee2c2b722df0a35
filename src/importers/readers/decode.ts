// Bytes to text for the text readers: UTF-8 or latin1 (windows-1252), chosen by the source or
// sniffed from the first 64 KiB, with a leading byte-order mark dropped. Multi-byte characters
// split across chunks are decoded whole.
import { TextDecoder } from 'node:util';

const SNIFF_BYTES = 64 * 1024;

export type TextEncoding = 'utf8' | 'latin1' | 'auto';

/** True when the bytes are valid UTF-8 (a multi-byte character cut at the end is allowed). */
export function looksLikeUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export async function* decodeText(
  chunks: AsyncIterable<Buffer | Uint8Array | string>,
  encoding: TextEncoding,
  chosen?: (encoding: 'utf8' | 'latin1') => void,
): AsyncGenerator<string> {
  let decoder: TextDecoder | null = encoding === 'auto' ? null : new TextDecoder(encoding === 'utf8' ? 'utf-8' : 'latin1');
  if (decoder) chosen?.(encoding as 'utf8' | 'latin1');
  let held: Buffer[] = [];
  let heldBytes = 0;
  let first = true;
  const emit = (text: string): string => {
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) return text.slice(1);
      if (text.startsWith('ï»¿')) return text.slice(3); // a UTF-8 BOM read as latin1
    }
    return text;
  };
  for await (const chunk of chunks) {
    if (typeof chunk === 'string') { yield emit(chunk); continue; }
    if (!decoder) {
      held.push(Buffer.from(chunk));
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) continue;
      const all = Buffer.concat(held);
      held = [];
      const enc = looksLikeUtf8(all) ? 'utf8' : 'latin1';
      chosen?.(enc);
      decoder = new TextDecoder(enc === 'utf8' ? 'utf-8' : 'latin1');
      const text = emit(decoder.decode(all, { stream: true }));
      if (text) yield text;
      continue;
    }
    const text = emit(decoder.decode(chunk, { stream: true }));
    if (text) yield text;
  }
  if (!decoder) {
    const all = Buffer.concat(held);
    const enc = looksLikeUtf8(all) ? 'utf8' : 'latin1';
    chosen?.(enc);
    decoder = new TextDecoder(enc === 'utf8' ? 'utf-8' : 'latin1');
    const text = emit(decoder.decode(all, { stream: true }));
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield emit(rest);
}
