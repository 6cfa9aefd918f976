import type { GlobalStyleObject } from '@chakra-ui/react'
import { chakraButtonBase } from './button-base'

/** Class names of the URL-bound search box (src/components/ui/search-box.tsx). */
export const searchBoxClass = {
  /** Field.Root: a column, the helper text under the field. */
  field: 'rh-search-box',
  /** InputGroup: the field with its icon and clear button over it. */
  group: 'rh-search-box__group',
  /** InputElement, start (the magnifier) and end (the clear button). */
  start: 'rh-search-box__start',
  end: 'rh-search-box__end',
  /** Input size lg, variant outline, on bg.panel, with room for the icon and the button. */
  input: 'rh-search-box__input',
  /** CloseButton size xs (IconButton, ghost). */
  clear: 'rh-search-box__clear',
  /** Field.HelperText. */
  helper: 'rh-search-box__helper',
} as const

const c = searchBoxClass
const dot = (name: string) => `.${name}`
const element = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'absolute',
  top: '0',
  zIndex: 2,
  color: 'fg.muted',
  height: 'full',
  fontSize: 'sm',
  px: '3',
} as const

/** Chakra's Field, InputGroup, Input (lg, outline) and CloseButton (xs) as static rules; see static-class-css.ts. */
export const searchBoxCss: GlobalStyleObject = {
  [dot(c.field)]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    position: 'relative',
    width: '100%',
    gap: '1.5',
  },
  [dot(c.group)]: { display: 'flex', position: 'relative', isolation: 'isolate', width: 'full' },
  [dot(c.start)]: { ...element, insetInlineStart: '0', pointerEvents: 'none' },
  [dot(c.end)]: { ...element, insetInlineEnd: '0' },
  [dot(c.input)]: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    position: 'relative',
    appearance: 'none',
    textAlign: 'start',
    borderRadius: 'l2',
    '--input-height': 'sizes.11',
    '--focus-color': 'colors.colorPalette.focusRing',
    height: 'var(--input-height)',
    textStyle: 'md',
    ps: 'calc(var(--input-height) - 0px)',
    pe: 'calc(var(--input-height) - 0px)',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    focusVisibleRing: 'inside',
    focusRingColor: 'var(--focus-color)',
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
  [dot(c.clear)]: {
    ...chakraButtonBase,
    h: '8',
    minW: '8',
    px: '0',
    py: '0',
    textStyle: 'xs',
    colorPalette: 'gray',
    bg: 'transparent',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.subtle' },
    _icon: { width: '4', height: '4', fontSize: '1.2em' },
  },
  [dot(c.helper)]: { textStyle: 'xs', color: 'fg.muted' },
}
