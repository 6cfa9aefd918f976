import { describe, expect, it } from 'vitest'
import type { BuilderDoc } from './builder-doc'
import { decideOnOpen, differences, mergeByPart, type ResumeDraft } from './draft-decision'

const doc = (over: Partial<BuilderDoc> = {}): BuilderDoc => ({
  name: 'Frontend Developer',
  description: '',
  templateName: 'classic',
  resume: {
    basics: { name: 'Ana Núñez', label: 'Engineer' },
    work: [{ name: 'Acme', position: 'Developer', highlights: ['Shipped', 'Led'] }],
  },
  ...over,
})

const draft = (baseVersion: number, value: BuilderDoc): ResumeDraft => ({
  resumeId: 'r1',
  userId: 'u1',
  baseVersion,
  doc: value,
  slug: 'frontend',
  updatedAt: 0,
})

describe('decideOnOpen', () => {
  const edited = doc({ name: 'Frontend Lead' })

  it('opens the server copy when there is no draft, or the draft says the same', () => {
    expect(decideOnOpen({ version: 3, doc: doc() }, null)).toBe('server')
    // The same content with keys in another order (jsonb reorders them) is not an edit.
    const reordered = doc({
      resume: { work: doc().resume.work, basics: { label: 'Engineer', name: 'Ana Núñez' } },
    })
    expect(decideOnOpen({ version: 5, doc: doc() }, draft(2, reordered))).toBe('server')
  })

  it('opens the draft offline, and when it is based on the current version', () => {
    expect(decideOnOpen(null, draft(3, edited))).toBe('draft')
    expect(decideOnOpen({ version: 3, doc: doc() }, draft(3, edited))).toBe('draft')
    expect(decideOnOpen(null, null)).toBe('nothing')
  })

  it('is a conflict when the server moved on and the draft differs', () => {
    expect(decideOnOpen({ version: 4, doc: doc() }, draft(3, edited))).toBe('conflict')
  })
})

describe('differences and mergeByPart', () => {
  const mine = doc({
    name: 'Mine',
    resume: { ...doc().resume, skills: [{ name: 'TypeScript' }] },
  })
  const theirs = doc({
    resume: { basics: { name: 'Ana Núñez', label: 'Staff Engineer' }, work: doc().resume.work },
  })

  it('lists each differing part with a summary of both sides', () => {
    const found = differences(mine, theirs)
    expect(found.map((d) => d.part)).toEqual(['details', 'basics', 'skills'])
    expect(found[0]).toMatchObject({ mine: 'Mine', theirs: 'Frontend Developer' })
    expect(found[1]).toMatchObject({ mine: 'Ana Núñez · Engineer', theirs: 'Ana Núñez · Staff Engineer' })
    expect(found[2]).toMatchObject({ mine: '1 entry: TypeScript', theirs: 'No entries' })
    expect(differences(mine, mine)).toEqual([])
  })

  it('takes each part from the chosen side, mine by default', () => {
    const merged = mergeByPart(mine, theirs, { basics: 'theirs' })
    expect(merged.name).toBe('Mine')
    expect(merged.resume.basics?.label).toBe('Staff Engineer')
    expect(merged.resume.skills).toEqual([{ name: 'TypeScript' }])
    const all = mergeByPart(mine, theirs, { details: 'theirs', basics: 'theirs', skills: 'theirs' })
    expect(differences(all, theirs)).toEqual([])
    expect('skills' in all.resume).toBe(false)
  })
})
