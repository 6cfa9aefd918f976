// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { ComponentErrorBoundary } from './component-error-boundary'
import { CriticalErrorBoundary } from './critical-error-boundary'
import { PageErrorScreen } from './page-error-screen'

const actions = vi.hoisted(() => ({ reloadPage: vi.fn(), goHome: vi.fn() }))
vi.mock('./error-info', async (importOriginal) => ({ ...(await importOriginal<object>()), ...actions }))

function Boom(): never {
  throw new Error('Widget exploded')
}

beforeEach(() => {
  actions.reloadPage.mockClear()
  actions.goHome.mockClear()
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('PageErrorScreen', () => {
  it('shows the page-level texts, an error ID, the message and the stack', () => {
    renderInChakra(<PageErrorScreen error={new Error('Failed to load jobs')} />)
    expect(screen.getByRole('heading', { name: 'Page Error' })).toBeTruthy()
    expect(screen.getByText('Something went wrong loading this page.')).toBeTruthy()
    expect(screen.getByTestId('error-message').textContent).toBe('Failed to load jobs')
    expect(screen.getByTestId('error-id').textContent).toMatch(/^ERR-[0-9A-Z]+-[0-9A-F]{6}$/)
    expect(screen.getByText('Technical details')).toBeTruthy()
  })

  it('Try Again reloads the page and Go Home goes to /', () => {
    renderInChakra(<PageErrorScreen error={new Error('x')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(actions.reloadPage).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }))
    expect(actions.goHome).toHaveBeenCalledOnce()
  })
})

describe('CriticalErrorBoundary', () => {
  it('replaces the app with Application Error, Retry and Go Home', () => {
    // Rendered without Chakra on purpose: the critical screen must not depend on the provider.
    render(
      <CriticalErrorBoundary>
        <Boom />
      </CriticalErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy()
    expect(screen.getByTestId('error-message').textContent).toBe('Widget exploded')
    expect(screen.getByTestId('error-id').textContent).toMatch(/^ERR-/)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(actions.reloadPage).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }))
    expect(actions.goHome).toHaveBeenCalledOnce()
  })
})

describe('ComponentErrorBoundary', () => {
  it('keeps the failure local: Component Error with Retry and no Go Home', () => {
    renderInChakra(
      <main>
        <p>Rest of the page</p>
        <ComponentErrorBoundary>
          <Boom />
        </ComponentErrorBoundary>
      </main>,
    )
    expect(screen.getByText('Rest of the page')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Component Error' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Go Home' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(actions.reloadPage).toHaveBeenCalledOnce()
  })
})
