import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { lineTabsClass as c } from '@/components/static-css/line-tabs'

export type LineTab<V extends string> = { value: V; label: ReactNode }

type Props<V extends string> = {
  tabs: readonly LineTab<V>[]
  value: V
  onChange: (value: V) => void
  /** The selected tab's panel; only it is rendered (others are not mounted). */
  children: ReactNode
  /** Class of the panel (e.g. its top padding). */
  panelClassName?: string
}

/**
 * Tabs drawn like Chakra's line tabs, as plain elements with static classes (decision 023): a page whose tab is in
 * the URL needs no state machine, and Chakra's Tabs cost a start-up its component chunk and style resolution on
 * every render. WAI-ARIA tabs pattern: one tab in the tab order, arrows / Home / End move and select (automatic
 * activation), the panel is labelled by its tab.
 */
export function LineTabs<V extends string>({ tabs, value, onChange, children, panelClassName }: Props<V>) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (v: V) => `${id}-tab-${v}`
  const panelId = `${id}-panel`

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.value === value)
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowLeft'
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const target = tabs[next]!.value
    onChange(target)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target))}`)?.focus()
  }

  return (
    <div>
      <div ref={list} role="tablist" aria-orientation="horizontal" className={c.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={c.tab}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={[c.panel, panelClassName].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>
  )
}
