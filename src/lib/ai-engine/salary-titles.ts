import type { TitleData } from './salary-dataset'

/**
 * A job title as the user types it → an O*NET occupation, through O*NET's own titles: the occupation titles,
 * the titles incumbents reported and the alternate titles (about 50,000). First an exact match of the
 * normalised title, then the same without seniority words ("Senior", "II"), then the title sharing the most
 * rare words with it. The match names the O*NET title it landed on, so the user sees why.
 */

export type TitleMatch = {
  onetCode: string
  onetTitle: string
  oewsCode: string
  matchedTitle: string
  kind: 'exact' | 'closest'
  /** Other occupations that matched almost as well, best first. */
  alternatives: { onetCode: string; oewsCode: string; onetTitle: string }[]
}

const ABBREVIATIONS = new Map<string, string>(
  Object.entries({
    sr: 'senior',
    snr: 'senior',
    jr: 'junior',
    mgr: 'manager',
    mngr: 'manager',
    eng: 'engineer',
    engr: 'engineer',
    dev: 'developer',
    devs: 'developer',
    admin: 'administrator',
    asst: 'assistant',
    assoc: 'associate',
    tech: 'technician',
    coord: 'coordinator',
    dir: 'director',
    vp: 'vice president',
    swe: 'software engineer',
    sde: 'software developer',
    qa: 'quality assurance',
    hr: 'human resources',
    ux: 'user experience',
    ui: 'user interface',
  }),
)

/** Words that say how senior, not what the job is. */
const SENIORITY = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'staff',
  'entry',
  'level',
  'mid',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'trainee',
  'intern',
  'experienced',
])

const STOP = new Set(['and', 'of', 'the', 'a', 'an', 'for', 'in', 'to', 'at', 'with'])

/** "Sr. Software Engineers (Backend)" → ["senior", "software", "engineer", "backend"] */
export function titleTokens(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (ABBREVIATIONS.get(word) ?? word).split(' '))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .filter((word) => !STOP.has(word))
}

type Entry = { occupation: number; title: string; tokens: string[]; weight: number; own: boolean }

export type TitleIndex = {
  data: TitleData
  exact: Map<string, Entry>
  byToken: Map<string, Entry[]>
  idf: Map<string, number>
}

export function buildTitleIndex(data: TitleData): TitleIndex {
  const exact = new Map<string, Entry>()
  const byToken = new Map<string, Entry[]>()
  const df = new Map<string, number>()
  const entries: Entry[] = []
  data.occupations.forEach(([, onetTitle, , ...others], occupation) => {
    for (const [i, title] of [onetTitle, ...others].entries()) {
      const tokens = [...new Set(titleTokens(title))]
      if (!tokens.length) continue
      const entry = { occupation, title, tokens, weight: 0, own: i === 0 }
      entries.push(entry)
      const key = tokens.join(' ')
      if (!exact.has(key)) exact.set(key, entry)
      for (const token of tokens) {
        df.set(token, (df.get(token) ?? 0) + 1)
        let list = byToken.get(token)
        if (!list) byToken.set(token, (list = []))
        list.push(entry)
      }
    }
  })
  const idf = new Map([...df].map(([token, n]) => [token, Math.log(1 + entries.length / n)]))
  for (const entry of entries) entry.weight = entry.tokens.reduce((sum, t) => sum + idf.get(t)!, 0)
  return { data, exact, byToken, idf }
}

/** Below this share of shared rare words, two titles are not the same job. */
const MIN_SIMILARITY = 0.45

function toMatch(index: TitleIndex, entry: Entry, kind: TitleMatch['kind'], ranked: Entry[]): TitleMatch {
  const [onetCode, onetTitle, oewsCode] = index.data.occupations[entry.occupation]!
  const seen = new Set([oewsCode])
  const alternatives: TitleMatch['alternatives'] = []
  for (const other of ranked) {
    const [code, title, oews] = index.data.occupations[other.occupation]!
    if (seen.has(oews) || alternatives.length >= 3) continue
    seen.add(oews)
    alternatives.push({ onetCode: code, oewsCode: oews, onetTitle: title })
  }
  return { onetCode, onetTitle, oewsCode, matchedTitle: entry.title, kind, alternatives }
}

export function matchTitle(index: TitleIndex, title: string): TitleMatch | null {
  const tokens = [...new Set(titleTokens(title))]
  const core = tokens.filter((t) => !SENIORITY.has(t))
  const scored = new Map<Entry, number>()
  const queryWeight = core.reduce((sum, t) => sum + (index.idf.get(t) ?? Math.log(2)), 0)
  for (const token of core) {
    for (const entry of index.byToken.get(token) ?? []) {
      scored.set(entry, (scored.get(entry) ?? 0) + index.idf.get(token)!)
    }
  }
  // Cosine-like: the shared words' weight against both titles' weights; O*NET's own title wins a tie.
  const ranked = [...scored]
    .map(([entry, shared]) => ({
      entry,
      score: shared / Math.sqrt(queryWeight * entry.weight) + (entry.own ? 0.01 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title))
  const others = ranked.slice(0, 20).map((r) => r.entry)
  for (const [key, kind] of [
    [tokens.join(' '), 'exact'],
    [core.join(' '), 'exact'],
  ] as const) {
    const hit = key ? index.exact.get(key) : undefined
    if (hit) return toMatch(index, hit, kind, others)
  }
  const best = ranked[0]
  if (!best || best.score < MIN_SIMILARITY) return null
  return toMatch(index, best.entry, 'closest', others)
}
