import { en } from '@faker-js/faker'

/** Test helper of the seed tests (not used by the app): recognises text made by faker's filler generators. */

const words = (list: readonly string[] | null | undefined) =>
  [...(list ?? [])]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
const anyOf = (list: readonly string[] | null | undefined) => `(?:${words(list).join('|')})`

/** company.catchPhrase(): adjective, descriptor, noun ("Decentralized tangible circuit"). */
const CATCH_PHRASE = new RegExp(
  `\\b${anyOf(en.company?.adjective)}\\s+${anyOf(en.company?.descriptor)}\\s+${anyOf(en.company?.noun)}\\b`,
  'i',
)
/** company.buzzPhrase(): verb, adjective, noun ("implement bleeding-edge architectures"). */
const BUZZ_PHRASE = new RegExp(
  `\\b${anyOf(en.company?.buzz_verb)}\\s+${anyOf(en.company?.buzz_adjective)}\\s+${anyOf(en.company?.buzz_noun)}\\b`,
  'i',
)
/** lorem.*(): three Latin filler words in a row. */
const LOREM = new RegExp(
  `\\b${anyOf(en.lorem?.word)}\\s+${anyOf(en.lorem?.word)}\\s+${anyOf(en.lorem?.word)}\\b`,
  'i',
)
/** person.bio() ends most bios with an emoji… */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u
/** …and is a list of its bio parts ("parent, author") and supporters ("film lover"). */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const BIO_PARTS = new Set(strings(en.person?.bio_part))
const SUPPORTERS = new Set(strings(en.person?.bio_supporter))
const isFakerBio = (text: string) => {
  const pieces = text
    .replace(/[^\p{L}\s,'-]/gu, '')
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
  return (
    pieces.length > 0 &&
    pieces.every((piece) => BIO_PARTS.has(piece) || SUPPORTERS.has(piece.split(' ').at(-1)!))
  )
}

/** The kind of generated filler `text` contains, or null when it has none. */
export function findGeneratedFiller(text: string | null | undefined): string | null {
  if (!text) return null
  if (CATCH_PHRASE.test(text)) return 'faker catch phrase'
  if (BUZZ_PHRASE.test(text)) return 'faker buzz phrase'
  if (LOREM.test(text)) return 'lorem ipsum'
  if (EMOJI.test(text) || isFakerBio(text)) return 'faker bio'
  return null
}
