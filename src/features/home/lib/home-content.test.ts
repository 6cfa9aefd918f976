import { describe, expect, it } from 'vitest'
import type { PublicSearchItem } from '@/api/discovery/public-search'
import { homeContentQuery, pickHomeItems } from './home-content'

const item = (id: string, patch: Partial<PublicSearchItem> = {}) =>
  ({
    id,
    type: 'job',
    title: `Job ${id}`,
    name: `Job ${id}`,
    ownerId: `owner-${id}`,
    ...patch,
  }) as PublicSearchItem

describe('home content', () => {
  it('asks four times the shown count (seed 2 §7)', () => {
    expect(homeContentQuery('jobs')).toMatchObject({ category: 'jobs', limit: 16, page: 1 })
    expect(homeContentQuery('people', 3).limit).toBe(12)
  })

  it('shows the first four that pass: named, one per owner', () => {
    const items = [
      item('1'),
      item('2', { ownerId: 'owner-1' }),
      item('3', { title: ' ', name: '' }),
      item('4'),
      item('5'),
      item('6'),
      item('7'),
    ]
    expect(pickHomeItems(items).map((i) => i.id)).toEqual(['1', '4', '5', '6'])
    expect(pickHomeItems([item('a')])).toHaveLength(1)
  })

  it('people and companies are their own owners', () => {
    const people = [
      item('p1', { type: 'people', ownerId: 'p1' }),
      item('p2', { type: 'people', ownerId: 'p2' }),
    ]
    expect(pickHomeItems(people)).toHaveLength(2)
  })
})
