// What the State Revenue Service's (VID's) taxpayer rating letters mean, in English. The file gives
// beside each letter VID's own words (Skaidrojums), in Latvian and not always the same for one
// letter (Zems nodokļu nemaksāšanas risks, Labs, uzticams nodokļu maksātājs): a reader abroad reads
// the letter's meaning from here, and the Latvian stays the official wording. A letter not listed
// (J, which some readers of the file expect and whose meaning VID's dataset does not state) has none.
const MEANINGS: Record<string, string> = {
  A: 'Low risk of unpaid taxes',
  B: 'Medium risk of unpaid taxes',
  C: 'High risk of unpaid taxes',
  N: 'Newly registered taxpayer, or too little data to rate',
};

/** The rating letter's meaning in English; null for a letter not known. */
export function taxRatingInEnglish(value: string): string | null {
  return MEANINGS[value.trim().toUpperCase()] ?? null;
}
