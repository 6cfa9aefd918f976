// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ColorModeProvider, useColorMode } from './color-mode'

/** Records every style element added to <head> that turns transitions off, from now until `stop()`. */
function recordTransitionPauses() {
  const added: HTMLStyleElement[] = []
  const collect = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLStyleElement && /transition:\s*none/.test(node.textContent ?? ''))
          added.push(node)
  }
  const observer = new MutationObserver(collect)
  observer.observe(document.head, { childList: true })
  return {
    stop: () => {
      collect(observer.takeRecords())
      observer.disconnect()
      return added
    },
  }
}

const flushMutations = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
const pausedNow = () => document.head.querySelector('style[data-pause-transitions]') !== null

function DarkButton() {
  const { setPreference } = useColorMode()
  return (
    <button type="button" onClick={() => setPreference('dark')}>
      Dark
    </button>
  )
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = ''
})
afterEach(cleanup)

describe('ColorModeProvider', () => {
  it('does not pause transitions (a full-page style recalculation) when it mounts on a themed page', async () => {
    // What next-themes' inline script in every served page has done before the app starts.
    document.documentElement.classList.add('light')
    const pauses = recordTransitionPauses()
    render(<ColorModeProvider>content</ColorModeProvider>)
    await flushMutations()
    expect(pauses.stop()).toEqual([])
    expect(document.documentElement).toHaveProperty('className', 'light')
  })

  it('pauses transitions while it applies the theme to a page that had none', async () => {
    const pauses = recordTransitionPauses()
    render(<ColorModeProvider>content</ColorModeProvider>)
    await flushMutations()
    expect(pauses.stop()).toHaveLength(1)
    expect(document.documentElement.classList.contains('light')).toBe(true)
    expect(pausedNow()).toBe(false)
  })

  it('pauses transitions when the user switches the theme, until the new theme is applied', async () => {
    document.documentElement.classList.add('light')
    render(
      <ColorModeProvider>
        <DarkButton />
      </ColorModeProvider>,
    )
    await flushMutations()
    const pauses = recordTransitionPauses()
    await act(async () => screen.getByRole('button', { name: 'Dark' }).click())
    await flushMutations()
    expect(pauses.stop()).toHaveLength(1)
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(pausedNow()).toBe(false)
  })
})
