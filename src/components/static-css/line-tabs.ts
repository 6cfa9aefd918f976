import type { GlobalStyleObject } from '@chakra-ui/react'

/** Class names of the plain tabs (src/components/navigation/line-tabs.tsx). */
export const lineTabsClass = {
  /** Tabs.List, variant line: a row over a 1px rule. */
  list: 'rh-line-tabs',
  /** Tabs.Trigger, size md, variant line; the selected one carries the indigo indicator. */
  tab: 'rh-line-tabs__tab',
  /** Tabs.Content (the content padding is the page's). */
  panel: 'rh-line-tabs__panel',
} as const

/**
 * Chakra's tabs recipe (size md, variant line, colorPalette indigo) as static rules; see static-class-css.ts. The
 * selected tab's bottom bar is the recipe's `indicator.bottom` layer style.
 */
export const lineTabsCss: GlobalStyleObject = {
  [`.${lineTabsClass.list}`]: {
    display: 'flex',
    flexDirection: 'row',
    position: 'relative',
    isolation: 'isolate',
    minH: '10',
    borderColor: 'border',
    borderBottomWidth: '1px',
  },
  [`.${lineTabsClass.tab}`]: {
    outline: '0',
    minW: '10',
    height: '10',
    display: 'flex',
    alignItems: 'center',
    fontWeight: 'medium',
    position: 'relative',
    cursor: 'button',
    gap: '2',
    py: '2',
    px: '4',
    textStyle: 'sm',
    color: 'fg.muted',
    colorPalette: 'indigo',
    _focusVisible: { zIndex: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
    _selected: {
      color: 'fg',
      layerStyle: 'indicator.bottom',
      '--indicator-offset-y': '-1px',
      '--indicator-color': 'colors.colorPalette.solid',
    },
  },
  [`.${lineTabsClass.panel}`]: { width: '100%', focusVisibleRing: 'inside' },
}
