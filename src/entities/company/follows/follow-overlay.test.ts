import { describe, expect, it } from 'vitest'
import type { Company } from '@/api/companies/company'
import type { OutboxEntry } from '@/lib/outbox/types'
import { pendingWrites, queuedWrites } from '@/lib/sync/offline-write-state'
import { companyFollowWrite } from './company-follow.write'
import { applyConfirmedFollow, followedCompaniesWithOverlay, followersWithOverlay } from './follow-overlay'
import { makeCompany } from './test-companies'

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e',
  seq: 1,
  entityKey: 'company-follow:c1',
  userId: 'u1',
  method: 'POST',
  path: '/api/Companies/c1/follow',
  label: 'Follow Acme',
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  ...over,
  input: {
    companyId: (over.entityKey ?? 'company-follow:c1').slice('company-follow:'.length),
    following: (over.method ?? 'POST') === 'POST',
  },
})

const company = (id: string, name = id): Company => makeCompany({ id, slug: id, name, followers: 10 })

describe('overlays', () => {
  it('moves the follower count by one only when the shown state differs from the counted one', () => {
    expect(followersWithOverlay(10, false, true)).toBe(11)
    expect(followersWithOverlay(10, true, false)).toBe(9)
    expect(followersWithOverlay(10, true, true)).toBe(10)
    expect(followersWithOverlay(0, true, false)).toBe(0)
  })

  it('lists waiting follows first (when the cache knows them) and hides waiting unfollows', () => {
    const server = [company('a'), company('b')]
    const known = new Map([['c', company('c', 'Cee')]])
    const queued = queuedWrites(
      companyFollowWrite,
      [
        entry({ id: '1', seq: 1, entityKey: 'company-follow:b', method: 'DELETE' }),
        entry({ id: '2', seq: 2, entityKey: 'company-follow:c', method: 'POST' }),
        entry({ id: '3', seq: 3, entityKey: 'company-follow:unknown', method: 'POST' }),
        entry({ id: '4', seq: 4, entityKey: 'company-follow:a', method: 'DELETE', status: 'failed' }),
      ],
      'u1',
    )
    const list = followedCompaniesWithOverlay(server, pendingWrites(queued, {}, 0), (id) => known.get(id))
    // A refused unfollow (a) no longer hides the company: that is the rollback.
    expect(list.map((c) => c.id)).toEqual(['c', 'a'])
  })

  it('puts a confirmed follow first and removes a confirmed unfollow', () => {
    const list = [company('a'), company('b')]
    expect(applyConfirmedFollow(list, 'c', true, company('c')).map((c) => c.id)).toEqual(['c', 'a', 'b'])
    expect(applyConfirmedFollow(list, 'a', false, undefined).map((c) => c.id)).toEqual(['b'])
    expect(applyConfirmedFollow(list, 'b', true, company('b')).map((c) => c.id)).toEqual(['b', 'a'])
  })
})
