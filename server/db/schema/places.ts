import { doublePrecision, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'

/**
 * The gazetteer that turns a written location ("Austin, TX") into a point for radius search (decision 046):
 * cities from GeoNames (CC BY 4.0), loaded by their migration from the data that server/db/places/ generates.
 * Read only by the `place_point` SQL function, which search_documents' trigger calls when a location is written.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** discovery_fold(name): lower case, Latin accents dropped, as search_documents.location_folded. */
    nameFolded: text('name_folded').notNull().default(''),
    countryCode: text('country_code').notNull(),
    /** GeoNames' admin1 code (US: the state's postal code). */
    adminCode: text('admin_code').notNull(),
    population: integer('population').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Folded words that may follow the name: region name and abbreviation, country code, names and aliases. */
    qualifiers: text('qualifiers').array().notNull().default([]),
  },
  (table) => [index('places_name_folded_idx').on(table.nameFolded)],
)

/** First-level regions (states, provinces) of the places: name and postal abbreviation. */
export const placeRegions = pgTable(
  'place_regions',
  {
    countryCode: text('country_code').notNull(),
    adminCode: text('admin_code').notNull(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation'),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.adminCode] })],
)

/** Countries of the places: ISO code, English name and common aliases ("UK", "USA"). */
export const placeCountries = pgTable('place_countries', {
  countryCode: text('country_code').primaryKey(),
  names: text('names').array().notNull(),
})
