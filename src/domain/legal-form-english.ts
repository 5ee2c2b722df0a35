// What a company's legal form is, in English. The registers name it in their own language (SIA,
// Sabiedrība ar ierobežotu atbildību; OÜ, Osaühing; UAB; Oy, Osakeyhtiö), which a compliance team
// abroad, a web shop filling an English form or a model relaying the answer could not read. Each
// country's forms are a closed list, rendered as the register itself renders them in English where
// it does (JAR's classifier form_name, YTJ's English descriptions, RIK's and UR's English pages),
// else as the form is commonly called in English; a form not listed has none, never a guess.
import { fiShortForm } from './fi-legal-forms.ts';
import { ltShortForm } from './lt-legal-forms.ts';
import { foldText } from './fold.ts';

// LV by UR's type code (the register's `type`, served as legalFormCode), each type UR's classifier
// names (type_text), the forms of its registers that no longer take new entries (UZN, SAB, GIM)
// among them: a company of such a form may still be on the register. Two codes the classifier is
// read two ways for (ARV, SPO), those it gives no name (SAA, ASF, KOR, PRO, SPA) and PAJ, a form of
// the early 1990s English has no settled name for, have none.
const LV: Readonly<Record<string, string>> = {
  SIA: 'Limited liability company',
  AS: 'Joint-stock company',
  IK: 'Individual merchant',
  KS: 'Limited partnership',
  PS: 'General partnership',
  SE: 'European company (Societas Europaea)',
  KB: 'Cooperative society',
  EIG: 'European economic interest grouping (EEIG)',
  ZEM: 'Farm',
  ZS: 'Farm',
  ZVJ: 'Fishing farm',
  IND: 'Individual enterprise',
  GIM: 'Family enterprise',
  VU: 'State enterprise',
  PSV: 'Municipal enterprise',
  UZN: 'Enterprise of a commercial company',
  PAP: 'Company with additional liability',
  LIG: 'Contractual partnership with full liability',
  KBU: 'Enterprise of cooperative societies',
  KBS: 'Union of cooperative societies',
  KSS: 'Enterprise of a union of cooperative societies',
  BDR: 'Association',
  NOD: 'Foundation',
  SAV: 'Union',
  SAB: 'Public organisation',
  SOU: 'Enterprise of a public organisation',
  FIL: 'Branch',
  AKF: 'Branch of a foreign merchant',
  PAR: 'Representative office of a foreign merchant',
  POR: 'Representative office of a foreign organisation',
  DRZ: 'Religious congregation',
  BAZ: 'Church',
  DIE: 'Diocese',
  MIS: 'Mission',
  KLO: 'Monastery',
  KAT: 'Public-law legal person of the Catholic Church',
  ROI: 'Institution of a religious organisation',
  REL: 'Enterprise of a religious organisation',
  ARB: 'Trade union',
  ARA: 'Association of trade unions',
  PP: 'Political party',
  PPA: 'Union of political parties',
  POL: 'Political organisation (party)',
  SKT: 'Arbitration court',
  MIL: 'Mass medium',
};

// EE by the code the importer reads from RIK's form (Osaühing → OÜ).
const EE: Readonly<Record<string, string>> = {
  'OÜ': 'Private limited company',
  'AS': 'Public limited company',
  'FIE': 'Sole proprietor',
  'TÜ': 'General partnership',
  'UÜ': 'Limited partnership',
  'MTÜ': 'Non-profit association',
  'SA': 'Foundation',
  'KÜ': 'Apartment association',
  'TÜH': 'Commercial association',
  'FIL': 'Branch of a foreign company',
  'SE': 'European company (Societas Europaea)',
  'SCE': 'European cooperative society',
  'TRAS': 'State authority or other state institution',
};

// LT by the abbreviation the store keeps (UAB), or the one-word name JAR gives a form without one.
// The first four are JAR's own English (its form classifier's form_name).
const LT: Readonly<Record<string, string>> = {
  'UAB': 'Private limited liability company',
  'AB': 'Public limited liability company',
  'IĮ': 'Individual enterprise',
  'MB': 'Small partnership',
  'VšĮ': 'Public institution',
  'VĮ': 'State enterprise',
  'SĮ': 'Municipal enterprise',
  'TŪB': 'General partnership',
  'KŪB': 'Limited partnership',
  'ŽŪB': 'Agricultural company',
  'BĮ': 'Budgetary institution',
  'KB': 'Cooperative',
  'PB': 'Professional partnership',
  'Asociacija': 'Association',
};

// FI by the abbreviation Finns write (domain/fi-legal-forms.ts), in YTJ's English descriptions
// where it gives them (Limited company, Public limited company, Sole trader), or by the Finnish
// name of a form no abbreviation shortens.
const FI: Readonly<Record<string, string>> = {
  'Oy': 'Limited company',
  'Oyj': 'Public limited company',
  'Ky': 'Limited partnership',
  'Ay': 'General partnership',
  'Tmi': 'Sole trader',
  'osk': 'Cooperative',
  'As Oy': 'Housing company',
  'Koy': 'Mutual real estate company',
  'ry': 'Registered association',
  'sr': 'Foundation',
  'Taloudellinen yhdistys': 'Economic association',
};

// Maps, not plain objects: a stored name is no key of an object's prototype (`constructor`).
const BY_COUNTRY: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries({ LV, EE, LT }).map(([country, forms]) => [country, new Map(Object.entries(forms))]),
);
const FI_FORMS = new Map(Object.entries(FI).map(([form, english]) => [foldText(form), english]));
// YTJ gives some a company form's English alone (26, Sole trader): the code, where the samples and
// the source notes confirm it, tells the form whatever language its name is in.
const FI_BY_CODE = new Map([['16', 'Oy'], ['17', 'Oyj'], ['26', 'Tmi'], ['2', 'As Oy'], ['10', 'Koy']]);

/**
 * The legal form in English from what the store keeps of it (code and name, as legalForm reads
 * them): LV SIA → Limited liability company, EE OÜ → Private limited company, LT UAB → Private
 * limited liability company, FI 16 Osakeyhtiö → Limited company; null for a form not listed.
 */
export function legalFormInEnglish(country: string, code: string | null, name: string | null): string | null {
  if (country === 'FI') {
    const form = (code === null ? undefined : FI_BY_CODE.get(code)) ?? fiShortForm(code, name) ?? name;
    return form === null ? null : FI_FORMS.get(foldText(form)) ?? null;
  }
  const forms = BY_COUNTRY.get(country);
  if (forms === undefined) return null;
  // LT keeps the abbreviation as its name (its codes are numbers), or the full name of a form none shortens.
  const key = country === 'LT' ? (name === null ? null : ltShortForm(name) ?? name) : code;
  return key === null ? null : forms.get(key) ?? null;
}
