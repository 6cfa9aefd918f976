// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/components/ui/test-providers'
import type { CompaniesSearch } from '../lib/companies-search'
import { CompanyFilters } from './company-filters'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function renderFilters(search: CompaniesSearch = {}) {
  const onChange = vi.fn<(next: CompaniesSearch) => void>()
  const view = await renderWithProviders(<CompanyFilters search={search} onChange={onChange} total={3} />)
  return { onChange, view }
}

describe('CompanyFilters', () => {
  it('sends the search 300 ms after typing stops, and nothing under 2 characters', async () => {
    const { onChange } = await renderFilters()
    vi.useFakeTimers()
    const box = screen.getByRole('searchbox', { name: 'Search companies' })
    fireEvent.change(box, { target: { value: 'd' } })
    act(() => vi.advanceTimersByTime(400))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'da' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(box, { target: { value: 'data' } })
    act(() => vi.advanceTimersByTime(299))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ search: 'data' })
  })

  it('editing the search down to one character clears it (no filter, rather than waiting)', async () => {
    const { onChange } = await renderFilters({ search: 'data', page: 2 })
    vi.useFakeTimers()
    const box = screen.getByRole('searchbox', { name: 'Search companies' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: 'd' } })
    act(() => vi.advanceTimersByTime(300))
    expect(onChange.mock.calls).toEqual([[{}]])
    expect(box.value).toBe('d')
  })

  it('a select changes its filter at once and goes back to page 1', async () => {
    const { onChange } = await renderFilters({ search: 'data', page: 3 })
    fireEvent.change(screen.getByRole('combobox', { name: 'Company size' }), { target: { value: '11-50' } })
    expect(onChange).toHaveBeenCalledWith({ search: 'data', size: '11-50' })
  })

  it('clears every filter', async () => {
    const { onChange } = await renderFilters({ industry: 'Finance', location: 'Berlin' })
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onChange).toHaveBeenCalledWith({})
  })
})
