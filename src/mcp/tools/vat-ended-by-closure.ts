// The sentence beside the details of a closed company whose VAT entry gives no day it ended: SIA
// "Zemgales Graudi" on the demo, closed 45 days before its build day, which VID's VAT payer register
// still shows registered, was answered vat registered false and deregisteredOn null with nothing
// more, and a model read the registration as struck off on a day not known, or the two fields as
// disagreeing, where get_company_compliance's flagDetails says the closure ended it. That detail is
// said here, as the compliance statement words it, read only for such a company (a closed one is rare).
import type { Services } from '../../services/index.ts';
import type { Country } from '../../domain/country.ts';

/** What the details' vat says; null where the country's VAT data is not held. */
interface VatRead { registered: boolean; number: string | null; deregisteredOn: string | null }

/**
 * The vat_deregistered flag's detail beside vat registered false and deregisteredOn null of a
 * closed company (`VAT registration LV40103777281 ended by the company's closure on <closedOn>; VID's
 * VAT payer register still shows it registered`); undefined for any other company.
 */
export function vatEndedByClosureSentence(
  services: Pick<Services, 'complianceFor'>,
  details: { regcode: string; country: string; status: string; vat: VatRead | null; flags: readonly string[] },
): string | undefined {
  const { vat } = details;
  if (details.status !== 'closed' || vat === null || vat.number === null || vat.registered || vat.deregisteredOn !== null) return undefined;
  if (!details.flags.includes('vat_deregistered')) return undefined;
  const flag = services.complianceFor(details.regcode, details.country as Country).flagDetails.find((f) => f.flag === 'vat_deregistered');
  if (flag?.detail == null) return undefined;
  return `vat registered false beside deregisteredOn null: ${flag.detail}. Report the registration as ended by the closure, `
    + 'not as in force nor as struck off on a day of its own.';
}
