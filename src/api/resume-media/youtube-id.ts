/**
 * The YouTube video id in what a user pastes: the bare 11-character id, or a youtube.com watch / embed /
 * shorts / live link, youtube-nocookie.com, or youtu.be. Null for anything else. No network: the id's shape
 * is all that is checked (the page embeds it behind a click-to-load facade).
 */
const ID = /^[A-Za-z0-9_-]{11}$/
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

export function youtubeIdOf(input: string): string | null {
  const value = input.trim()
  if (ID.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | null | undefined
  if (host === 'youtu.be') candidate = segments[0]
  else if (HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1]
  }
  return candidate && ID.test(candidate) ? candidate : null
}

/** The canonical link stored for a YouTube item. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`
