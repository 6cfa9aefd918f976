// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AFTER_START_UP_DELAY_MS } from '@/lib/after-start-up'
import { capturePageSnapshot, startPageSnapshots } from './capture'
import * as store from './snapshot-store'

function page(path: string, main: string, css: Record<string, string[]>) {
  window.history.replaceState(null, '', path)
  document.head.innerHTML = ''
  document.title = 'Jobs — ReelHire'
  for (const [key, rules] of Object.entries(css)) {
    const style = document.createElement('style')
    style.dataset.emotion = key
    document.head.appendChild(style)
    rules.forEach((rule, index) => style.sheet?.insertRule(rule, index))
  }
  document.body.innerHTML = `<div id="root"><main id="main-content">${main}</main></div>`
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('capturePageSnapshot', () => {
  it('keeps the main area of a listing with the rules of the classes it uses, not the global ones', () => {
    page('/jobs?q=nurse', '<h1 class="css-a1">Jobs</h1><a class="css-b2" href="/jobs/x">Nurse</a>', {
      'css-global': [':root{--x:1}'],
      css: ['.css-a1{color:red}', '.css-b2{margin:0}', '.css-unused{padding:0}'],
    })
    const snapshot = capturePageSnapshot(document, 42)
    expect(snapshot?.html).toContain('<a class="css-b2" href="/jobs/x">Nurse</a>')
    expect(snapshot?.css).toContain('css-a1')
    expect(snapshot?.css).toContain('css-b2')
    expect(snapshot?.css).not.toContain('css-unused')
    expect(snapshot?.css).not.toContain('--x')
    expect(snapshot).toMatchObject({ title: 'Jobs — ReelHire', savedAt: 42 })
  })

  it('leaves out the list items that start more than two screens down, and their rules', () => {
    page(
      '/jobs',
      '<ul><li class="css-near">A</li><li class="css-near">B</li><li class="css-far">C</li></ul><nav>Pages</nav>',
      { css: ['.css-near{color:red}', '.css-far{color:blue}'] },
    )
    const tops: Record<string, number> = { A: 100, B: 900, C: 2 * window.innerHeight + 1 }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: tops[this.textContent ?? ''] ?? 0 } as DOMRect
    })
    const snapshot = capturePageSnapshot(document)
    expect(snapshot?.html).toBe(
      '<ul><li class="css-near">A</li><li class="css-near">B</li></ul><nav>Pages</nav>',
    )
    expect(snapshot?.css).not.toContain('css-far')
    // The page itself is untouched.
    expect(document.querySelectorAll('li')).toHaveLength(3)
  })

  it('keeps nothing of other pages, of pages still loading, or of an empty main', () => {
    page('/settings', '<h1>Settings</h1>', {})
    expect(capturePageSnapshot(document)).toBeNull()
    page('/jobs', '<ul aria-busy="true"><li>…</li></ul>', {})
    expect(capturePageSnapshot(document)).toBeNull()
    page('/jobs', '<div class="chakra-skeleton"></div>', {})
    expect(capturePageSnapshot(document)).toBeNull()
    page('/companies', '  ', {})
    expect(capturePageSnapshot(document)).toBeNull()
  })
})

describe('startPageSnapshots', () => {
  it('keeps the first page only once the start-up is over, later pages shortly after they render', async () => {
    vi.useFakeTimers()
    const save = vi.spyOn(store, 'saveSnapshot').mockResolvedValue()
    page('/jobs', '<h1>Jobs</h1>', {})
    let rendered = () => {}
    const stop = startPageSnapshots((listener) => {
      rendered = listener
      return () => {}
    })
    rendered() // the first page's render, during the start-up
    await vi.advanceTimersByTimeAsync(1_000)
    expect(save).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(AFTER_START_UP_DELAY_MS)
    expect(save).toHaveBeenCalledTimes(1)

    page('/companies', '<h1>Companies</h1>', {})
    rendered()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(save).toHaveBeenCalledTimes(2)
    expect(save.mock.calls[1]?.[0]).toBe('/companies')
    stop()
    vi.useRealTimers()
  })
})
