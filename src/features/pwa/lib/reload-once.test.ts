// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'

describe('reloadWhenControllerChanges', () => {
  it('reloads once when the new worker takes control, however many signals arrive', async () => {
    const target = new EventTarget()
    Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true })
    const reload = vi.fn()
    Object.defineProperty(window, 'location', { value: { reload }, configurable: true })
    const { reloadOnce, reloadWhenControllerChanges } = await import('./reload-once')

    reloadWhenControllerChanges()
    expect(reload).not.toHaveBeenCalled()
    target.dispatchEvent(new Event('controllerchange'))
    reloadOnce() // vite-plugin-pwa's own onNeedReload may fire too
    expect(reload).toHaveBeenCalledOnce()
  })
})
