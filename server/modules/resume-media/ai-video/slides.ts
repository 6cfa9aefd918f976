import type { JsonResume } from '@/api/resumes/json-resume'

/**
 * What the narrated slideshow shows (decision 029): a few cards made from the resume — name and headline, the
 * summary, the latest role with its highlights, skills, education, a closing card — and the script's sentences
 * shared out over them in order, each sentence a caption shown while it is spoken. Pure, so it is tested alone.
 */

export type SlideCard = {
  /** Big line at the top: the person's name, or a section title. */
  title: string
  /** The line under it: headline, role, school. */
  subtitle: string
  /** Up to three short lines in the middle (highlights, skills). */
  points: string[]
}

export type Slide = SlideCard & { sentences: string[] }

const MAX_POINTS = 3
const POINT_MAX_CHARS = 70

const clean = (text: string | undefined | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** A line cut at a word boundary to fit `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const t = clean(text)
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}

const points = (items: readonly (string | undefined)[]) =>
  items
    .map((item) => clip(item ?? '', POINT_MAX_CHARS))
    .filter(Boolean)
    .slice(0, MAX_POINTS)

/** The cards a resume gives, first (name) and last (closing) always; the others when the resume has them. */
export function slideCards(resume: JsonResume): SlideCard[] {
  const basics = resume.basics ?? {}
  const name = clip(basics.name ?? '', 40) || 'My video pitch'
  const label = clip(basics.label ?? '', 60)
  const cards: SlideCard[] = [{ title: name, subtitle: label, points: [] }]
  const summary = clean(basics.summary)
  if (summary) {
    const sentences = summary.match(/[^.!?]+[.!?]?/g) ?? []
    cards.push({ title: 'About me', subtitle: label, points: points(sentences) })
  }
  const work = (resume.work ?? []).find((job) => clean(job.position) || clean(job.name))
  if (work) {
    const role = [clean(work.position), clean(work.name)].filter(Boolean).join(' · ')
    cards.push({ title: 'Latest role', subtitle: clip(role, 60), points: points(work.highlights ?? []) })
  }
  const skills = (resume.skills ?? []).map((skill) => clean(skill.name)).filter(Boolean)
  if (skills.length > 0) {
    cards.push({ title: 'Strengths', subtitle: '', points: [clip(skills.slice(0, 6).join(' · '), 90)] })
  }
  const school = (resume.education ?? []).find((entry) => clean(entry.institution))
  if (school) {
    const study = [clean(school.studyType), clean(school.area)].filter(Boolean).join(', ')
    cards.push({ title: 'Education', subtitle: clip(school.institution ?? '', 60), points: points([study]) })
  }
  const contact = [clean(basics.email), clean(basics.url)].filter(Boolean)
  cards.push({ title: name, subtitle: 'Thank you for watching', points: points(contact) })
  return cards
}

/** The script's sentences, in order (a sentence ends with . ! or ? followed by a space, or at the end). */
export function scriptSentences(script: string): string[] {
  return clean(script)
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}|\p{N}/u.test(s))
}

const wordsIn = (sentences: readonly string[]) => sentences.reduce((sum, s) => sum + s.split(' ').length, 0)

/** The words of a text that say something (four letters or more), lower-cased. */
function keywords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w)))
}
const STOP_WORDS = new Set(['with', 'from', 'that', 'this', 'have', 'your', 'team', 'about', 'there', 'more'])

/** How many of a sentence's words the card shows: the sentence belongs where it is illustrated. */
function matchScore(sentence: string, card: SlideCard): number {
  const shown = keywords([card.title, card.subtitle, ...card.points].join(' '))
  let score = 0
  for (const word of keywords(sentence)) if (shown.has(word)) score++
  return score
}

/**
 * Which middle card each middle sentence goes with, in order (a later sentence never goes back to an earlier
 * card): the assignment whose sentences share the most words with their cards; a sentence that matches none stays
 * with the card before it. Answers null when nothing matches at all (an edited script that does not follow the
 * resume), and the caller shares the sentences out evenly instead.
 */
function matchedGroups(sentences: readonly string[], cards: readonly SlideCard[]): string[][] | null {
  const scores = sentences.map((sentence) => cards.map((card) => matchScore(sentence, card)))
  if (scores.every((row) => row.every((score) => score === 0))) return null
  // best[i][c]: the best total for sentences 0..i with sentence i on card c; staying on a card earns a little.
  const STAY = 0.1
  const best = scores.map((row) => row.map(() => -Infinity))
  const from = scores.map((row) => row.map(() => 0))
  scores[0]!.forEach((score, c) => (best[0]![c] = score))
  for (let i = 1; i < sentences.length; i++) {
    for (let c = 0; c < cards.length; c++) {
      for (let p = 0; p <= c; p++) {
        const total = best[i - 1]![p]! + scores[i]![c]! + (p === c ? STAY : 0)
        if (total > best[i]![c]!) {
          best[i]![c] = total
          from[i]![c] = p
        }
      }
    }
  }
  const last = best[sentences.length - 1]!
  let card = last.indexOf(Math.max(...last))
  const groups: string[][] = cards.map(() => [])
  for (let i = sentences.length - 1; i >= 0; i--) {
    groups[card]!.unshift(sentences[i]!)
    card = from[i]![card]!
  }
  return groups
}

/** The sentences in consecutive runs of about equal length, one run per card (every card gets one). */
function evenGroups(sentences: readonly string[], cards: readonly SlideCard[]): string[][] {
  const groups: string[][] = cards.map(() => [])
  let remainingWords = wordsIn(sentences)
  let card = 0
  for (let i = 0; i < sentences.length; i++) {
    const cardsLeft = cards.length - card
    const group = groups[card]!
    // Next card when this one has its share, or when every later card needs one of the sentences left.
    if (
      group.length > 0 &&
      cardsLeft > 1 &&
      (wordsIn(group) >= (remainingWords / cardsLeft) * 0.75 || sentences.length - i < cardsLeft)
    ) {
      remainingWords -= wordsIn(group)
      card++
    }
    groups[card]!.push(sentences[i]!)
  }
  return groups
}

/**
 * Shares the sentences out over the cards, in order: the first sentence goes with the first card (the name), the
 * last with the closing card, and each middle sentence with the middle card that shows what it says (or, for a
 * script that does not follow the resume, in even runs). Cards nobody speaks about are left out.
 */
export function buildSlides(cards: readonly SlideCard[], script: string): Slide[] {
  const sentences = scriptSentences(script)
  if (sentences.length === 0 || cards.length === 0) return []
  if (sentences.length === 1 || cards.length === 1) return [{ ...cards[0]!, sentences }]
  const first = cards[0]!
  const last = cards[cards.length - 1]!
  const middleSentences = sentences.slice(1, -1)
  let middleCards = cards.slice(1, -1)
  let groups = middleSentences.length > 0 ? matchedGroups(middleSentences, middleCards) : []
  if (!groups) {
    middleCards = middleCards.slice(0, middleSentences.length)
    groups = evenGroups(middleSentences, middleCards)
  }
  const middle = middleCards
    .map((card, i) => ({ ...card, sentences: groups[i] ?? [] }))
    .filter((slide) => slide.sentences.length > 0)
  return [
    { ...first, sentences: [sentences[0]!] },
    ...middle,
    { ...last, sentences: [sentences[sentences.length - 1]!] },
  ]
}

/** Words of a caption wrapped into lines of at most `width` characters (a longer word stands on its own line). */
export function wrapCaption(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of clean(text).split(' ').filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/**
 * A spoken sentence as captions: wrapped to `width`, in pages of at most `linesPerPage` lines, each page shown for
 * a share of the sentence's time proportional to its length (a long sentence turns the page while it is spoken).
 */
export function captionPages(
  sentence: string,
  width: number,
  linesPerPage: number,
): { text: string; share: number }[] {
  const lines = wrapCaption(sentence, width)
  const pages: string[] = []
  for (let i = 0; i < lines.length; i += linesPerPage) pages.push(lines.slice(i, i + linesPerPage).join('\n'))
  const total = pages.reduce((sum, page) => sum + page.length, 0) || 1
  return pages.map((text) => ({ text, share: text.length / total }))
}
