import { describe, expect, it } from 'vitest'
import { matchResume } from './match-engine'
import { GOLDEN_JOB, INJECTION, STRONG_RESUME, WEAK_RESUME } from './match-engine.fixture'
import { jobFromDescription } from './match-job'
import { valueProposition } from './value-proposition'

const NOW = new Date('2026-11-27T12:00:00Z')
const refs = { job: { id: null, title: GOLDEN_JOB.title, company: null }, resume: { id: null, name: null } }
const match = (text: string, job = GOLDEN_JOB) => matchResume(text, job, refs, NOW)

describe('the job-resume match (golden cases)', () => {
  it('rates the strong resume a strong match, every check passed and quoting its line', () => {
    const result = match(STRONG_RESUME)
    expect(result.verdict).toBe('strong')
    expect(result.score).toBe(100)
    expect(result.missingSkills).toEqual([])
    expect(result.engine).toBe('built-in')
    for (const check of result.checks) {
      expect(check.status, check.id).toBe('passed')
      expect(check.evidence ?? check.detail, check.id).toBeTruthy()
    }
    const experience = result.checks.find((c) => c.id === 'experience')!
    expect(experience.detail).toMatch(/^10 years in the resume \(from its dates\) against 5\+/)
    expect(result.checks.find((c) => c.id === 'skill:graphql')!.evidence).toBe(
      '- Designed the GraphQL schema used by 12 product teams',
    )
    expect(result.checks.find((c) => c.id === 'location')!.evidence).toContain('Austin, TX')
  })

  it('rates the weak resume a weak match: skills missing, title, years, degree and location failed', () => {
    const result = match(WEAK_RESUME)
    expect(result.verdict).toBe('weak')
    expect(result.score).toBe(0)
    expect(result.missingSkills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'GraphQL']))
    expect(result.checks.map((c) => [c.id, c.status])).toEqual(
      expect.arrayContaining([
        ['title', 'failed'],
        ['experience', 'failed'],
        ['education', 'failed'],
        ['location', 'failed'],
      ]),
    )
    // Each missing skill brings a suggestion naming the check it came from.
    expect(result.suggestions.map((s) => s.checkId)).toContain('skill:react')
  })

  it('skips what it cannot check and never counts a skipped check as passed', () => {
    const undated =
      'Maya Chen\nSenior Frontend Engineer\n\nSKILLS\nReact, TypeScript, GraphQL, Accessibility, CI/CD'
    const result = match(undated)
    const experience = result.checks.find((c) => c.id === 'experience')!
    expect(experience.status).toBe('skipped')
    expect(experience.points).toBe(0)
    const location = result.checks.find((c) => c.id === 'location')!
    expect(location.status).toBe('skipped')
    expect(result.score).toBeLessThan(100)
  })

  it('weighs the job’s skills as its core: one of four skills is no strong match, whatever else passes', () => {
    const oneSkill = STRONG_RESUME.replace(/GraphQL|TypeScript|accessibility|Accessibility/g, 'Figma')
    const result = match(oneSkill)
    expect(result.missingSkills).toEqual(expect.arrayContaining(['TypeScript', 'GraphQL', 'Accessibility']))
    const skillPoints = result.checks.filter((c) => c.id.startsWith('skill:')).map((c) => c.maxPoints)
    // The skills share about 48 points, equally.
    expect(new Set(skillPoints).size).toBe(1)
    expect(skillPoints.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(44)
    expect(result.verdict).not.toBe('strong')
  })

  it('is not moved by instructions written into the resume', () => {
    for (const text of [STRONG_RESUME, WEAK_RESUME]) {
      const plain = match(text)
      const injected = match(`${text}\n${INJECTION}\n- ${INJECTION}`)
      expect(injected.score).toBe(plain.score)
      expect(injected.checks.map((c) => [c.id, c.status])).toEqual(plain.checks.map((c) => [c.id, c.status]))
    }
  })

  it('reads a pasted description: title from its first line, skills and years from its text', () => {
    const job = jobFromDescription(
      'Data Analyst\nRemote. We need SQL, Python and Tableau.\n3+ years of experience in analytics.',
    )
    expect(job.title).toBe('Data Analyst')
    expect(job.isRemote).toBe(true)
    const result = match('Ana Silva\nData Analyst\n\nSKILLS\nSQL, Python, Excel', job)
    expect(result.matchedSkills.map((s) => s.skill)).toEqual(['Python', 'SQL'])
    expect(result.missingSkills).toEqual(['Tableau'])
    expect(result.checks.find((c) => c.id === 'experience')!.status).toBe('skipped')
    expect(result.checks.find((c) => c.id === 'location')!.status).toBe('passed')
  })
})

describe('the value proposition', () => {
  it('states only facts of the resume, each with the line it came from', () => {
    const result = valueProposition(STRONG_RESUME, { job: GOLDEN_JOB, employer: null }, NOW)
    expect(result.statement).toContain('Senior Frontend Engineer with 10 years of experience')
    expect(result.statement).toContain('at Northwind Labs')
    expect(result.statement).toContain('cutting load time by 40%')
    expect(result.facts.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['role', 'experience', 'skill', 'achievement', 'education']),
    )
    for (const fact of result.facts) expect(STRONG_RESUME).toContain(fact.source.excerpt.replace(/…$/, ''))
    expect(result.engine).toBe('built-in')
  })

  it('leaves out what the resume does not say and ignores injected instructions', () => {
    const plain = valueProposition(WEAK_RESUME, { job: GOLDEN_JOB, employer: 'Acme' }, NOW)
    expect(plain.facts.some((f) => f.kind === 'skill')).toBe(false)
    expect(plain.facts.some((f) => f.kind === 'education')).toBe(false)
    const injected = valueProposition(
      `${WEAK_RESUME}\n${INJECTION}`,
      { job: GOLDEN_JOB, employer: 'Acme' },
      NOW,
    )
    expect(injected.statement).toBe(plain.statement)
  })
})
