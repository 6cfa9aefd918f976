/**
 * Random picks for one sample row, seeded by the row (its id): what they decide depends on the row alone,
 * never on how many values a seeder drew before it. So the same function writes a new row's texts and
 * rewrites them in place for a row an older seeder version created (same id, same texts).
 */
export type RowRandom = {
  /** One of `items`. */
  pick<T>(items: readonly T[]): T
  /** Between `min` and `max` distinct items, in their order in `items`. */
  some<T>(items: readonly T[], min: number, max: number): T[]
  /** A whole number in [min, max]. */
  int(min: number, max: number): number
}

/** FNV-1a over the key (32 bits). */
function hash(key: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < key.length; i++) value = Math.imul(value ^ key.charCodeAt(i), 0x01000193) >>> 0
  return value
}

/** A seeded generator for `key` (mulberry32: small, fast and the same on every machine). */
export function rowRandom(key: string): RowRandom {
  let state = hash(key)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    int,
    pick(items) {
      if (items.length === 0) throw new Error('nothing to pick from')
      return items[int(0, items.length - 1)]!
    },
    some(items, min, max) {
      const n = Math.min(items.length, int(min, max))
      const indexes = items.map((_, i) => i)
      // The first n of a Fisher–Yates shuffle, then back in the items' order.
      for (let i = 0; i < n; i++) {
        const j = int(i, indexes.length - 1)
        ;[indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!]
      }
      return indexes
        .slice(0, n)
        .sort((a, b) => a - b)
        .map((i) => items[i]!)
    },
  }
}
