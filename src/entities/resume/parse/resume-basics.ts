import type { JsonResume } from '@/api/resumes/json-resume'
import { findEmail, findPhone, findUrls, namedProfile, profileOf, withScheme } from './resume-contacts'
import { parseLocation } from './resume-location'

type Basics = NonNullable<JsonResume['basics']>
export type BasicsConfidence = Partial<Record<keyof Basics, number>>

/** Separators between the contact details of a header line: "a@b.c · +49 30 … | Berlin, DE". */
const SEGMENT_SEPARATOR = /\s+[·•|◦▪]\s+|\s*[|•·]\s*|\t+|\s{3,}/

/**
 * A person's name: two to five words, each starting with a capital (particles such as "van", "de", "bin"
 * may be lower case), letters, hyphens, apostrophes and dots only. Headlines ("Senior Backend Engineer")
 * read like names too, so the first such line of the header wins: resumes open with the name.
 */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|van|von|de|der|den|da|di|du|del|la|le|bin|al|el|dos|das)$/u
function isNameLike(line: string): boolean {
  if (/[\d@:/]/.test(line) || line.length > 60) return false
  const words = line.split(/\s+/)
  if (words.length < 2 || words.length > 5) return false
  return words.every((w) => NAME_WORD.test(w)) && /^\p{Lu}/u.test(words[0]!)
}

/** "JOSÉ MÜLLER" → "José Müller": a name typed in capitals is kept in its usual case. */
function fromCapitals(name: string): string {
  if (name !== name.toUpperCase()) return name
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
}

/**
 * basics from the lines above the first section heading: the name (the first name-like line), the headline
 * (the next short line that is not a contact detail), email, phone, links and profiles, and the location
 * (a "City, Region/Country" segment). Contact details found later in the resume fill what the header lacks.
 */
export function parseBasics(
  header: readonly string[],
  wholeText: string,
): { basics: Basics; confidence: BasicsConfidence; leftover: string[] } {
  const basics: Basics = {}
  const confidence: BasicsConfidence = {}
  const profiles: NonNullable<Basics['profiles']> = []
  const leftover: string[] = []
  header.forEach((line, index) => {
    if (!basics.name && index <= 2 && isNameLike(line)) {
      basics.name = fromCapitals(line)
      // The very first line of a resume is its name far more often than not.
      confidence.name = index === 0 ? 0.9 : 0.7
      return
    }
    let rest = line
    for (const segment of line
      .split(SEGMENT_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (takeContact(segment, basics, confidence, profiles)) rest = rest.replace(segment, ' ')
    }
    rest = rest.replace(/^[\s|·•,;-]+|[\s|·•,;-]+$/g, '').trim()
    if (rest) leftover.push(rest)
  })
  // The headline: the first short leftover line right under the name (not a sentence).
  const label = leftover.find(
    (line) => line.length <= 80 && !/[.!?]$/.test(line) && line.split(' ').length <= 10,
  )
  if (label && basics.name) {
    basics.label = label
    confidence.label = 0.6
  }
  if (!basics.email) {
    const email = findEmail(wholeText)
    if (email) {
      basics.email = email
      confidence.email = 0.85
    }
  }
  if (profiles.length) {
    basics.profiles = profiles
    confidence.profiles = 0.9
  }
  return { basics, confidence, leftover: leftover.filter((line) => line !== basics.label) }
}

/** One contact segment into basics; true when the segment was one. */
function takeContact(
  segment: string,
  basics: Basics,
  confidence: BasicsConfidence,
  profiles: NonNullable<Basics['profiles']>,
): boolean {
  const email = findEmail(segment)
  if (email) {
    if (!basics.email) {
      basics.email = email
      confidence.email = 0.95
    }
    return true
  }
  const named = namedProfile(segment)
  if (named) {
    profiles.push(named)
    return true
  }
  const urls = findUrls(segment)
  if (
    urls.length &&
    urls.join('').length >= segment.replace(/^(?:web(?:site)?|url|portfolio)\s*:\s*/i, '').length - 2
  ) {
    for (const url of urls) {
      const profile = profileOf(url)
      if (profile) profiles.push(profile)
      else if (!basics.url) {
        basics.url = withScheme(url)
        confidence.url = 0.9
      }
    }
    return true
  }
  const phone = findPhone(segment)
  if (
    phone &&
    phone.replace(/\D/g, '').length >= segment.replace(/\D/g, '').length - 1 &&
    !/[a-z]{4,}/i.test(segment.replace(/^(?:phone|tel|mobile|cell)/i, ''))
  ) {
    if (!basics.phone) {
      basics.phone = phone
      confidence.phone = 0.9
    }
    return true
  }
  const location = basics.location ? null : parseLocation(segment)
  if (location) {
    basics.location = location
    confidence.location = 0.7
    return true
  }
  return false
}
