import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * The extensions every PGlite instance loads, so migrations can `CREATE EXTENSION` them as on PostgreSQL.
 * pg_trgm: discovery's accent-folded substring and typo-tolerant name search (decision 035). Never add `cube`
 * or `earthdistance` next to it: on PGlite that combination answers nothing and then hangs (issue 15).
 */
export const PGLITE_EXTENSIONS = { pg_trgm }
