import { Box, chakra } from '@chakra-ui/react'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'

export type ActionMenuItem = {
  value: string
  label: ReactNode
  onSelect: () => void
  disabled?: boolean
  /** Drawn in the error colour (block, delete). */
  danger?: boolean
}

/** What the trigger button must carry: spread onto the element that opens the menu. */
export type ActionMenuTriggerProps = {
  ref: Ref<HTMLButtonElement>
  id: string
  'aria-haspopup': 'menu'
  'aria-expanded': boolean
  'aria-controls': string | undefined
  onClick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

type Props = {
  items: readonly ActionMenuItem[]
  /** The button that opens the menu, given the props it must spread. */
  trigger: (props: ActionMenuTriggerProps) => ReactNode
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end'
  minW?: string
  /** Told when the menu opens and closes (to load what its items need only once it is open). */
  onOpenChange?: (open: boolean) => void
}

/** The least room (px) a menu keeps from the viewport's edge before it flips to its trigger's other edge. */
const EDGE_GAP = 8

const Item = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    width: '100%',
    textAlign: 'start',
    px: '2',
    py: '1.5',
    borderRadius: 'l1',
    fontSize: 'sm',
    cursor: 'pointer',
    outline: 'none',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { bg: 'bg.muted' },
    _focus: { bg: 'bg.muted' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
})

/**
 * A small menu of actions (the WAI-ARIA menu button pattern): role=menu under a button, arrows / Home / End move
 * between the items, Enter or Space picks one, Escape and Tab close it, and focus returns to the button. It
 * replaces Chakra's Menu where a page has one or two small menus: Chakra's brings its state machine and
 * positioning engine (~18 KB gzip) into the route's chunk, while this opens at once and needs no code to load.
 * The list is absolutely placed under the trigger, so it needs no portal or measuring.
 */
export function ActionMenu({ items, trigger, align = 'start', minW = '12rem', onOpenChange }: Props) {
  const [open, setOpenState] = useState(false)
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next)
      onOpenChange?.(next)
    },
    [onOpenChange],
  )
  const baseId = useId()
  const triggerId = `${baseId}-trigger`
  const menuId = `${baseId}-menu`
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const wrapperRef = useRef<HTMLSpanElement>(null)
  // Which item takes focus when the menu opens: the first, or the last after ArrowUp on the trigger.
  const focusOnOpen = useRef<'first' | 'last'>('first')

  const itemElements = () =>
    [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])].filter(
      (el) => !el.disabled,
    )

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false)
      if (returnFocus) triggerRef.current?.focus()
    },
    [setOpen],
  )

  // Kept on screen: aligned to the other edge of its trigger when the asked one would cross the viewport's edge
  // (an end-aligned menu whose trigger wrapped to the start of a row on a phone).
  useLayoutEffect(() => {
    const menu = menuRef.current
    if (!open || !menu) return
    const rect = menu.getBoundingClientRect()
    const flip =
      (align === 'end' && rect.left < EDGE_GAP) ||
      (align === 'start' && rect.right > document.documentElement.clientWidth - EDGE_GAP)
    if (!flip) return
    menu.style.insetInlineStart = align === 'end' ? '0' : 'auto'
    menu.style.insetInlineEnd = align === 'end' ? 'auto' : '0'
  }, [open, align])

  useEffect(() => {
    if (!open) return
    const enabled = itemElements()
    const target = focusOnOpen.current === 'last' ? enabled[enabled.length - 1] : enabled[0]
    // With every item disabled the menu itself takes focus, so Escape still reaches it.
    ;(target ?? menuRef.current)?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, close])

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus
    setOpen(true)
  }

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openWith(event.key === 'ArrowUp' ? 'last' : 'first')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = itemElements()
    const index = enabled.indexOf(document.activeElement as HTMLButtonElement)
    const move = (to: number) => {
      event.preventDefault()
      enabled[(to + enabled.length) % enabled.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1)
      case 'ArrowUp':
        return move(index < 0 ? enabled.length - 1 : index - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(enabled.length - 1)
      case 'Escape':
        event.preventDefault()
        return close(true)
      case 'Tab':
        // Tab leaves the menu for the next control, as from the trigger.
        return close(false)
    }
  }

  const select = (item: ActionMenuItem) => {
    close(true)
    item.onSelect()
  }

  return (
    <Box as="span" ref={wrapperRef} position="relative" display="inline-flex">
      {trigger({
        ref: triggerRef,
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => (open ? close(false) : openWith('first')),
        onKeyDown: onTriggerKeyDown,
      })}
      {open ? (
        <Box
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          position="absolute"
          top="calc(100% + 4px)"
          {...(align === 'end' ? { insetEnd: '0' } : { insetStart: '0' })}
          zIndex="dropdown"
          minW={minW}
          bg="bg.panel"
          borderRadius="l2"
          boxShadow="lg"
          borderWidth="1px"
          p="1"
          outline="none"
        >
          {items.map((item) => (
            <Item
              key={item.value}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              aria-disabled={item.disabled || undefined}
              color={item.danger ? 'fg.error' : undefined}
              onClick={() => select(item)}
            >
              {item.label}
            </Item>
          ))}
        </Box>
      ) : null}
    </Box>
  )
}
