// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileTabs } from './company-profile-tabs'

type Tab = 'about' | 'jobs' | 'tech'

const TABS = [
  { value: 'about', label: 'About' },
  { value: 'jobs', label: 'Jobs (3)' },
  { value: 'tech', label: 'Tech stack' },
] as const

/** The tabs as the profile uses them: controlled, the value kept by the parent (there, the URL). */
function Harness({ onChange = () => {} }: { onChange?: (tab: Tab) => void }) {
  const [value, setValue] = useState<Tab>('about')
  return (
    <ProfileTabs<Tab>
      tabs={TABS}
      value={value}
      onValueChange={(next) => {
        onChange(next)
        setValue(next)
      }}
      renderPanel={(tab) => (tab === 'jobs' ? <a href="/jobs/1">A job</a> : <p>{tab} text</p>)}
    />
  )
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name })
/** Zag's tabs (and these) move the focus and sync the panel's tab stop on the next animation frame. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

afterEach(cleanup)

describe('ProfileTabs', () => {
  it('is a tab list whose selected tab alone is in the tab order, and it controls the one panel shown', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal')
    expect(tab('About').getAttribute('aria-selected')).toBe('true')
    expect(tab('About').tabIndex).toBe(0)
    expect(tab('Jobs (3)').getAttribute('aria-selected')).toBe('false')
    expect(tab('Jobs (3)').tabIndex).toBe(-1)
    expect(tab('Jobs (3)').hasAttribute('aria-controls')).toBe(false)
    const panel = screen.getByRole('tabpanel')
    expect(tab('About').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('About').id)
    expect(panel.textContent).toBe('about text')
    // Panels mount when first selected.
    expect(screen.queryByText('A job')).toBeNull()
  })

  it('selects on click, keeps a visited panel mounted but hidden', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    fireEvent.click(tab('Jobs (3)'))
    expect(onChange).toHaveBeenCalledWith('jobs')
    expect(tab('Jobs (3)').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('A job')
    fireEvent.click(tab('About'))
    expect(screen.getByRole('tabpanel').textContent).toBe('about text')
    expect(
      screen.getByText('A job', { selector: 'a' }).closest('[role=tabpanel]')?.hasAttribute('hidden'),
    ).toBe(true)
    // Clicking the selected tab changes nothing.
    onChange.mockClear()
    fireEvent.click(tab('About'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('moves the focus and the selection with the arrow keys (looping), Home and End', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    tab('About').focus()
    fireEvent.keyDown(tab('About'), { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith('jobs')
    expect(document.activeElement).toBe(tab('Jobs (3)'))
    fireEvent.keyDown(tab('Jobs (3)'), { key: 'End' })
    expect(onChange).toHaveBeenLastCalledWith('tech')
    expect(document.activeElement).toBe(tab('Tech stack'))
    fireEvent.keyDown(tab('Tech stack'), { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith('about')
    expect(document.activeElement).toBe(tab('About'))
    fireEvent.keyDown(tab('About'), { key: 'ArrowLeft' })
    expect(onChange).toHaveBeenLastCalledWith('tech')
    fireEvent.keyDown(tab('Tech stack'), { key: 'Home' })
    expect(onChange).toHaveBeenLastCalledWith('about')
    expect(document.activeElement).toBe(tab('About'))
    onChange.mockClear()
    fireEvent.keyDown(tab('About'), { key: 'ArrowDown' })
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps a panel in the tab order only while nothing inside it can take the focus', async () => {
    render(<Harness />)
    await nextFrame()
    expect(screen.getByRole('tabpanel').getAttribute('tabindex')).toBe('0')
    fireEvent.click(tab('Jobs (3)'))
    await nextFrame()
    expect(screen.getByRole('tabpanel').hasAttribute('tabindex')).toBe(false)
  })
})
