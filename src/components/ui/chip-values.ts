/** Where typed or pasted text is split into chips (the tags input's delimiter). */
export const CHIP_DELIMITER = ','

/**
 * Chips as they are kept: trimmed, no blanks, no repeats ignoring case ("react" after "React" is the same skill;
 * the first spelling stays), at most `max`.
 */
export function normaliseChips(values: readonly string[], max = Number.POSITIVE_INFINITY): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const raw of values) {
    const chip = raw.trim()
    const key = chip.toLocaleLowerCase()
    if (!chip || seen.has(key)) continue
    seen.add(key)
    kept.push(chip)
    if (kept.length >= max) break
  }
  return kept
}

/** The chips with text still in the input added, as Enter would have (commas split it like a paste). */
export function withPendingChip(values: readonly string[], pending: string, max?: number): string[] {
  return normaliseChips([...values, ...pending.split(CHIP_DELIMITER)], max)
}
