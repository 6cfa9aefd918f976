import { describe, expect, it } from 'vitest'
import { SEED_MANIFEST } from './seed-manifest'
import { SEEDERS } from './registry'

describe('seed manifest', () => {
  it('names every seeder of the registry at its current version, in order', () => {
    expect(SEED_MANIFEST).toEqual(SEEDERS.map(({ name, version }) => ({ name, version })))
  })
})
