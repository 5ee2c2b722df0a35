// RIK's registry card (kaardile_kantud_isikud) and shareholders (osanikud) files as tests of a
// holding listed on both write them: a card entry of an OÜ's shareholder with every key the
// documented card file gives, and the two files' names.
export const CARD = 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json';
export const SHAREHOLDERS = 'ettevotja_rekvisiidid__osanikud.json';

/** One company of either file: its registry code and the list of its entries. */
export type CompanyObject = { ariregistri_kood: number } & Record<string, unknown[]>;

/** A card entry with the keys the documented card file gives, as RIK writes an OÜ's shareholder there. */
export function cardShareholder(kirje: number, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    kirje_id: kirje, kaardi_piirkond: 1, kaardi_nr: 1, kaardi_tyyp: 'C', kande_nr: 2,
    isiku_tyyp: 'F', isiku_roll: 'O', isiku_roll_tekstina: 'Osanik', eesnimi: null, nimi_arinimi: null,
    isikukood_registrikood: null, isikukood_hash: null, valis_kood: null, valis_kood_riik: null, valis_kood_riik_tekstina: null,
    synniaeg: null, osamaks: null, osamaksu_valuuta: null, osamaksu_valuuta_tekstina: null, volituste_loppemise_kpv: null,
    aadress_riik: 'EST', aadress_riik_tekstina: 'Eesti', aadress_ehak: null, aadress_ehak_tekstina: null,
    aadress_tanav_maja_korter: null, aadress_postiindeks: null, algus_kpv: '05.06.2016', lopp_kpv: null, email: null,
    osaluse_protsent: null, osaluse_suurus: null, osaluse_valuuta: null,
    ...fields,
  };
}
