import type { JsonResume } from '@/api/resumes/json-resume'

/**
 * Contact details found anywhere in a line: email, phone, links and profiles. These are pattern matches,
 * the surest part of parsing, so the parser rates them highest.
 */

type Profile = NonNullable<NonNullable<JsonResume['basics']>['profiles']>[number]

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u
/** A phone: an optional +, then digits with spaces, dots, dashes or parentheses; 7 to 15 digits. */
const PHONE = /(?:\+|\b00)?\(?\d[\d\s().-]{5,20}\d/
const URL =
  /\b(?:https?:\/\/|www\.)[^\s,;|·•<>()]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|me|app|co|de|fr|uk|eu|info|page|site|tech|xyz|design|studio|online|ai)(?![a-z0-9-])(?:\/[^\s,;|·•<>()]*)?/i

/** Networks known by their host; the username is the first path segment (after /in/ for LinkedIn). */
const NETWORKS: readonly { host: RegExp; network: string; user: RegExp }[] = [
  { host: /linkedin\.com/i, network: 'LinkedIn', user: /linkedin\.com\/(?:in|pub)\/([^/?#\s]+)/i },
  { host: /github\.com/i, network: 'GitHub', user: /github\.com\/([^/?#\s]+)/i },
  { host: /gitlab\.com/i, network: 'GitLab', user: /gitlab\.com\/([^/?#\s]+)/i },
  { host: /(?:twitter|x)\.com/i, network: 'Twitter', user: /(?:twitter|x)\.com\/([^/?#\s]+)/i },
  { host: /dribbble\.com/i, network: 'Dribbble', user: /dribbble\.com\/([^/?#\s]+)/i },
  { host: /behance\.net/i, network: 'Behance', user: /behance\.net\/([^/?#\s]+)/i },
  { host: /stackoverflow\.com/i, network: 'Stack Overflow', user: /stackoverflow\.com\/users\/(\d+)/i },
  { host: /medium\.com/i, network: 'Medium', user: /medium\.com\/@?([^/?#\s]+)/i },
]
/** "LinkedIn: jose-muller", "GitHub - jmo": a network named with a username and no link. */
const NAMED_PROFILE =
  /^(linkedin|github|gitlab|twitter|x|dribbble|behance|medium|stack overflow)\s*[:\-–]\s*@?([\w.-]+)$/i

const PROFILE_URL: Record<string, (user: string) => string> = {
  linkedin: (u) => `https://www.linkedin.com/in/${u}`,
  github: (u) => `https://github.com/${u}`,
  gitlab: (u) => `https://gitlab.com/${u}`,
  twitter: (u) => `https://x.com/${u}`,
  x: (u) => `https://x.com/${u}`,
  dribbble: (u) => `https://dribbble.com/${u}`,
  behance: (u) => `https://www.behance.net/${u}`,
  medium: (u) => `https://medium.com/@${u}`,
}

export const findEmail = (text: string) => EMAIL.exec(text)?.[0]

/** A phone number in a segment that is mostly the number (so years and postcodes are not taken). */
export function findPhone(segment: string): string | undefined {
  const match = PHONE.exec(segment.replace(/^(?:phone|tel|mobile|cell|t|m)\.?\s*[:.]?\s*/i, ''))
  if (!match) return undefined
  const digits = match[0].replace(/\D/g, '')
  if (digits.length < 7 || digits.length > 15) return undefined
  // A date range ("2019 - 2021") is not a phone.
  if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(match[0].trim())) return undefined
  return match[0].trim()
}

export const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`)

export function findUrls(text: string): string[] {
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gu'), ' ')
  return [...withoutEmails.matchAll(new RegExp(URL.source, 'gi'))].map((m) => m[0].replace(/[.,]$/, ''))
}

/** A link as a profile of a known network, or null for a personal site. */
export function profileOf(url: string): Profile | null {
  const known = NETWORKS.find((n) => n.host.test(url))
  if (!known) return null
  const username = known.user.exec(url)?.[1]
  return { network: known.network, ...(username ? { username } : {}), url: withScheme(url) }
}

/** "LinkedIn: jose-muller" → the profile with its link. */
export function namedProfile(segment: string): Profile | null {
  const match = NAMED_PROFILE.exec(segment.trim())
  if (!match) return null
  const key = match[1]!.toLowerCase()
  const username = match[2]!
  const network = NETWORKS.find((n) => n.network.toLowerCase() === key)?.network ?? match[1]!
  const url = PROFILE_URL[key]?.(username)
  return { network, username, ...(url ? { url } : {}) }
}
