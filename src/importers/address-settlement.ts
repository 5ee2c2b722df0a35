// Which segment of a one-line Baltic address is the town a form's "city" field takes. The
// Latvian and Lithuanian registers write an address from the largest unit down: a town's address
// starts with the town (`Rīga, Latgales iela 180 - 5`), a rural one with its municipality and
// parish (`Ādažu nov., Ādaži, Rīgas gatve 5`, `Vilniaus r. sav., Avižienių sen., Pilaitės k.,
// Pilaitės g. 1`). Taking the first segment put the municipality (`Ādažu nov.`) in the city field
// and the village into the street. The city is the first segment after the administrative units;
// an address with no settlement between them and the street (a farmstead: `Allažu pag.,
// "Kalnieši"`) takes the smallest unit, the parish.

export interface CityAndStreet { city: string | null; street: string | null }

/** `segments`: the address cut at its commas, trimmed, postcode removed; `isAdminUnit` tells a municipality or parish. */
export function cityAndStreet(segments: readonly string[], isAdminUnit: (segment: string) => boolean): CityAndStreet {
  if (segments.length === 0) return { city: null, street: null };
  // An address of one part names the town alone (`Valmiera`; `Rīga, LV-1010` once its postcode is
  // cut), or a municipality, unless it holds a house number or a house's quoted name: in the
  // street field, a form sent it to a street named Valmiera in no town.
  if (segments.length === 1) return namesNoHouse(segments[0]!) ? { city: segments[0]!, street: null } : { city: null, street: segments[0]! };
  let first = 0;
  while (first < segments.length - 1 && isAdminUnit(segments[first]!)) first += 1;
  // Administrative units only (`Molėtų r. sav., Alantos sen.`): the smallest is the place, and
  // the register names no street; the eldership in the street field would be mailed as one.
  if (first === segments.length - 1 && isAdminUnit(segments[first]!)) return { city: segments[first]!, street: null };
  // Only administrative units before the street: the smallest of them is where the address is.
  if (first === segments.length - 1 && first > 0) return { city: segments[first - 1]!, street: segments[first]! };
  return { city: segments[first]!, street: segments.slice(first + 1).join(', ') };
}

/** No house number and no quoted house name (`"Kalnieši"`): the name of a place, not of a street address. */
function namesNoHouse(segment: string): boolean {
  return !/[\d"„“”]/u.test(segment);
}

/** Latvian municipalities, parishes and the former districts (`Ādažu nov.`, `Allažu pag.`, `Rīgas raj.`). */
export function isLatvianAdminUnit(segment: string): boolean {
  return /\s(nov\.|novads|pag\.|pagasts|raj\.|rajons)$/iu.test(segment);
}

/** Lithuanian municipalities and elderships (`Vilniaus r. sav.`, `Kauno m. sav.`, `Avižienių sen.`). */
export function isLithuanianAdminUnit(segment: string): boolean {
  return /\s(sav\.|savivaldybė|sen\.|seniūnija|r\.|raj\.|rajonas)$/iu.test(segment);
}
