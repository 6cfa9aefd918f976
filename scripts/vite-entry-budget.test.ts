import { describe, expect, it } from 'vitest'
import { ENTRY_GZIP_BUDGET_KB, entryProblems, entryReport } from './vite-entry-budget'

const chunk = (moduleIds: string[], code = 'export {}') => ({ code, moduleIds })

describe('entry budget', () => {
  it('passes a small entry with only shell components', () => {
    const report = entryReport(
      chunk([
        '/r/src/app/main.tsx',
        '/r/src/features/cart/components/cart-button.tsx',
        '/r/src/features/tasks/lib/x.ts',
      ]),
    )
    expect(entryProblems(report)).toEqual([])
  })

  it('names a page component that joined the entry', () => {
    const report = entryReport(chunk(['/r/src/features/tasks/components/tasks-page.tsx']))
    expect(entryProblems(report)).toEqual([
      'the entry chunk holds features/tasks/components/tasks-page.tsx: import route constants from a lib/ file, not from a page component',
    ])
  })

  it('refuses an entry over its gzip budget', () => {
    // Random text compresses to ~80 %, so twice the budget is still over it after gzip.
    const code = Array.from({ length: ENTRY_GZIP_BUDGET_KB * 2 * 1024 }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    ).join('')
    expect(entryProblems(entryReport(chunk([], code)))[0]).toMatch(/over its 255 KB budget/)
  })
})
