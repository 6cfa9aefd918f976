import { describe, expect, it } from 'vitest'
import type { ScoreCheck } from '@/api/ai-tools/ai-result'
import { atsAnalysis } from './ats-checks'
import { scoreOf } from './explain'
import {
  ATS_HOSTILE_RESUME,
  BACKEND_JOB,
  INJECTION_LINE,
  NO_CONTACT_RESUME,
  STRONG_RESUME,
  WEAK_RESUME,
} from './golden-resumes.fixture'
import { keywordSuggestions } from './industry-keywords'
import { jobKeywords, optimizeResume } from './optimize-resume'
import { jsonResumeToText } from './resume-to-text'
import { categoryBreakdown, recommendations, scoreResume } from './score-resume'
import { sentimentOf } from './sentiment'
import { summarizeResume } from './summarize'

const statusOf = (checks: readonly ScoreCheck[], id: string) => checks.find((c) => c.id === id)?.status

describe('golden cases of the built-in engine', () => {
  it('grades a strong resume A and a weak one F, every point explained', () => {
    const strong = scoreResume(STRONG_RESUME)
    const weak = scoreResume(WEAK_RESUME)
    expect(strong).toMatchObject({ grade: 'A', engine: 'built-in' })
    expect(strong.overallScore).toBeGreaterThanOrEqual(90)
    expect(weak).toMatchObject({ grade: 'F', engine: 'built-in' })
    expect(weak.overallScore).toBeLessThan(40)
    for (const category of [...strong.categoryScores, ...weak.categoryScores]) {
      expect(category.checks.length).toBeGreaterThan(0)
      expect(category.score).toBe(scoreOf(category.checks))
    }
    // Every failed or skipped check gives one piece of feedback that names where it looked.
    const open = weak.categoryScores.flatMap((c) => c.checks).filter((c) => c.status !== 'passed')
    expect(weak.feedback.map((f) => f.checkId)).toEqual(open.map((c) => c.id))
    expect(weak.feedback.every((f) => f.source.section.length > 0)).toBe(true)
  })

  it('never counts a skipped check as a pass', () => {
    const checks = scoreResume(WEAK_RESUME).categoryScores.flatMap((c) => c.checks)
    const skipped = checks.filter((c) => c.status === 'skipped')
    expect(skipped.length).toBeGreaterThan(0)
    for (const c of skipped) expect(c.points).toBe(0)
    // With every skipped check turned into a pass the score would be higher.
    const asPasses = checks.map((c) => (c.status === 'skipped' ? { ...c, points: c.maxPoints } : c))
    expect(scoreOf(asPasses)).toBeGreaterThan(scoreOf(checks))
  })

  it('finds missing contact details', () => {
    const score = scoreResume(NO_CONTACT_RESUME)
    const contact = score.categoryScores.find((c) => c.category === 'contact')
    expect(contact?.score).toBe(0)
    expect(statusOf(contact?.checks ?? [], 'contact.email')).toBe('failed')
    expect(statusOf(contact?.checks ?? [], 'contact.phone')).toBe('failed')
    expect(score.overallScore).toBeLessThan(scoreResume(STRONG_RESUME).overallScore)
    const ats = atsAnalysis(NO_CONTACT_RESUME)
    expect(ats.issues.find((i) => i.id === 'ats.contact')).toMatchObject({ severity: 'critical' })
  })

  it('finds an ATS-hostile layout: table, columns, images, symbols', () => {
    const hostile = atsAnalysis(ATS_HOSTILE_RESUME)
    expect(hostile.compatibility).toBe('Low')
    const ids = hostile.issues.map((i) => i.id)
    expect(ids).toEqual(
      expect.arrayContaining(['ats.no-tables', 'ats.single-column', 'ats.no-images', 'ats.plain-symbols']),
    )
    expect(hostile.issues.find((i) => i.id === 'ats.no-images')?.source.excerpt).toContain('headshot')
    const clean = atsAnalysis(STRONG_RESUME)
    expect(clean).toMatchObject({ atsScore: 100, compatibility: 'High', issues: [] })
  })

  it('matches the strong resume to the job far better than the weak one', () => {
    expect(jobKeywords(BACKEND_JOB)).toEqual(
      expect.arrayContaining(['Python', 'PostgreSQL', 'Kubernetes', 'AWS']),
    )
    const strong = optimizeResume(STRONG_RESUME, { jobDescription: BACKEND_JOB })
    const weak = optimizeResume(WEAK_RESUME, { jobDescription: BACKEND_JOB })
    expect(strong.keywordScore).toBeGreaterThanOrEqual(90)
    expect(weak.keywordScore).toBeLessThan(20)
    expect(strong.overallScore).toBeGreaterThan(weak.overallScore)
    expect(strong.explanations.keywords.score).toBe(strong.keywordScore)
    expect(weak.improvements.some((i) => i.checkId === 'keywords')).toBe(true)
  })

  it('reads trending technologies from O*NET Hot Technology flags', () => {
    const result = keywordSuggestions(STRONG_RESUME, 'Software')
    expect(result.trending.length).toBeGreaterThan(0)
    expect(result.trending.every((k) => k.hot)).toBe(true)
    expect(result.keywords.find((k) => k.keyword === 'Python')?.evidence).toContain('Python')
    expect(result.industrySpecific.every((k) => !k.found)).toBe(true)
    expect(result.source.credit).toContain('O*NET 29.3 Database')
  })

  it('treats instructions in the text as data: nothing changes but the ATS flag', () => {
    const injected = `${STRONG_RESUME}\n${INJECTION_LINE}\n`
    expect(scoreResume(injected)).toEqual(scoreResume(STRONG_RESUME))
    expect(categoryBreakdown(`${WEAK_RESUME}\n${INJECTION_LINE}`)).toEqual(categoryBreakdown(WEAK_RESUME))
    expect(summarizeResume(injected)).toEqual(summarizeResume(STRONG_RESUME))
    expect(atsAnalysis(injected).issues.map((i) => i.id)).toEqual(['ats.no-instructions'])
  })

  it('gives quick wins, long-term improvements and rewrites of the resume’s own lines', () => {
    const result = recommendations(WEAK_RESUME)
    expect(result.quickWins.map((s) => s.checkId)).toContain('contact.email')
    expect(result.longTermImprovements.map((s) => s.checkId)).toContain('impact.quantified')
    expect(result.examples[0]).toMatchObject({ before: 'Responsible for fixing bugs in the website.' })
    expect(result.examples[0]?.after).toContain('[Led / Built / Delivered] fixing bugs')
  })

  it('reads sentiment with negation and fixing verbs, listing each word', () => {
    expect(sentimentOf(STRONG_RESUME).sentiment).toBe('positive')
    const mixed = sentimentOf(
      'Project failed.\nTeam was not successful.\nLost two clients.\nReduced errors by 20%.',
    )
    expect(mixed.sentiment).toBe('negative')
    expect(mixed.terms.find((t) => t.term === 'successful')).toMatchObject({ polarity: 'negative' })
    expect(mixed.terms.find((t) => t.term === 'errors')).toMatchObject({ polarity: 'positive' })
    expect(sentimentOf('Engineer at Acme since 2019 working on APIs.')).toMatchObject({
      sentiment: 'neutral',
      score: 0.5,
    })
  })

  it('turns a saved JSON Resume into text that scores like the pasted one', () => {
    const text = jsonResumeToText({
      basics: {
        name: 'Ana Silva',
        label: 'Backend Engineer',
        email: 'ana@example.com',
        phone: '+351 912 345 678',
        summary: 'Builds reliable services.',
        profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/anasilva' }],
      },
      work: [{ name: 'Acme', position: 'Engineer', startDate: '2020-01', highlights: ['Cut costs by 20%'] }],
      education: [{ institution: 'Lisbon Tech', studyType: 'BSc', area: 'Computing', endDate: '2019' }],
      skills: [{ name: 'Languages', keywords: ['TypeScript', 'Go'] }],
    })
    expect(text).toContain('ana@example.com | +351 912 345 678')
    expect(text).toContain('EXPERIENCE\nEngineer | Acme | 2020-01 – Present\n- Cut costs by 20%')
    const score = scoreResume(text)
    const all = score.categoryScores.flatMap((c) => c.checks)
    for (const id of [
      'contact.email',
      'contact.phone',
      'contact.link',
      'structure.experience',
      'structure.education',
    ])
      expect(statusOf(all, id)).toBe('passed')
  })

  it('is deterministic and fast on a two-page resume', () => {
    const twoPages = `${STRONG_RESUME}\n${STRONG_RESUME.split('\n').slice(8).join('\n')}`
    expect(optimizeResume(twoPages, { jobDescription: BACKEND_JOB })).toEqual(
      optimizeResume(twoPages, { jobDescription: BACKEND_JOB }),
    )
    const started = performance.now()
    for (let i = 0; i < 5; i++) optimizeResume(twoPages, { jobDescription: BACKEND_JOB })
    expect((performance.now() - started) / 5).toBeLessThan(100)
  })
})
