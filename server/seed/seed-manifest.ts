import type { Db } from '../db/client'
import { seedRuns } from '../db/schema/seed-runs'

/**
 * Every seeder's name and version, in the order of SEEDERS (registry.ts), without loading the seeders: a server
 * whose sample data is up to date never imports them and faker (about 60 MB of resident memory it would keep for
 * its whole life). `seed-manifest.test.ts` fails when this list and SEEDERS disagree.
 */
export const SEED_MANIFEST: readonly { name: string; version: number }[] = [
  { name: 'identity-accounts', version: 1 },
  { name: 'sample-people', version: 2 },
  { name: 'companies', version: 2 },
  { name: 'jobs', version: 2 },
  { name: 'applications', version: 2 },
  { name: 'sample-resumes', version: 1 },
  { name: 'sample-resume-videos', version: 1 },
  { name: 'sample-tasks', version: 1 },
  { name: 'connections', version: 1 },
  { name: 'sample-conversations', version: 1 },
  { name: 'sample-talent-pools', version: 1 },
  { name: 'sample-affiliates', version: 1 },
]

/** True when a seeder of the manifest never ran in this database or ran at an older version. */
export async function seedsDue(db: Db, manifest = SEED_MANIFEST): Promise<boolean> {
  const ran = new Map((await db.select().from(seedRuns)).map((row) => [row.name, row.version]))
  return manifest.some(({ name, version }) => (ran.get(name) ?? 0) < version)
}
