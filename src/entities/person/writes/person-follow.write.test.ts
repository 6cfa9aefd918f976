import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PersonCard } from '@/api/people/person-card'
import { followersWithOverlay, patchCachedFollow, personFollowWrite } from './person-follow.write'

describe('person follow write', () => {
  it('is one entity per person: POST follows, DELETE unfollows', () => {
    const follow = { personId: 'p-1', following: true, name: 'José' }
    expect(personFollowWrite.entityKey(personFollowWrite.entity(follow))).toBe('person-follow:p-1')
    expect(personFollowWrite.request(follow)).toEqual({ method: 'POST', path: '/api/People/p-1/follow' })
    expect(personFollowWrite.request({ ...follow, following: false })).toEqual({
      method: 'DELETE',
      path: '/api/People/p-1/follow',
    })
    expect(personFollowWrite.label(follow)).toBe('Follow “José”')
    expect(personFollowWrite.optimistic({ ...follow, following: false }, true)).toBe(false)
  })

  it('moves the follower count by one only while the shown state differs from the server’s', () => {
    expect(followersWithOverlay(4, false, true)).toBe(5)
    expect(followersWithOverlay(4, true, false)).toBe(3)
    expect(followersWithOverlay(4, true, true)).toBe(4)
    expect(followersWithOverlay(0, true, false)).toBe(0)
  })

  it('puts the server’s answer into cached lists and profiles of that person only', () => {
    const queryClient = new QueryClient()
    const card = (id: string) => ({ id, connectionStatus: 'none', isFollowing: false, followerCount: 0 })
    queryClient.setQueryData(['people', 'me', 'list', {}], { items: [card('a'), card('b')], total: 2 })
    queryClient.setQueryData(['people', 'me', 'person', 'a'], card('a'))
    patchCachedFollow(queryClient, { userId: 'a', isFollowing: true, followerCount: 7 })
    const list = queryClient.getQueryData<{ items: PersonCard[] }>(['people', 'me', 'list', {}])
    expect(list?.items.map((p) => [p.id, p.isFollowing, p.followerCount])).toEqual([
      ['a', true, 7],
      ['b', false, 0],
    ])
    expect(queryClient.getQueryData<PersonCard>(['people', 'me', 'person', 'a'])).toMatchObject({
      isFollowing: true,
      followerCount: 7,
    })
  })
})
