/**
 * Chakra's button recipe, base (its theme's `button` recipe, without `_disabled`): what every plain element drawn as
 * a Chakra Button or IconButton starts from (decision 023). Spread first, then the size and variant.
 */
export const chakraButtonBase = {
  display: 'inline-flex',
  appearance: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  userSelect: 'none',
  position: 'relative',
  borderRadius: 'l2',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'button',
  flexShrink: '0',
  outline: '0',
  lineHeight: '1.2',
  isolation: 'isolate',
  fontWeight: 'medium',
  transitionProperty: 'common',
  transitionDuration: 'moderate',
  focusVisibleRing: 'outside',
} as const
