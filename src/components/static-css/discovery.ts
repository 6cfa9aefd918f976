import type { GlobalStyleObject } from '@chakra-ui/react'
import { companyCardClass } from './company-card'

/**
 * Class names of /search's result grid (src/features/discovery): the grid or list around the shared cards, the
 * actions button laid over a card that has no slot of its own, and the media tile's kind label. The people and
 * media tiles reuse the person card's classes (person-card.ts).
 */
export const discoveryClass = {
  grid: 'rh-discovery__grid',
  list: 'rh-discovery__list',
  item: 'rh-discovery__item',
  /** The "⋮" button in a card's top-right corner, above the card's stretched link. */
  actions: 'rh-discovery__actions',
  /** Room on the right of a card's first line for the actions button. */
  withActions: 'rh-discovery__with-actions',
  kind: 'rh-discovery__kind',
  /** The job card's top-right slot: the save toggle and the actions button side by side. */
  slot: 'rh-discovery__slot',
  /** The actions button inside a card's own slot (not laid over the card). */
  slotActions: 'rh-discovery__slot-actions',
} as const

const c = discoveryClass
const s = (name: string) => `.${name}`

/** Static class rules of /search; see static-class-css.ts. */
export const discoveryCss: GlobalStyleObject = {
  [s(c.grid)]: {
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  },
  [s(c.list)]: { display: 'grid', gap: '3', gridTemplateColumns: '1fr' },
  [s(c.item)]: { position: 'relative', minWidth: '0', display: 'flex', flexDirection: 'column' },
  [s(c.withActions)]: { paddingRight: '10' },
  // The company card has no slot for the actions button, which is laid over its top-right corner.
  [`${s(c.item)} ${s(companyCardClass.top)}`]: { paddingRight: '8' },
  [s(c.actions)]: {
    position: 'absolute',
    top: '2',
    right: '2',
    zIndex: '2',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '8',
    height: '8',
    borderRadius: 'l2',
    color: 'fg.muted',
    bg: 'transparent',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    _hover: { bg: 'bg.muted', color: 'fg' },
  },
  [s(c.slot)]: { display: 'flex', alignItems: 'center', gap: '1' },
  [s(c.slotActions)]: { position: 'relative', top: 'auto', right: 'auto' },
  [s(c.kind)]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontSize: 'xs',
    fontWeight: 'medium',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
  },
}
