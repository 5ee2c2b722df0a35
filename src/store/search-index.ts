// Placeholder replaced by the search implementation.
import type { Database } from './open.ts';
import type { Country } from '../domain/country.ts';

/**
 * Rebuilds the search documents of one country from companies, company_names and
 * vat_registrations. Called by the import pipeline inside its publish transaction (so it must not
 * open a transaction of its own), after the country's company, name or VAT rows changed.
 */
export function rebuildSearchIndex(_db: Database, _country: Country): void {}
