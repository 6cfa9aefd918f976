import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { companyProfileClass as c } from '@/components/static-css/company-profile'

export type ProfileTabItem<T extends string> = { value: T; label: ReactNode }

type Props<T extends string> = {
  tabs: readonly ProfileTabItem<T>[]
  value: T
  onValueChange: (value: T) => void
  /** The panel of one tab; called for the selected tab and the ones visited before (kept, hidden). */
  renderPanel: (value: T) => ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

// Safari does not focus a button on click; the tab is focused so the arrow keys work from it (as Zag's tabs do).
const isSafari = () =>
  typeof navigator !== 'undefined' && /^((?!chrome|android).)*safari/i.test(navigator.userAgent)

/**
 * The profile's tabs, as plain elements styled by static classes (src/components/static-css/company-profile.ts)
 * with what Chakra's Tabs (line variant, automatic activation, lazy mount) gave a keyboard and a screen reader:
 * a tablist whose selected tab alone is in the tab order; Left / Right (looping), Home and End move the focus and
 * select; a panel is mounted when first selected and then kept, hidden; a panel with nothing focusable in it is
 * itself focusable, so Tab from the tab list reaches its content. Chakra's Tabs ran a state machine and resolved
 * its recipe on every render and hydration of the page.
 */
export function ProfileTabs<T extends string>({ tabs, value, onValueChange, renderPanel }: Props<T>) {
  const id = useId()
  const tabId = (tab: T) => `${id}-tab-${tab}`
  const panelId = (tab: T) => `${id}-panel-${tab}`
  const listRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [visited, setVisited] = useState<readonly T[]>([value])
  if (!visited.includes(value)) setVisited([...visited, value])

  // The selected panel leaves the tab order when it holds something focusable (Zag's syncTabIndex).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const panel = panelRef.current
      if (!panel) return
      if (panel.querySelector(FOCUSABLE)) panel.removeAttribute('tabindex')
      else panel.setAttribute('tabindex', '0')
    })
    return () => cancelAnimationFrame(frame)
  }, [value])

  const select = (next: T) => {
    if (next !== value) onValueChange(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.nativeEvent.isComposing) return
    const current = tabs.findIndex((tab) => tabId(tab.value) === (event.target as HTMLElement).id)
    const from = current === -1 ? tabs.findIndex((tab) => tab.value === value) : current
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? from === last
          ? 0
          : from + 1
        : event.key === 'ArrowLeft'
          ? from === 0
            ? last
            : from - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    const next = tabs[target]
    if (!next) return
    listRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(tabId(next.value))}"]`)?.focus()
    select(next.value)
  }

  return (
    <div className={c.tabs}>
      <div className={c.tabsScroll}>
        <div
          ref={listRef}
          role="tablist"
          aria-orientation="horizontal"
          className={c.tabList}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => {
            const selected = tab.value === value
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={tabId(tab.value)}
                aria-selected={selected}
                aria-controls={selected ? panelId(tab.value) : undefined}
                tabIndex={selected ? 0 : -1}
                className={c.tab}
                onClick={(event) => {
                  if (isSafari()) event.currentTarget.focus()
                  select(tab.value)
                }}
              >
                {tab.label}
              </button>
            )
          })}
        </div>
      </div>
      {tabs
        .filter((tab) => visited.includes(tab.value))
        .map((tab) => {
          const selected = tab.value === value
          return (
            <div
              key={tab.value}
              ref={selected ? panelRef : undefined}
              role="tabpanel"
              id={panelId(tab.value)}
              aria-labelledby={tabId(tab.value)}
              tabIndex={0}
              hidden={!selected}
              className={c.tabPanel}
            >
              {renderPanel(tab.value)}
            </div>
          )
        })}
    </div>
  )
}
