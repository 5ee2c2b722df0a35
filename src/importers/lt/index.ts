// The lt sources, in the order the pipeline imports them: the register first (companies the
// other sources refer to), then financial statements, filing flags, Sodra and VMI.
import type { SourceDefinition } from '../source.ts';
import { jarSource } from './jar.ts';
import { financialsSource } from './financials.ts';
import { filingsSource } from './filings.ts';
import { sodraSource } from './sodra.ts';
import { vatSource } from './vat.ts';

export const sources: SourceDefinition[] = [jarSource, financialsSource, filingsSource, sodraSource, vatSource];
