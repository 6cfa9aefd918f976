// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PwaSignals } from './use-pwa-toasts'

const create = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/toaster', () => ({ toaster: { create } }))

const { usePwaToasts } = await import('./use-pwa-toasts')

function Probe(props: PwaSignals) {
  usePwaToasts(props)
  return null
}

type ToastArgs = {
  id: string
  title: string
  duration?: number
  action?: { label: string; onClick: () => void }
}
const toastArgs = (i = 0) => create.mock.calls[i]?.[0] as ToastArgs

describe('usePwaToasts', () => {
  const reload = vi.fn()

  beforeEach(() => {
    create.mockClear()
    reload.mockClear()
    localStorage.clear()
  })

  it('shows nothing while the service worker has nothing to say', () => {
    render(<Probe needRefresh={false} offlineReady={false} reload={reload} />)
    expect(create).not.toHaveBeenCalled()
  })

  it('offers a persistent Reload that activates the waiting worker', () => {
    render(<Probe needRefresh offlineReady={false} reload={reload} />)
    const toast = toastArgs()
    expect(toast.title).toBe('A new version is available')
    expect(toast.duration).toBe(Infinity)
    expect(toast.action?.label).toBe('Reload')
    toast.action?.onClick()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('says "Ready to work offline" once per browser', () => {
    const first = render(<Probe needRefresh={false} offlineReady reload={reload} />)
    expect(toastArgs().title).toBe('Ready to work offline')
    first.unmount()
    render(<Probe needRefresh={false} offlineReady reload={reload} />)
    expect(create).toHaveBeenCalledTimes(1)
  })
})
