// The ee sources, in the order the pipeline imports them: companies first (the other sources
// describe companies ee.basic publishes), then names and activities, persons, figures, taxes.
import type { SourceDefinition } from '../source.ts';
import { basicSource } from './basic.ts';
import { generalSource } from './general.ts';
import { personsSource } from './persons.ts';
import { shareholdersSource } from './shareholders.ts';
import { beneficialOwnersSource } from './beneficial-owners.ts';
import { annualReportsSource } from './annual-reports.ts';
import { taxesPaidSource } from './taxes-paid.ts';
import { taxDebtorsSource } from './tax-debtors.ts';

export const sources: SourceDefinition[] = [
  basicSource,
  generalSource,
  personsSource,
  shareholdersSource,
  beneficialOwnersSource,
  annualReportsSource,
  taxesPaidSource,
  taxDebtorsSource,
];
