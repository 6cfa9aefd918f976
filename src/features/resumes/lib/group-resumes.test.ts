import { describe, expect, it } from 'vitest'
import type { MasterGroup, ResumeWithOwnership } from '@/api/resumes/resume-record'
import { chooseCollection, groupOwnedResumes, needsGroupsFallback } from './group-resumes'

const item = (id: string, over: Partial<ResumeWithOwnership> = {}): ResumeWithOwnership => ({
  id,
  slug: id,
  name: id,
  privacy: 'public',
  isMaster: false,
  isActive: false,
  parentId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  views: 0,
  summary: null,
  title: id,
  userId: 'u1',
  ownership: 'owned',
  personName: null,
  headline: null,
  templateName: null,
  variationCount: 0,
  ...over,
})

describe('groupOwnedResumes', () => {
  it('puts the master first with its variations newest first, then standalone resumes newest first', () => {
    const groups = groupOwnedResumes([
      item('solo-old', { updatedAt: '2026-01-02T00:00:00.000Z' }),
      item('v-old', { parentId: 'm', updatedAt: '2026-01-03T00:00:00.000Z' }),
      item('solo-new', { updatedAt: '2026-02-01T00:00:00.000Z' }),
      item('m', { isMaster: true }),
      item('v-new', { parentId: 'm', updatedAt: '2026-03-01T00:00:00.000Z' }),
    ])
    expect(groups.map((g) => [g.masterResume.id, g.variations.map((v) => v.id)])).toEqual([
      ['m', ['v-new', 'v-old']],
      ['solo-new', []],
      ['solo-old', []],
    ])
  })

  it('keeps a variation whose parent is not in the list as a group of its own (nothing is lost)', () => {
    expect(groupOwnedResumes([item('v', { parentId: 'gone' })]).map((g) => g.masterResume.id)).toEqual(['v'])
  })
})

describe('chooseCollection (seed 2 §8: fall back to master groups)', () => {
  const groups: MasterGroup[] = [{ masterResume: item('m', { isMaster: true }), variations: [] }]
  const idle = { data: undefined, error: null, isPending: true }

  it('uses the ownership list when it has own resumes', () => {
    const source = chooseCollection(
      { data: [item('m', { isMaster: true })], error: null, isPending: false },
      idle,
    )
    expect(source.kind).toBe('ownership')
  })

  it('falls back to the master groups when the ownership list is empty', () => {
    const ownership = { data: [], error: null, isPending: false, isError: false }
    expect(needsGroupsFallback(ownership)).toBe(true)
    expect(chooseCollection(ownership, { data: groups, error: null, isPending: false })).toEqual({
      kind: 'groups',
      groups,
    })
  })

  it('falls back when the ownership list has only tracked resumes', () => {
    const ownership = {
      data: [item('t', { ownership: 'tracked' })],
      error: null,
      isPending: false,
      isError: false,
    }
    expect(needsGroupsFallback(ownership)).toBe(true)
  })

  it('falls back when the ownership list fails, and reports an error only when both fail', () => {
    const failed = { data: undefined, error: new Error('x'), isPending: false, isError: true }
    expect(needsGroupsFallback(failed)).toBe(true)
    expect(chooseCollection(failed, { data: groups, error: null, isPending: false }).kind).toBe('groups')
    expect(chooseCollection(failed, { data: undefined, error: new Error('y'), isPending: false }).kind).toBe(
      'error',
    )
    expect(chooseCollection(failed, idle).kind).toBe('loading')
  })

  it('waits while the ownership list loads', () => {
    expect(chooseCollection(idle, idle).kind).toBe('loading')
    expect(needsGroupsFallback({ data: undefined, isError: false })).toBe(false)
  })
})
