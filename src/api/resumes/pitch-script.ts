import type { JsonResume } from './json-resume'

/**
 * A 45–60-second pitch for the teleprompter, written from the resume with fixed sentences (no AI: it works offline
 * and says only what the resume says). People read ~140 words a minute aloud; the script aims at ~120 words.
 */
export const PITCH_WORD_TARGET = 120

const clean = (text: string | undefined | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const sentence = (text: string) => {
  const t = clean(text)
  if (!t) return ''
  return /[.!?]$/.test(t) ? t : `${t}.`
}
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length

/** The first sentence or two of a longer text, up to `maxWords`. */
function lead(text: string | undefined, maxWords: number): string {
  const sentences = clean(text).match(/[^.!?]+[.!?]?/g) ?? []
  let out = ''
  for (const s of sentences) {
    const next = `${out} ${s.trim()}`.trim()
    if (wordsOf(next) > maxWords && out) break
    out = next
  }
  return sentence(out)
}

export function pitchScript(resume: JsonResume): string {
  const basics = resume.basics ?? {}
  const name = clean(basics.name)
  const label = clean(basics.label)
  const parts: string[] = []
  parts.push(
    name ? `Hi, I'm ${name}${label ? `, ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}` : ''}.` : 'Hi!',
  )
  if (basics.summary) parts.push(lead(basics.summary, 40))
  const work = (resume.work ?? []).find((job) => clean(job.position) || clean(job.name))
  if (work) {
    const where = clean(work.name)
    const role = clean(work.position)
    parts.push(sentence(`Most recently I worked${role ? ` as ${role}` : ''}${where ? ` at ${where}` : ''}`))
    const highlight = (work.highlights ?? []).map(clean).find(Boolean)
    if (highlight) parts.push(sentence(`There, ${highlight.charAt(0).toLowerCase()}${highlight.slice(1)}`))
  }
  const skills = (resume.skills ?? [])
    .map((skill) => clean(skill.name))
    .filter(Boolean)
    .slice(0, 4)
  if (skills.length > 0) {
    const list =
      skills.length > 1 ? `${skills.slice(0, -1).join(', ')} and ${skills[skills.length - 1]}` : skills[0]
    parts.push(`My strengths are ${list}.`)
  }
  const school = (resume.education ?? []).find((e) => clean(e.institution))
  if (school) {
    const study = clean(school.area) || clean(school.studyType)
    parts.push(sentence(`I studied${study ? ` ${study}` : ''} at ${clean(school.institution)}`))
  }
  parts.push("I'd love to bring this to your team. Thank you for watching!")
  return parts.filter(Boolean).join(' ')
}
