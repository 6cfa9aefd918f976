import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema files (`npx drizzle-kit generate --name <what>`) and applied by
// server/db/migrate.ts on both PGlite and PostgreSQL, so no database connection is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
  strict: true,
})
