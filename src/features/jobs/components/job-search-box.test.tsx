// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/components/ui/system'
import { JobSearchBox } from './job-search-box'
import { SalaryRangeInputs } from './salary-range-inputs'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Chakra around every render, rerenders included. */
const renderInChakra = (ui: ReactNode) =>
  render(ui, { wrapper: ({ children }) => <ChakraProvider value={getSystem()}>{children}</ChakraProvider> })

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('JobSearchBox', () => {
  it('searches 300 ms after typing stops, not before, and only once', () => {
    const onSearch = vi.fn()
    renderInChakra(<JobSearchBox value="" onSearch={onSearch} />)
    const input = screen.getByRole('searchbox', { name: 'Search jobs' })
    type(input, 'rea')
    wait(200)
    type(input, 'react')
    wait(299)
    expect(onSearch).not.toHaveBeenCalled()
    wait(1)
    expect(onSearch.mock.calls).toEqual([['react']])
  })

  it('waits for a second character, with a hint', () => {
    const onSearch = vi.fn()
    renderInChakra(<JobSearchBox value="" onSearch={onSearch} />)
    const input = screen.getByRole('searchbox', { name: 'Search jobs' })
    type(input, 'r')
    wait(1000)
    expect(onSearch).not.toHaveBeenCalled()
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy()
    fireEvent.submit(input.closest('form')!)
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('Enter searches at once; emptying the box clears the search', () => {
    const onSearch = vi.fn()
    const { rerender } = renderInChakra(<JobSearchBox value="" onSearch={onSearch} />)
    const input = screen.getByRole('searchbox', { name: 'Search jobs' })
    type(input, 'nurse')
    fireEvent.submit(input.closest('form')!)
    expect(onSearch.mock.calls).toEqual([['nurse']])
    rerender(<JobSearchBox value="nurse" onSearch={onSearch} />)
    type(input, '')
    wait(300)
    expect(onSearch.mock.calls).toEqual([['nurse'], [undefined]])
  })

  it('shows a search changed elsewhere (Clear filters, Back)', () => {
    const { rerender } = renderInChakra(<JobSearchBox value="design" onSearch={() => {}} />)
    const input = screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement
    expect(input.value).toBe('design')
    rerender(<JobSearchBox value="" onSearch={() => {}} />)
    expect(input.value).toBe('')
  })
})

describe('SalaryRangeInputs', () => {
  it('applies numbers as typing pauses, and an emptied input clears its value', () => {
    const onChange = vi.fn()
    const { rerender } = renderInChakra(
      <SalaryRangeInputs salaryMin={undefined} salaryMax={undefined} onChange={onChange} />,
    )
    const min = screen.getByRole('spinbutton', { name: 'Minimum' })
    type(min, '50000')
    wait(300)
    expect(onChange.mock.calls).toEqual([[{ salaryMin: 50000 }]])
    rerender(<SalaryRangeInputs salaryMin={50000} salaryMax={undefined} onChange={onChange} />)
    type(min, '')
    wait(300)
    expect(onChange.mock.calls.at(-1)).toEqual([{ salaryMin: undefined }])
  })

  it('points out a maximum below the minimum', () => {
    renderInChakra(<SalaryRangeInputs salaryMin={90000} salaryMax={100} onChange={() => {}} />)
    expect(screen.getByRole('alert').textContent).toBe('Maximum must be at least the minimum')
  })
})
