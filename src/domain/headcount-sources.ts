// The sources whose financial_statements rows hold only a headcount: the employee count a tax or
// social-insurance register publishes for a year (LV VID, its average over the tax year), a
// quarter (EE EMTA) or a month (LT Sodra), with every amount and the filing date empty. They share
// the table with annual reports because both give `employees`, but they are not annual reports:
// such a row never forms a financial year of its own; it fills the headcount of the annual report
// whose financial year its period ends with (or within) where the report states none, and the
// freshest one is shown as `headcount`.
// Named once here for the store's coverage probes and the services; a test holds each id to a
// source definition that produces financial rows.

export const HEADCOUNT_SOURCES: readonly string[] = ['lv.taxes-paid', 'ee.taxes-paid', 'lt.sodra'];

const HEADCOUNT = new Set(HEADCOUNT_SOURCES);

export function isHeadcountSource(source: string): boolean {
  return HEADCOUNT.has(source);
}
