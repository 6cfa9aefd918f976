// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jobsResultsClass } from '@/components/static-css/jobs-results'
import { renderInChakra } from '@/components/ui/test-providers'
import { JobCardList } from './job-card-list'
import { JobCardSkeletons } from './job-card-skeleton'
import { ResultsToolbar } from './results-toolbar'

afterEach(cleanup)

const toolbar = (view: 'grid' | 'list', onViewChange = vi.fn(), onLimitChange = vi.fn()) =>
  renderInChakra(
    <ResultsToolbar
      view={view}
      limit={24}
      onViewChange={onViewChange}
      onLimitChange={onLimitChange}
      count={<p data-testid="jobs-count">12 jobs</p>}
      start={<button type="button">Filters</button>}
      end={<button type="button">Create alert</button>}
    />,
  )

describe('ResultsToolbar', () => {
  it('shows the counter and the tools, and marks the chosen layout pressed', () => {
    toolbar('list')
    expect(screen.getByTestId('jobs-count').textContent).toBe('12 jobs')
    const layout = screen.getByRole('group', { name: 'Layout' })
    const grid = within(layout).getByRole('button', { name: 'Grid view' })
    const list = within(layout).getByRole('button', { name: 'List view' })
    expect(grid.getAttribute('aria-pressed')).toBe('false')
    expect(list.getAttribute('aria-pressed')).toBe('true')
    // The chosen one has the "on" look (subtle indigo); the pair is attached at its inner ends.
    expect(list.classList.contains(jobsResultsClass.layoutButtonOn)).toBe(true)
    expect(grid.classList.contains(jobsResultsClass.layoutButtonOn)).toBe(false)
    expect(grid.classList.contains(jobsResultsClass.layoutButtonFirst)).toBe(true)
    expect(list.classList.contains(jobsResultsClass.layoutButtonLast)).toBe(true)
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create alert' })).toBeTruthy()
  })

  it('asks for the other layout and another page size', () => {
    const onViewChange = vi.fn()
    const onLimitChange = vi.fn()
    toolbar('grid', onViewChange, onLimitChange)
    fireEvent.click(screen.getByRole('button', { name: 'List view' }))
    fireEvent.click(screen.getByRole('button', { name: 'Grid view' }))
    expect(onViewChange.mock.calls).toEqual([['list'], ['grid']])
    const perPage = screen.getByLabelText('Per page') as HTMLSelectElement
    expect(perPage.value).toBe('24')
    fireEvent.change(perPage, { target: { value: '48' } })
    expect(onLimitChange).toHaveBeenCalledWith(48)
  })
})

describe('JobCardList', () => {
  it('is a named list in the chosen layout, busy and dimmed while another page loads', () => {
    const { rerender } = renderInChakra(
      <JobCardList view="grid" label="Job results">
        <li>One</li>
      </JobCardList>,
    )
    const list = screen.getByRole('list', { name: 'Job results' })
    expect(list.className).toBe(jobsResultsClass.grid)
    expect(list.getAttribute('aria-busy')).toBeNull()
    rerender(
      <JobCardList view="list" dimmed label="Job results">
        <li>One</li>
      </JobCardList>,
    )
    const dimmed = screen.getByRole('list', { name: 'Job results' })
    expect(dimmed.className).toBe(`${jobsResultsClass.list} ${jobsResultsClass.listDimmed}`)
    expect(dimmed.getAttribute('aria-busy')).toBe('true')
  })
})

describe('JobCardSkeletons', () => {
  it('announces loading once and hides the placeholder cards from assistive technology', () => {
    const { container } = renderInChakra(<JobCardSkeletons count={4} variant="list" />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading jobs…')
    const cards = container.querySelectorAll(`.${jobsResultsClass.skeletonCard}`)
    expect(cards).toHaveLength(4)
    for (const card of cards) expect(card.getAttribute('aria-hidden')).toBe('true')
  })
})
