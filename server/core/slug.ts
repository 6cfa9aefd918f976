/** The longest slug base; a numbered or id suffix comes on top of it. */
export const SLUG_BASE_MAX = 60

export type SlugRules = {
  /** What a text with no letter or digit at all becomes ('company', 'member', 'job'). */
  fallback: string
  /** '&' reads as the word 'and' ('Smith & Sons' → 'smith-and-sons') instead of as a separator. */
  ampersandAsAnd?: boolean
  /**
   * Keep a dash the length cut leaves at the end ('…-' rather than '…'). User slugs have always been made
   * this way; changing it would give a long new name another slug than the same name got before.
   */
  keepDashAfterCut?: boolean
}

/** Letters that Unicode does not decompose into a base letter and an accent, written the way they are spelt in ASCII. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
}

/**
 * A URL slug of `text`: accents dropped ('é' → 'e', 'Ø' → 'o', 'ß' → 'ss'), lower case, every run of other characters one dash, no
 * dash at either end, at most SLUG_BASE_MAX characters.
 */
export function slugify(text: string, rules: SlugRules): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßđðþłı]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
  const cut = (rules.ampersandAsAnd ? words.replace(/&/g, ' and ') : words)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_BASE_MAX)
  const slug = rules.keepDashAfterCut ? cut : cut.replace(/-+$/g, '')
  return slug || rules.fallback
}

/** `base` when it is free, else 'base-2', 'base-3'…: the first that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
