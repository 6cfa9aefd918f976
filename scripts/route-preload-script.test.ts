// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRELOADS_PER_TASK, preloadScript } from './vite-route-preload'

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

afterEach(() => {
  vi.useRealTimers()
  document.head.innerHTML = ''
})

describe('the route preload script', () => {
  it('preloads the current path’s chunks in order, a batch per task, the route’s own chunk at once', () => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/jobs/')
    const chunks = Array.from({ length: 20 }, (_, i) => `/assets/c${i}.js`)
    // The script is text for index.html: this runs that text.
    new Function(preloadScript({ '/jobs': chunks, '/about': ['/assets/about.js'] }))()
    const firstTask = preloaded()
    expect(firstTask.length).toBeGreaterThan(0)
    expect(firstTask.length).toBeLessThan(chunks.length)
    expect(firstTask).toEqual(chunks.slice(0, PRELOADS_PER_TASK))
    vi.runAllTimers()
    expect(preloaded()).toEqual(chunks)
  })

  it('preloads nothing on a path it has no chunks for', () => {
    window.history.replaceState(null, '', '/jobs/123')
    new Function(preloadScript({ '/jobs': ['/assets/jobs.js'] }))()
    expect(preloaded()).toEqual([])
  })
})
