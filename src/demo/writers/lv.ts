// Latvia as UR and VID publish it: the register and its risk files, the person files, the four
// financial files, and VID's VAT, rating, taxes-paid, suspension and micro-enterprise files.
import { companiesIn, rolesIn } from '../model.ts';
import type { WriteContext, Written } from './context.ts';
import { writeLvRegister } from './lv-register.ts';
import { writeLvPersons } from './lv-persons.ts';
import { writeLvFinancials } from './lv-financials.ts';
import { writeLvVid } from './lv-vid.ts';

export function writeLatvia(ctx: WriteContext): Written {
  const out: Written = [];
  const companies = companiesIn(ctx.data, 'LV', ctx.snapshot);
  writeLvRegister(ctx, companies, out);
  writeLvPersons(ctx, rolesIn(ctx.data, 'LV', ctx.snapshot), out);
  writeLvFinancials(ctx, companies, out);
  writeLvVid(ctx, companies, out);
  return out;
}
