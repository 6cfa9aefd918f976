import type { JsonResume } from '@/api/resumes/json-resume'

/**
 * A saved resume (JSON Resume) as the plain text the tools read: the name and contact lines first, then one
 * headed section per list, one line per entry and one "- " bullet per highlight — the layout of a plain,
 * ATS-friendly resume, so a saved resume and the same resume pasted as text score alike.
 */

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
const joined = (parts: readonly (string | undefined)[], separator: string) =>
  parts.map(clean).filter(Boolean).join(separator)

function range(start: string | undefined, end: string | undefined): string {
  const from = clean(start)
  const to = clean(end)
  if (from && to) return `${from} – ${to}`
  return from ? `${from} – Present` : to
}

function section(title: string, lines: readonly string[]): string[] {
  const body = lines.filter((line) => line.trim() !== '')
  return body.length > 0 ? ['', title.toUpperCase(), ...body] : []
}

const bullets = (items: readonly string[] | undefined) =>
  (items ?? [])
    .map(clean)
    .filter(Boolean)
    .map((item) => `- ${item}`)

/** Multi-line text kept as lines (a summary may hold its own bullets). */
const paragraph = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

export function jsonResumeToText(resume: JsonResume): string {
  const basics = resume.basics ?? {}
  const location = basics.location
  const place = joined([location?.city, location?.region, location?.countryCode], ', ')
  const profiles = (basics.profiles ?? []).map((p) => clean(p.url) || joined([p.network, p.username], ': '))
  const lines: string[] = [
    clean(basics.name),
    clean(basics.label),
    joined([basics.email, basics.phone, place], ' | '),
    joined([basics.url, ...profiles], ' | '),
  ].filter(Boolean)

  lines.push(...section('Summary', paragraph(basics.summary)))
  lines.push(
    ...section(
      'Experience',
      (resume.work ?? []).flatMap((job) => [
        joined([job.position, job.name, job.location, range(job.startDate, job.endDate)], ' | '),
        ...paragraph(job.summary ?? job.description),
        ...bullets(job.highlights),
      ]),
    ),
  )
  lines.push(
    ...section(
      'Projects',
      (resume.projects ?? []).flatMap((project) => [
        joined([project.name, project.entity, range(project.startDate, project.endDate)], ' | '),
        ...paragraph(project.description),
        ...bullets(project.highlights),
        (project.keywords ?? []).length > 0 ? `Technologies: ${joined(project.keywords ?? [], ', ')}` : '',
      ]),
    ),
  )
  lines.push(
    ...section(
      'Education',
      (resume.education ?? []).map((school) =>
        joined(
          [
            joined([school.studyType, school.area], ' in '),
            school.institution,
            range(school.startDate, school.endDate),
          ],
          ' | ',
        ),
      ),
    ),
  )
  lines.push(
    ...section(
      'Skills',
      (resume.skills ?? []).map((skill) => {
        const keywords = joined(skill.keywords ?? [], ', ')
        return keywords ? `${clean(skill.name)}: ${keywords}` : clean(skill.name)
      }),
    ),
  )
  lines.push(
    ...section(
      'Certifications',
      (resume.certificates ?? []).map((c) => joined([c.name, c.issuer, c.date], ' | ')),
    ),
  )
  lines.push(
    ...section(
      'Volunteer',
      (resume.volunteer ?? []).flatMap((v) => [
        joined([v.position, v.organization, range(v.startDate, v.endDate)], ' | '),
        ...paragraph(v.summary),
        ...bullets(v.highlights),
      ]),
    ),
  )
  lines.push(
    ...section(
      'Awards',
      (resume.awards ?? []).map((a) => joined([a.title, a.awarder, a.date], ' | ')),
    ),
  )
  lines.push(
    ...section(
      'Publications',
      (resume.publications ?? []).map((p) => joined([p.name, p.publisher, p.releaseDate], ' | ')),
    ),
  )
  lines.push(
    ...section(
      'Languages',
      (resume.languages ?? []).map((l) => joined([l.language, l.fluency], ' – ')),
    ),
  )
  lines.push(
    ...section(
      'Interests',
      (resume.interests ?? []).map((i) => joined([i.name, joined(i.keywords ?? [], ', ')], ': ')),
    ),
  )
  return lines.join('\n').trim()
}
