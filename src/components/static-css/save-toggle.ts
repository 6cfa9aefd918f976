import type { GlobalStyleObject } from '@chakra-ui/react'
import { chakraButtonBase } from './button-base'

/** Class names of the job cards' save toggle (src/entities/job/save-job-button.tsx, the icon variant). */
export const saveToggleClass = {
  /** Chakra's IconButton, size sm, variant ghost in gray. */
  root: 'rh-save-toggle',
  /** Saved: variant subtle in indigo. */
  saved: 'rh-save-toggle--saved',
  /** The wrapper with the sync badges beside the toggle. */
  row: 'rh-save-toggle__row',
} as const

/** Chakra's button recipe (base, size sm, ghost / subtle) as static rules; see static-class-css.ts. */
export const saveToggleCss: GlobalStyleObject = {
  [`.${saveToggleClass.row}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '2',
  },
  [`.${saveToggleClass.root}`]: {
    ...chakraButtonBase,
    h: '9',
    minW: '9',
    px: '0',
    py: '0',
    textStyle: 'sm',
    colorPalette: 'gray',
    bg: 'transparent',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.subtle' },
    _disabled: { layerStyle: 'disabled' },
    _icon: { flexShrink: '0', width: '4', height: '4', fontSize: '1.2em' },
  },
  [`.${saveToggleClass.saved}`]: {
    colorPalette: 'indigo',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.muted' },
  },
}
