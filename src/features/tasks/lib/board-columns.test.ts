import { describe, expect, it } from 'vitest'
import { columnOf, progressForColumn } from './board-columns'

describe('board columns', () => {
  it('puts a task in a column by its progress', () => {
    expect([0, 1, 50, 99, 100].map(columnOf)).toEqual(['todo', 'doing', 'doing', 'doing', 'done'])
  })

  it('moving a card sets a progress that belongs to the column', () => {
    expect(progressForColumn('todo', 60)).toBe(0)
    expect(progressForColumn('done', 0)).toBe(100)
    expect(progressForColumn('doing', 0)).toBe(10)
    expect(progressForColumn('doing', 100)).toBe(90)
    expect(progressForColumn('doing', 45)).toBe(45)
    for (const p of [0, 30, 100]) {
      for (const column of ['todo', 'doing', 'done'] as const)
        expect(columnOf(progressForColumn(column, p))).toBe(column)
    }
  })
})
