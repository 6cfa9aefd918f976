import type { Seeder } from './seeder'

/**
 * The seeders `npm start` and `npm run db:seed` run, in this order (later ones may rely on earlier ones).
 * Add one file per seeder next to this one (e.g. `users.ts` exporting `usersSeeder`) and list it here.
 * Empty for now: the only table with user-visible content (contact_messages) holds real submissions only.
 */
export const SEEDERS: readonly Seeder[] = []
