// State shared by the generator's parts: the load day, id counters, and the registration numbers
// and names already taken (registers never issue a regcode twice, and refuse a name already
// registered in the country).
import type { Country } from '../../domain/country.ts';
import { registersToday } from '../../domain/dates.ts';
import { addDays, dayNumber, fromDayNumber } from '../calendar.ts';
import type { Rng } from '../random.ts';

export class GenContext {
  /** The load instant (ISO): only what is an instant (a role's first sight) is dated by it. */
  readonly now: string;
  /** The registers' (Riga's) day at the load instant: every date the dataset writes counts from it. */
  readonly today: string;
  /** The day of the older snapshot: every company registered by then is in it. */
  readonly previousDay: string;
  readonly year: number;
  private ids = { company: 0, person: 0, role: 0 };
  private regcodes = new Map<Country, Set<string>>();
  private nameKeys = new Map<Country, Set<string>>();
  /** Lower-case core names no generated company may take (sanctions near-misses must stay unmatched). */
  readonly forbiddenNameKeys = new Set<string>();

  constructor(now: Date) {
    this.now = now.toISOString();
    // The registers' day, the one the service counts by: the UTC day is the day before from 22:00
    // (21:00 in summer) UTC to midnight, and a record dated from it read a day old there (a flag
    // in force for 73 more days read as 72, a company registered yesterday as two days ago).
    this.today = registersToday(now);
    this.previousDay = addDays(this.today, -2);
    this.year = Number(this.today.slice(0, 4));
  }

  nextId(kind: 'company' | 'person' | 'role'): number {
    this.ids[kind] += 1;
    return this.ids[kind];
  }

  /** Takes a regcode; false when the country already has it. */
  claimRegcode(country: Country, regcode: string): boolean {
    let set = this.regcodes.get(country);
    if (!set) this.regcodes.set(country, (set = new Set()));
    if (set.has(regcode)) return false;
    set.add(regcode);
    return true;
  }

  /** Draws regcodes until one is free. */
  uniqueRegcode(country: Country, draw: () => string | null): string {
    for (;;) {
      const code = draw();
      if (code !== null && this.claimRegcode(country, code)) return code;
    }
  }

  private vatNumbers = new Set<string>();

  claimVat(number: string): boolean {
    if (this.vatNumbers.has(number)) return false;
    this.vatNumbers.add(number);
    return true;
  }

  /**
   * Takes a company name; false when taken in the country or forbidden. Generated names come from
   * fixed word lists, so lower case is key enough (no two list words differ only by diacritics).
   */
  claimName(country: Country, coreName: string): boolean {
    const key = coreName.toLowerCase();
    if (key === '' || this.forbiddenNameKeys.has(key)) return false;
    let set = this.nameKeys.get(country);
    if (!set) this.nameKeys.set(country, (set = new Set()));
    if (set.has(key)) return false;
    set.add(key);
    return true;
  }

  /** Draws core names until one is free; after many tries a number makes it unique. */
  uniqueName(country: Country, rng: Rng, draw: () => string): string {
    for (let i = 0; i < 40; i++) {
      const name = draw();
      if (this.claimName(country, name)) return name;
    }
    for (;;) {
      const name = `${draw()} ${rng.int(2, 99)}`;
      if (this.claimName(country, name)) return name;
    }
  }

  /** A registration day between `from` and the previous snapshot, skewed to recent years. */
  registrationDay(rng: Rng, from: string): string {
    const a = dayNumber(from);
    const b = dayNumber(this.previousDay) - 1;
    return fromDayNumber(a + Math.floor((b - a) * Math.sqrt(rng.next())));
  }
}
