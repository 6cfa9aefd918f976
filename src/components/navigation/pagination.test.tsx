// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInChakra } from '@/components/ui/test-providers'
import { Pagination } from './pagination'

afterEach(cleanup)

describe('Pagination', () => {
  it('renders nothing with a single page', () => {
    const { container } = renderInChakra(<Pagination page={1} totalPages={1} onPageChange={() => {}} />)
    expect(container.querySelector('nav')).toBeNull()
  })

  it('is a named nav with the current page marked, and ellipses beyond 7 pages', () => {
    renderInChakra(<Pagination page={10} totalPages={20} onPageChange={() => {}} label="Job results pages" />)
    const nav = screen.getByRole('navigation', { name: 'Job results pages' })
    const pages = Array.from(nav.querySelectorAll('button[aria-label^="Page "]')).map((b) => b.textContent)
    expect(pages).toEqual(['1', '9', '10', '11', '20'])
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull()
    expect(nav.textContent).toContain('…')
  })

  it('asks for the chosen, previous and next page', () => {
    const onPageChange = vi.fn()
    renderInChakra(<Pagination page={2} totalPages={3} onPageChange={onPageChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]])
  })

  it('disables Previous on the first page and Next on the last', () => {
    renderInChakra(<Pagination page={1} totalPages={2} onPageChange={() => {}} />)
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
