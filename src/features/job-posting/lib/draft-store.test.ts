import { describe, expect, it } from 'vitest'
import { createDraftStore, DRAFT_MAX_AGE_MS, draftKey } from './draft-store'
import { EMPTY_JOB_FORM } from './job-form-values'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const values = { ...EMPTY_JOB_FORM, title: 'Half-typed', salaryMin: '70,0' }

describe('job form draft store', () => {
  it('keys drafts per user and per job', () => {
    expect(draftKey('u1', null)).toBe('reelhire.job-form.u1.new')
    expect(draftKey('u1', 'j9')).toBe('reelhire.job-form.u1.j9')
    expect(draftKey('u2', null)).not.toBe(draftKey('u1', null))
  })

  it('saves, loads and clears a draft', () => {
    const storage = memoryStorage()
    let clock = 1_000
    const store = createDraftStore(storage, () => clock)
    const key = draftKey('u1', null)
    expect(store.load(key)).toBeNull()
    store.save(key, values, null)
    clock += 5_000
    expect(store.load(key)).toEqual({ version: 1, values, savedAt: 1_000, baseUpdatedAt: null })
    expect(store.load(draftKey('u2', null))).toBeNull()
    store.clear(key)
    expect(store.load(key)).toBeNull()
  })

  it('drops drafts that are unreadable or too old', () => {
    const storage = memoryStorage()
    let clock = 0
    const store = createDraftStore(storage, () => clock)
    storage.setItem('broken', '{not json')
    expect(store.load('broken')).toBeNull()
    storage.setItem(
      'wrong',
      JSON.stringify({ version: 1, values: { title: 1 }, savedAt: 0, baseUpdatedAt: null }),
    )
    expect(store.load('wrong')).toBeNull()
    expect(storage.map.has('wrong')).toBe(false)
    store.save('old', values, '2026-01-01T00:00:00Z')
    clock = DRAFT_MAX_AGE_MS + 1
    expect(store.load('old')).toBeNull()
  })

  it('never throws when storage fails (private mode, quota)', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const store = createDraftStore(failing)
    expect(store.save('k', values, null)).toBeNull()
    expect(store.load('k')).toBeNull()
    expect(() => store.clear('k')).not.toThrow()
    expect(createDraftStore(undefined).save('k', values, null)).toBeNull()
  })
})
