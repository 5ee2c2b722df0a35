// The sanctions sources, in the order the pipeline imports them: the official lists, then the
// Register of Enterprises' own sanctions records. OpenSanctions is an alternative input, imported
// only when asked for by id (it repeats the official lists under a non-commercial licence).
import type { SourceDefinition } from '../source.ts';
import { euSource } from './eu-fsf.ts';
import { unSource } from './un-sc.ts';
import { ofacSource } from './ofac-sdn.ts';
import { fidSource } from './lv-fid.ts';
import { freezeSource } from './lv-freeze.ts';
import { urSanctionsSource } from './lv-ur.ts';
import { openSanctionsSource } from './opensanctions.ts';

export const sources: SourceDefinition[] = [euSource, unSource, ofacSource, fidSource, freezeSource, urSanctionsSource];

/** Sources that replace or complement the default ones when named explicitly. */
export const alternativeSources: SourceDefinition[] = [openSanctionsSource];

export { euSource, unSource, ofacSource, fidSource, freezeSource, urSanctionsSource, openSanctionsSource };
