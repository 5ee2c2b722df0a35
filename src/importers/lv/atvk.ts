// UR's atvk column: the territorial unit's code in the ATVK classifier, seven digits with their
// leading zeros (Rīga 0010000, Daugavpils 0050000). A register.csv re-saved through a program that
// read the column as numbers writes 10000 for Rīga: stored as it stood, a region filter matching
// 0010000 missed every such company. Every code is seven digits, so one that lost only its
// leading zeros is restored unambiguously; anything else is no code and is not stored.
import type { MapContext } from '../source.ts';
import { text } from './common.ts';

const DIGITS = 7;

/** The ATVK code as the register means it, told in the report where the file wrote it otherwise. */
export function atvkCode(raw: unknown, ctx: MapContext): string | null {
  const code = text(raw);
  if (code === null) return null;
  if (/^\d+$/.test(code) && code.length === DIGITS) return code;
  if (/^\d+$/.test(code) && code.length < DIGITS && /[1-9]/.test(code)) {
    const restored = code.padStart(DIGITS, '0');
    ctx.warn('atvk lost its leading zeros (a column saved as numbers?); restored to the 7-digit code', `${JSON.stringify(code)} → ${JSON.stringify(restored)}`, { restored: true });
    return restored;
  }
  // In many rows it is no damaged cell but another column or classifier where atvk stood.
  ctx.warn('atvk is no 7-digit ATVK code; the row is kept with it empty', JSON.stringify(code), { question: 'does the atvk column still hold ATVK codes (another column or classifier in its place)?' });
  return null;
}
