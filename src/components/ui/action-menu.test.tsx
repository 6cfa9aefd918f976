// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ActionMenu, type ActionMenuItem } from './action-menu'
import { renderInChakra } from './test-providers'

afterEach(cleanup)

function setup(options: { disabled?: string[]; onOpenChange?: (open: boolean) => void } = {}) {
  const picked: string[] = []
  const items: ActionMenuItem[] = ['Copy', 'Report', 'Block'].map((label) => ({
    value: label.toLowerCase(),
    label,
    onSelect: () => picked.push(label),
    disabled: options.disabled?.includes(label) ?? false,
  }))
  renderInChakra(
    <>
      <ActionMenu
        items={items}
        {...(options.onOpenChange ? { onOpenChange: options.onOpenChange } : {})}
        trigger={(props) => (
          <button type="button" {...props}>
            More
          </button>
        )}
      />
      <button type="button">After</button>
    </>,
  )
  return { picked, trigger: screen.getByRole('button', { name: 'More' }), user: userEvent.setup() }
}

const item = (name: string) => screen.getByRole('menuitem', { name })

describe('ActionMenu', () => {
  it('is a menu button: closed at first, opened by a click with focus on the first item', async () => {
    const { trigger, user } = setup()
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(trigger)
    const menu = screen.getByRole('menu')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id)
    expect(menu.getAttribute('aria-labelledby')).toBe(trigger.id)
    expect(document.activeElement).toBe(item('Copy'))
  })

  it('moves with the arrows (wrapping), Home and End, and skips disabled items', async () => {
    const { trigger, user } = setup({ disabled: ['Report'] })
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Copy'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Block'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Copy'))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Block'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(item('Copy'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(item('Block'))
  })

  it('opens on the last item with ArrowUp, and Escape closes it with focus back on the button', async () => {
    const { trigger, user } = setup()
    trigger.focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Block'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  it('picks an item with Enter or a click, closes and returns focus; a disabled item does nothing', async () => {
    const { trigger, picked, user } = setup({ disabled: ['Block'] })
    trigger.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(picked).toEqual(['Report'])
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    await user.click(trigger)
    await user.click(item('Block'))
    expect(picked).toEqual(['Report'])
    await user.click(item('Copy'))
    expect(picked).toEqual(['Report', 'Copy'])
  })

  it('closes on Tab and on a click outside, and tells onOpenChange', async () => {
    const changes: boolean[] = []
    const { trigger, user } = setup({ onOpenChange: (open) => changes.push(open) })
    await user.click(trigger)
    await user.tab()
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'After' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(changes).toEqual([true, false, true, false])
  })
})
