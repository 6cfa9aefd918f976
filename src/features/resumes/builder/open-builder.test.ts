import { describe, expect, it } from 'vitest'
import type { Resume } from '@/api/resumes/resume-record'
import { docOfResume } from './builder-doc'
import type { ResumeDraft } from './draft-decision'
import { builderStart } from './open-builder'

const ids = { resumeId: 'r1', userId: 'u1' }
const server = {
  id: 'r1',
  slug: 'ana',
  name: 'Ana',
  description: null,
  templateName: 'modern',
  version: 4,
  resume: { basics: { name: 'Ana' } },
} as unknown as Resume
const draftOf = (baseVersion: number, name: string): ResumeDraft => ({
  ...ids,
  baseVersion,
  slug: 'ana',
  updatedAt: 0,
  doc: { ...docOfResume(server), name },
})

describe('builderStart', () => {
  it('opens the server copy, saved, when there is no draft', () => {
    const start = builderStart(server, null, ids, true)
    expect(start).toMatchObject({ version: 4, slug: 'ana', conflict: null, state: { status: 'idle' } })
    expect(start?.doc.templateName).toBe('modern')
    expect(start?.confirmed).toEqual(start?.doc)
  })

  it('opens an offline draft as kept on the device, and sends it once online', () => {
    expect(builderStart(null, draftOf(4, 'Ana offline'), ids, false)).toMatchObject({
      doc: { name: 'Ana offline' },
      version: 4,
      confirmed: null,
      state: { status: 'offline', dirty: true },
    })
    expect(builderStart(server, draftOf(4, 'Ana edited'), ids, true)?.state.status).toBe('pending')
  })

  it('opens a draft based on an older version as a conflict with the server copy', () => {
    const start = builderStart(server, draftOf(3, 'Ana edited'), ids, true)
    expect(start?.state.status).toBe('conflict')
    expect(start?.conflict).toMatchObject({ version: 4, doc: { name: 'Ana' } })
    expect(start?.doc.name).toBe('Ana edited')
  })

  it('has nothing to open offline without a draft or a copy', () => {
    expect(builderStart(null, null, ids, false)).toBeNull()
  })
})
