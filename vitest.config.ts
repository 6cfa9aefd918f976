import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }
// The API suite runs on PGlite always and again on PostgreSQL when TEST_DATABASE_URL is set.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL)

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Page tests type and click through whole forms: on a loaded 2-core machine one took 5.0 s, which is
          // slow, not wrong (speed targets live in the bench).
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-pglite',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: 'server-postgres',
                include: ['server/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
})
