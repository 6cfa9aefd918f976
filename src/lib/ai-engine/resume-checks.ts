import type { ScoreCheck } from '@/api/ai-tools/ai-result'
import { check, excerpt, failed, ofCount, passed, skipped } from './explain'
import {
  achievementLines,
  bulletText,
  containsTerm,
  sectionOf,
  type ResumeFacts,
  type ResumeLine,
  type SectionKind,
} from './read-resume'
import { ACTION_VERBS, BUZZWORDS, FIRST_PERSON, WEAK_PHRASES } from './word-lists'

/**
 * The checks of the resume scorer, by category. Each check is small, looks at one thing and says what it
 * found (the evidence is a quote of the resume). `effort` sorts the failed ones into quick wins (minutes)
 * and longer improvements.
 */

export type CheckEffort = 'quick' | 'long'
export type EffortCheck = ScoreCheck & { effort: CheckEffort }

const withEffort = (effort: CheckEffort, c: ScoreCheck): EffortCheck => ({ ...c, effort })

export const SCORE_CATEGORIES = ['contact', 'structure', 'impact', 'language', 'skills'] as const
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number]

export const CATEGORY_LABELS: Record<ScoreCategory, string> = {
  contact: 'Contact details',
  structure: 'Structure and length',
  impact: 'Impact of experience',
  language: 'Language and tone',
  skills: 'Skills',
}

export function contactChecks(facts: ResumeFacts): EffortCheck[] {
  return [
    withEffort(
      'quick',
      check(
        'contact.name',
        'Name at the top',
        5,
        facts.name
          ? passed('The first line reads as a name.', facts.name)
          : failed(
              'The first line does not read as a person’s name: put your full name first.',
              facts.lines[0]?.text,
            ),
      ),
    ),
    withEffort(
      'quick',
      check(
        'contact.email',
        'Email address',
        10,
        facts.email
          ? passed('An email address was found.', facts.email)
          : failed('No email address was found.'),
      ),
    ),
    withEffort(
      'quick',
      check(
        'contact.phone',
        'Phone number',
        5,
        facts.phone ? passed('A phone number was found.', facts.phone) : failed('No phone number was found.'),
      ),
    ),
    withEffort(
      'quick',
      check(
        'contact.link',
        'LinkedIn, portfolio or website',
        5,
        facts.link
          ? passed('A professional link was found.', facts.link)
          : failed('No LinkedIn, GitHub or portfolio address was found.'),
      ),
    ),
  ]
}

const STANDARD_SECTIONS: { kind: SectionKind; label: string; points: number }[] = [
  { kind: 'summary', label: 'Summary section', points: 5 },
  { kind: 'experience', label: 'Experience section', points: 10 },
  { kind: 'education', label: 'Education section', points: 5 },
  { kind: 'skills', label: 'Skills section', points: 5 },
]

export const WORDS_MIN = 200
export const WORDS_MAX = 1200

export function structureChecks(facts: ResumeFacts): EffortCheck[] {
  const sections = STANDARD_SECTIONS.map(({ kind, label, points }) => {
    const found = sectionOf(facts, kind)
    return withEffort(
      kind === 'summary' || kind === 'skills' ? 'quick' : 'long',
      check(
        `structure.${kind}`,
        label,
        points,
        found
          ? found.lines.length > 0
            ? passed(`Found under the heading “${found.heading}”.`, found.heading)
            : failed(`The heading “${found.heading}” has nothing under it.`, found.heading)
          : failed(`No ${label.toLowerCase()} with a standard heading was found.`),
      ),
    )
  })
  const count = facts.words.length
  const length = withEffort(
    'long',
    check(
      'structure.length',
      `Length of ${WORDS_MIN}–${WORDS_MAX} words`,
      5,
      count >= WORDS_MIN && count <= WORDS_MAX
        ? passed(`${count} words: one to two pages.`)
        : count < WORDS_MIN
          ? failed(`${count} words: too short to show your experience (aim for at least ${WORDS_MIN}).`)
          : failed(`${count} words: longer than two pages (aim for at most ${WORDS_MAX}).`),
    ),
  )
  const experience = sectionOf(facts, 'experience')
  const dated = experience?.lines.find((line) => /\b(?:19|20)\d{2}\b/.test(line.text)) ?? null
  const dates = withEffort(
    'quick',
    check(
      'structure.dates',
      'Dates on experience',
      5,
      !experience
        ? skipped('There is no experience section to look for dates in.')
        : dated
          ? passed('Experience entries carry dates.', dated.text)
          : failed('No years were found in the experience section.'),
    ),
  )
  return [...sections, length, dates]
}

const firstWord = (line: ResumeLine) =>
  bulletText(line)
    .split(/\s+/)[0]
    ?.toLowerCase()
    .replace(/[^a-z]/g, '') ?? ''
const QUANTITY_RE = /\d|%|\$|€|£/

export function impactChecks(facts: ResumeFacts): EffortCheck[] {
  const lines = achievementLines(facts)
  const none = (label: string) =>
    skipped(`No achievement lines (bullets under experience) to check ${label}.`)
  const enough = withEffort(
    'long',
    check(
      'impact.bullets',
      'At least 3 achievement bullets',
      5,
      lines.length >= 3
        ? passed(`${lines.length} achievement lines found.`, lines[0]?.text)
        : failed(`${lines.length} achievement line(s) found: list what you did as bullets.`, lines[0]?.text),
    ),
  )
  const withVerb = lines.filter((line) => ACTION_VERBS.has(firstWord(line)))
  const withoutVerb = lines.find((line) => !ACTION_VERBS.has(firstWord(line)))
  const verbs = withEffort(
    'quick',
    check(
      'impact.action-verbs',
      'Bullets start with action verbs',
      10,
      lines.length === 0
        ? none('verbs')
        : withVerb.length * 2 >= lines.length
          ? passed(
              `${ofCount(withVerb.length, lines.length)} lines start with an action verb.`,
              withVerb[0]?.text,
            )
          : failed(
              `Only ${ofCount(withVerb.length, lines.length)} lines start with an action verb (led, built, cut…).`,
              withoutVerb?.text,
            ),
    ),
  )
  const quantified = lines.filter((line) => QUANTITY_RE.test(bulletText(line)))
  const unquantified = lines.find((line) => !QUANTITY_RE.test(bulletText(line)))
  const numbers = withEffort(
    'long',
    check(
      'impact.quantified',
      'Results measured with numbers',
      10,
      lines.length === 0
        ? none('for numbers')
        : quantified.length * 10 >= lines.length * 3
          ? passed(
              `${ofCount(quantified.length, lines.length)} lines give a number, percent or amount.`,
              quantified[0]?.text,
            )
          : failed(
              `Only ${ofCount(quantified.length, lines.length)} lines give a number (aim for 3 in 10).`,
              unquantified?.text,
            ),
    ),
  )
  const weak = facts.lines.find((line) => WEAK_PHRASES.some((phrase) => containsTerm(line.text, phrase)))
  const weakPhrase = weak ? WEAK_PHRASES.find((phrase) => containsTerm(weak.text, phrase)) : undefined
  const duties = withEffort(
    'quick',
    check(
      'impact.no-duty-phrases',
      'Achievements, not duties',
      5,
      weak
        ? failed(`“${weakPhrase}” describes a duty, not what you achieved.`, weak.text)
        : passed('No duty phrases such as “responsible for”.'),
    ),
  )
  return [enough, verbs, numbers, duties]
}

export function languageChecks(facts: ResumeFacts): EffortCheck[] {
  const pronounLine = facts.lines.find((line) => FIRST_PERSON.some((word) => containsTerm(line.text, word)))
  const pronouns = withEffort(
    'quick',
    check(
      'language.no-first-person',
      'No first-person pronouns',
      5,
      pronounLine
        ? failed('Resumes leave out “I”, “me” and “my”.', pronounLine.text)
        : passed('No “I”, “me” or “my” found.'),
    ),
  )
  const buzzLine = facts.lines.find((line) => BUZZWORDS.some((word) => containsTerm(line.text, word)))
  const buzz = buzzLine ? BUZZWORDS.find((word) => containsTerm(buzzLine.text, word)) : undefined
  const buzzwords = withEffort(
    'quick',
    check(
      'language.no-buzzwords',
      'No empty buzzwords',
      5,
      buzzLine
        ? failed(`“${buzz}” claims a quality without showing it.`, buzzLine.text)
        : passed('No clichés such as “team player” or “hard worker”.'),
    ),
  )
  const lines = achievementLines(facts)
  const long = lines.find((line) => bulletText(line).split(/\s+/).length > 35)
  const concise = withEffort(
    'quick',
    check(
      'language.concise-bullets',
      'Bullets of at most 35 words',
      5,
      lines.length === 0
        ? skipped('No achievement lines to measure.')
        : long
          ? failed(`A line of ${bulletText(long).split(/\s+/).length} words: split it or cut it.`, long.text)
          : passed('Every achievement line is 35 words or fewer.'),
    ),
  )
  const starts = new Map<string, ResumeLine[]>()
  for (const line of lines) {
    const word = firstWord(line)
    if (word) starts.set(word, [...(starts.get(word) ?? []), line])
  }
  const repeated = [...starts.entries()].find(([, group]) => group.length > 3)
  const variety = withEffort(
    'quick',
    check(
      'language.varied-verbs',
      'Varied opening words',
      5,
      lines.length === 0
        ? skipped('No achievement lines to compare.')
        : repeated
          ? failed(
              `${repeated[1].length} lines start with “${repeated[0]}”: vary the verbs.`,
              repeated[1][0]?.text,
            )
          : passed('No opening word is used more than three times.'),
    ),
  )
  return [pronouns, buzzwords, concise, variety]
}

/** The items of the skills section: split on commas, bullets, pipes and "Label:" prefixes. */
export function skillItems(facts: ResumeFacts): string[] {
  const section = sectionOf(facts, 'skills')
  if (!section) return []
  return section.lines
    .flatMap((line) =>
      bulletText(line)
        .replace(/^[^:]{1,30}:\s*/, '')
        .split(/[,;|•·]/),
    )
    .map((item) => item.trim())
    .filter((item) => item.length > 1 && item.length <= 40)
}

export function skillChecks(facts: ResumeFacts): EffortCheck[] {
  const items = skillItems(facts)
  const section = sectionOf(facts, 'skills')
  const listed = withEffort(
    'quick',
    check(
      'skills.count',
      'At least 6 skills listed',
      5,
      !section
        ? skipped('There is no skills section to count.')
        : items.length >= 6
          ? passed(`${items.length} skills listed.`, items.slice(0, 6).join(', '))
          : failed(`${items.length} skill(s) listed: name the tools and methods you use.`, items.join(', ')),
    ),
  )
  const lines = achievementLines(facts)
  const usedInExperience = items.filter((item) => lines.some((line) => containsTerm(line.text, item)))
  const proven = withEffort(
    'long',
    check(
      'skills.shown-in-experience',
      'Skills shown in experience',
      5,
      items.length === 0 || lines.length === 0
        ? skipped('Needs both a skills list and achievement lines.')
        : usedInExperience.length >= 2
          ? passed(
              `${ofCount(usedInExperience.length, items.length)} listed skills appear in your achievements.`,
              usedInExperience.slice(0, 4).join(', '),
            )
          : failed(
              `${ofCount(usedInExperience.length, items.length)} listed skills appear in your achievements: show where you used them.`,
              excerpt(items.join(', ')),
            ),
    ),
  )
  return [listed, proven]
}

export function checksByCategory(facts: ResumeFacts): Record<ScoreCategory, EffortCheck[]> {
  return {
    contact: contactChecks(facts),
    structure: structureChecks(facts),
    impact: impactChecks(facts),
    language: languageChecks(facts),
    skills: skillChecks(facts),
  }
}
