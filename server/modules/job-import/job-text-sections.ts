import { bulletText, clip, dedupe, tidyText } from './text'

/** Most list items kept per section kind; each item is cut at ITEM_MAX_CHARS. */
const ITEM_MAX_CHARS = 500
const MAX_ITEMS = 40

export type SectionKind =
  'preamble' | 'responsibilities' | 'requirements' | 'skills' | 'description' | 'other'
/** A run of lines under one heading; the text before the first heading is the preamble. */
export type Section = { kind: SectionKind; heading: string | null; lines: string[] }

/** Heading wordings of each section kind, matched against the lower-cased heading text. */
const HEADINGS: readonly [Exclude<SectionKind, 'preamble'>, RegExp][] = [
  [
    'responsibilities',
    /^(?:(?:key|main|primary|core|your|job|role|the|principal) )?(?:responsibilities|duties|accountabilities|tasks)(?: (?:and|&) (?:duties|responsibilities))?$|^what (?:you'll|you will|you'd|you would|you're going to) (?:do|be doing|work on)$|^(?:in this (?:role|position),? you (?:will|'ll)|the role|your role|the job|role description|day to day|day-to-day|a day in the life|your impact|your mission|what the job involves|what the role involves)$/,
  ],
  [
    'requirements',
    /^(?:(?:minimum|basic|required|preferred|desired|key|essential|desirable|additional|job) )?(?:requirements|qualifications|experience|skills (?:and|&) experience|experience (?:and|&) (?:skills|qualifications)|requirements (?:and|&) qualifications|qualifications (?:and|&) (?:experience|skills)|education(?: (?:and|&) experience)?)$|^(?:what|who) (?:you bring|you'll bring|you will bring|we're looking for|we are looking for|you are|you have|you'll need|you need|we need)$|^(?:about you|you have|you are|you'll have|you will have|must[- ]haves?|nice[- ]to[- ]haves?|bonus points(?: if you have)?|it would be great if you have|(?:the )?ideal candidate|candidate profile|your profile|your background|who you are)$/,
  ],
  [
    'skills',
    /^(?:(?:key|required|technical|core|preferred|desired|essential) )?(?:skills|competencies|technologies|tech stack|stack|tools(?: (?:and|&) technologies)?|skills required|skill set|skillset)$|^our (?:tech )?stack$/,
  ],
  [
    'description',
    /^(?:(?:job|role|position) )?(?:description|summary|overview|purpose)$|^about (?:the|this) (?:role|job|position|opportunity|team)$|^(?:the opportunity|introduction|who we are|about us|about the company|company overview|our company|the team|our team|the company)$/,
  ],
  [
    'other',
    /^(?:benefits|perks|perks (?:and|&) benefits|benefits (?:and|&) perks|what we offer|what's in it for you|why join us|why work with us|compensation(?: (?:and|&) benefits)?|salary (?:and|&) benefits|how to apply|application process|equal (?:employment )?opportunity(?: employer)?|diversity(?: (?:and|&) inclusion)?|eeo statement|interview process|our values|additional information|other information|working hours|hours|details|job details|position details)$/,
  ],
]

function headingText(line: string): string {
  return line
    .replace(/^#{1,6}\s*/, '')
    .replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s*[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** The kind of a heading line, and the text after `Heading:` when the line carries it. */
export function matchHeading(
  line: string,
): { kind: Exclude<SectionKind, 'preamble'>; inline: string } | null {
  if (line.length > 80 || bulletText(line) !== null) return null
  const bare = line.replace(/^#{1,6}\s*/, '').replace(/^[*_]{1,3}|[*_]{1,3}$/g, '')
  const colon = bare.search(/[:：]/)
  const head = headingText(colon > 0 ? bare.slice(0, colon) : bare)
  const inline =
    colon > 0
      ? bare
          .slice(colon + 1)
          .replace(/^[*_]{1,3}\s*/, '')
          .trim()
      : ''
  for (const [kind, pattern] of HEADINGS) {
    if (pattern.test(head)) return { kind, inline }
  }
  return null
}

/** Cuts the lines not yet consumed (title, labels) into sections at their headings. */
export function splitSections(lines: readonly string[], consumed: ReadonlySet<number>): Section[] {
  const sections: Section[] = [{ kind: 'preamble', heading: null, lines: [] }]
  lines.forEach((line, index) => {
    if (consumed.has(index)) return
    const heading = matchHeading(line)
    if (heading) {
      const name = line.replace(/^#{1,6}\s*/, '').replace(/[*_]/g, '')
      const colon = name.search(/[:：]/)
      sections.push({
        kind: heading.kind,
        heading: (colon > 0 ? name.slice(0, colon) : name).trim(),
        lines: heading.inline ? [heading.inline] : [],
      })
      return
    }
    sections.at(-1)!.lines.push(line)
  })
  return sections
}

/** List items of every section of `kind`: bullets, or one item per line, joining wrapped lines. */
export function sectionItems(sections: readonly Section[], kind: SectionKind): string[] {
  const items: string[] = []
  for (const section of sections) {
    if (section.kind === kind) items.push(...listItems(section.lines))
  }
  return dedupe(items).slice(0, MAX_ITEMS)
}

export function listItems(lines: readonly string[]): string[] {
  const hasBullets = lines.some((line) => bulletText(line) !== null)
  const items: string[] = []
  let current: string | null = null
  const flush = () => {
    const item = current?.replace(/[;,]$/, '').trim()
    if (item) items.push(clip(item, ITEM_MAX_CHARS))
    current = null
  }
  for (const line of lines) {
    if (!line.trim()) {
      flush()
      continue
    }
    const bullet = bulletText(line)
    if (bullet !== null) {
      flush()
      current = bullet
      continue
    }
    const previous: string | null = current
    const continues =
      previous !== null &&
      (/^[\p{Ll}(]/u.test(line) || (!/[.!?:;]$/.test(previous) && (hasBullets || previous.length >= 60)))
    if (continues) current = `${previous} ${line}`
    else {
      flush()
      current = line
    }
  }
  flush()
  return items
}

/** Everything that is not a list section: the preamble, "About the role", "Benefits", … */
export function describe(sections: readonly Section[]): string {
  const parts: string[] = []
  for (const section of sections) {
    if (section.kind === 'responsibilities' || section.kind === 'requirements' || section.kind === 'skills') {
      continue
    }
    const body = tidyText(unwrap(section.lines).join('\n'))
    if (!body) continue
    parts.push(section.heading && section.kind === 'other' ? `${section.heading}\n${body}` : body)
  }
  return tidyText(parts.join('\n\n'))
}

/**
 * Joins hard-wrapped lines (PDF text, e-mails) back into paragraphs: a line continues the previous one
 * when it starts in lower case, or when the previous one is long and does not end a sentence. Bullets
 * become `- ` items (a wrapped item is joined the same way).
 */
function unwrap(lines: readonly string[]): string[] {
  const out: string[] = []
  let joinable = false
  for (const line of lines) {
    const bullet = bulletText(line)
    if (bullet !== null) {
      out.push(`- ${bullet}`)
      joinable = true
      continue
    }
    const previous = out.at(-1)
    if (
      joinable &&
      previous !== undefined &&
      line !== '' &&
      (/^[\p{Ll}(]/u.test(line) || (previous.length >= 60 && !/[.!?:;]$/.test(previous)))
    ) {
      out[out.length - 1] = `${previous} ${line}`
    } else {
      out.push(line)
    }
    joinable = line !== ''
  }
  return out
}
