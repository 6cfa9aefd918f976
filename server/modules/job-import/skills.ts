import { listItems, type Section } from './job-text-sections'
import { KNOWN_SKILLS } from './known-skills'
import { dedupe } from './text'

const MAX_SKILLS = 30

/** Short names from the Skills sections: "Python, SQL, Docker" → three skills; sentences are skipped. */
export function sectionSkills(sections: readonly Section[]): string[] {
  const skills: string[] = []
  for (const section of sections) {
    if (section.kind !== 'skills') continue
    for (const item of listItems(section.lines)) {
      const list = item.replace(/^[^:]{1,30}:\s*/, '')
      const parts = list
        .split(/\s*[,;|•·]\s*|\s+(?:and|&)\s+(?=[^,]*$)/)
        .map((part) => part.replace(/[.]$/, '').trim())
        .filter(Boolean)
      if (parts.every((part) => part.split(/\s+/).length <= 4 && part.length <= 40)) skills.push(...parts)
    }
  }
  return skills
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const SKILL_PATTERNS = KNOWN_SKILLS.map((skill) => ({
  name: skill.name,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}+#.])(?:${[skill.name, ...(skill.aliases ?? [])].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`,
    skill.exact ? 'u' : 'iu',
  ),
}))

/** Known skills mentioned anywhere, in order of first mention. */
export function findKnownSkills(text: string): string[] {
  return SKILL_PATTERNS.map(({ name, pattern }) => ({ name, at: text.search(pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name)
}

const CANONICAL_SKILLS = new Map(
  KNOWN_SKILLS.flatMap((skill) =>
    [skill.name, ...(skill.aliases ?? [])].map((spelling) => [spelling.toLowerCase(), skill.name] as const),
  ),
)

/** Lists of skills in order, known ones in their usual spelling ("kafka" → "Apache Kafka"), without repeats. */
export function mergeSkills(...lists: readonly (readonly string[])[]): string[] {
  const names = lists.flat().map((skill) => {
    const name = skill.trim()
    return CANONICAL_SKILLS.get(name.toLowerCase()) ?? name
  })
  return dedupe(names).slice(0, MAX_SKILLS)
}
