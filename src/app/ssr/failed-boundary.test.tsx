import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { hasFailedBoundary } from './failed-boundary'

function Throws(): never {
  throw new Error('window is not defined')
}

describe('hasFailedBoundary', () => {
  it('tells a server render with a section that threw from one that rendered whole', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = renderToString(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Throws />
        </Suspense>
      </main>,
    )
    const whole = renderToString(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <p>Jobs</p>
        </Suspense>
      </main>,
    )
    expect(hasFailedBoundary(failed)).toBe(true)
    expect(hasFailedBoundary(whole)).toBe(false)
  })
})
