import { describe, expect, it } from 'vitest'
import { dropIndex, moveItem } from './reorder'

describe('moveItem', () => {
  it('moves an entry down and up', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
  })

  it('clamps the target and ignores a source out of range', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a'])
    expect(moveItem(['a', 'b'], 1, -3)).toEqual(['b', 'a'])
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b'])
  })

  it('never changes the list it was given', () => {
    const list = ['a', 'b', 'c']
    moveItem(list, 0, 2)
    expect(list).toEqual(['a', 'b', 'c'])
  })
})

describe('dropIndex', () => {
  const middles = [10, 30, 50, 70]
  it('counts the other entries whose middle is above the pointer', () => {
    expect(dropIndex(middles, 0, 5)).toBe(0)
    expect(dropIndex(middles, 0, 35)).toBe(1)
    expect(dropIndex(middles, 0, 99)).toBe(3)
    expect(dropIndex(middles, 3, 0)).toBe(0)
    expect(dropIndex(middles, 3, 45)).toBe(2)
  })

  it('leaves an entry where it is when the pointer stays over it', () => {
    expect(dropIndex(middles, 1, 30)).toBe(1)
  })
})
