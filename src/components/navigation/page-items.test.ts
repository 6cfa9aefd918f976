import { describe, expect, it } from 'vitest'
import { pageItems, type PageItem } from './page-items'

/** 1 2 … 9 as text, so windows read like the bar. */
const bar = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ')

describe('pageItems', () => {
  it('is empty with one page or none (the bar is hidden)', () => {
    expect(pageItems(1, 0)).toEqual([])
    expect(pageItems(1, 1)).toEqual([])
  })

  it('lists every page up to seven', () => {
    expect(bar(pageItems(1, 2))).toBe('1 2')
    expect(bar(pageItems(4, 7))).toBe('1 2 3 4 5 6 7')
  })

  it('shows first, last and the neighbours with ellipses beyond seven', () => {
    expect(bar(pageItems(10, 20))).toBe('1 … 9 10 11 … 20')
    expect(bar(pageItems(5, 20))).toBe('1 … 4 5 6 … 20')
    expect(bar(pageItems(16, 20))).toBe('1 … 15 16 17 … 20')
  })

  it('fills the seven slots near either end', () => {
    expect(bar(pageItems(1, 20))).toBe('1 2 3 4 5 … 20')
    expect(bar(pageItems(4, 20))).toBe('1 2 3 4 5 … 20')
    expect(bar(pageItems(17, 20))).toBe('1 … 16 17 18 19 20')
    expect(bar(pageItems(20, 20))).toBe('1 … 16 17 18 19 20')
    expect(bar(pageItems(4, 8))).toBe('1 2 3 4 5 … 8')
    expect(bar(pageItems(5, 8))).toBe('1 … 4 5 6 7 8')
  })

  it('never shows more than seven slots, and always the current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total)
        expect(items.length).toBeLessThanOrEqual(7)
        if (total > 1) expect(items).toContainEqual({ type: 'page', page })
      }
    }
  })

  it('clamps a current page out of range', () => {
    expect(bar(pageItems(99, 20))).toBe('1 … 16 17 18 19 20')
    expect(bar(pageItems(-3, 20))).toBe('1 2 3 4 5 … 20')
  })
})
