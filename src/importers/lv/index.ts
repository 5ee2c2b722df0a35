// The lv sources, in the order the pipeline imports them: the register first (other sources'
// first-seen dates and statuses lean on it), the classifier before the file it describes.
import type { SourceDefinition } from '../source.ts';
import { registerSource } from './register.ts';
import { nameHistorySource } from './name-history.ts';
import { officersSource } from './officers.ts';
import { membersSource } from './members.ts';
import { stockholdersSource } from './stockholders.ts';
import { beneficialOwnersSource } from './beneficial-owners.ts';
import { financialsSource } from './financials.ts';
import { insolvencySource, liquidationsSource, suspensionsSource } from './compliance.ts';
import { suspendedActivitySource, taxRatingSource, vatSource } from './vid.ts';
import { naceSource } from './nace.ts';
import { taxesPaidSource } from './taxes-paid.ts';
import { microEnterpriseSource } from './micro-enterprise.ts';
import { reorganizationsSource } from './reorganizations.ts';
import { securingMeasuresSource } from './securing-measures.ts';

export const sources: SourceDefinition[] = [
  registerSource,
  nameHistorySource,
  officersSource,
  membersSource,
  stockholdersSource,
  beneficialOwnersSource,
  financialsSource,
  insolvencySource,
  liquidationsSource,
  suspensionsSource,
  securingMeasuresSource,
  vatSource,
  taxRatingSource,
  naceSource,
  taxesPaidSource,
  suspendedActivitySource,
  microEnterpriseSource,
  reorganizationsSource,
];
