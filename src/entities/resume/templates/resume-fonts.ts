import { Font } from '@react-pdf/renderer'

/**
 * The fonts every template uses, embedded into each PDF (as subsets), so accented, Greek, Cyrillic and
 * Vietnamese names print and extract as written, on any machine, with no network. They come from the
 * @fontsource packages installed with the app. Each package splits a font into files per script (unicode
 * range); each file is registered as its own family and the families are stacked, so every character is drawn
 * by the first file that has it.
 *
 * WOFF, not WOFF2: fontkit cannot subset the composite glyphs of a WOFF2 file (it throws while embedding).
 */

export const RESUME_FONT_SUBSETS = [
  'latin',
  'latin-ext',
  'greek',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
] as const
export const RESUME_FONT_PACKAGES = { serif: 'source-serif-4', sans: 'source-sans-3' } as const
export const RESUME_FONT_FACES = [
  { fontWeight: 400, fontStyle: 'normal' },
  { fontWeight: 400, fontStyle: 'italic' },
  { fontWeight: 700, fontStyle: 'normal' },
] as const

export type ResumeFontKind = keyof typeof RESUME_FONT_PACKAGES
type Subset = (typeof RESUME_FONT_SUBSETS)[number]

const familyName = (kind: ResumeFontKind, subset: Subset) => `Resume-${kind}-${subset}`

/** The font stacks the templates set as fontFamily. */
export const SERIF_FONT = RESUME_FONT_SUBSETS.map((subset) => familyName('serif', subset))
export const SANS_FONT = RESUME_FONT_SUBSETS.map((subset) => familyName('sans', subset))

/** Every font file, as `<package>/files/<file>` inside node_modules/@fontsource. */
export function resumeFontFiles(): Array<{ fontPackage: string; file: string }> {
  return Object.values(RESUME_FONT_PACKAGES).flatMap((fontPackage) =>
    RESUME_FONT_SUBSETS.flatMap((subset) =>
      RESUME_FONT_FACES.map(({ fontWeight, fontStyle }) => ({
        fontPackage,
        file: `${fontPackage}-${subset}-${fontWeight}-${fontStyle}.woff`,
      })),
    ),
  )
}

let registered = false

/** Longer words (URLs, identifiers, a cat on the keyboard) are cut into pieces of this many characters. */
const LONG_WORD = 24
const PIECE = 8

/**
 * Where the line breaker may break a word. Ordinary words are never hyphenated (a name split across lines reads
 * wrong, and an ATS reads the pieces as two words). A word wider than the line must still break somewhere, or the
 * renderer prints its first line only and drops the rest: so long words get break points, which the templates'
 * infinite hyphenation penalty leaves unused unless nothing else fits.
 */
export function resumeWordBreaks(word: string): string[] {
  if (word.length <= LONG_WORD) return [word]
  // By code point, so a character outside the basic plane is never cut in half.
  const chars = Array.from(word)
  const pieces: string[] = []
  for (let i = 0; i < chars.length; i += PIECE) pieces.push(chars.slice(i, i + PIECE).join(''))
  return pieces
}

/**
 * Registers the fonts once per process or page. `sourceOf` turns a font file into what the renderer loads (a data
 * URL of the unpacked font).
 */
export function registerResumeFonts(sourceOf: (fontPackage: string, file: string) => string): void {
  if (registered) return
  for (const kind of Object.keys(RESUME_FONT_PACKAGES) as ResumeFontKind[]) {
    const fontPackage = RESUME_FONT_PACKAGES[kind]
    for (const subset of RESUME_FONT_SUBSETS) {
      Font.register({
        family: familyName(kind, subset),
        fonts: RESUME_FONT_FACES.map(({ fontWeight, fontStyle }) => ({
          src: sourceOf(fontPackage, `${fontPackage}-${subset}-${fontWeight}-${fontStyle}.woff`),
          fontWeight,
          fontStyle,
        })),
      })
    }
  }
  Font.registerHyphenationCallback(resumeWordBreaks)
  registered = true
}
