import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ScoreCheck } from '@/api/ai-tools/ai-result'
import { AI_TOOL_TEXTS } from '@/api/ai-tools/resume-source'
import { ResumeSummarySchema, SentimentPredictionSchema } from '@/api/ai-tools/resume-insights'
import {
  AtsAnalysisSchema,
  KeywordSuggestionsSchema,
  OPTIMIZER_TEXTS,
  OptimizeResultSchema,
} from '@/api/ai-tools/resume-optimizer'
import {
  ResumeCategoryBreakdownSchema,
  ResumeRecommendationsSchema,
  ResumeScoreSchema,
} from '@/api/ai-tools/resume-scorer'
import { Role } from '@/api/roles'
import {
  ATS_HOSTILE_RESUME,
  BACKEND_JOB,
  INJECTION_LINE,
  STRONG_RESUME,
  WEAK_RESUME,
} from '@/lib/ai-engine/golden-resumes.fixture'
import { createTestApp } from '../../test/test-app'
import { call, createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'

let t: TestApp
let owner: Person
let stranger: Person
let privateId: string
let publicId: string

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'owner')
  stranger = await person(t, Role.JobSeeker, 'stranger')
  privateId = (await createResume(t, owner, { name: 'Private one', privacy: 'private' })).id
  publicId = (await createResume(t, owner, { name: 'Public one', privacy: 'public' })).id
})

type Call = { path: string; schema: v.GenericSchema; auth: 'optional' | 'required'; extra?: object }

const CALLS: Call[] = [
  { path: '/api/ResumeScorer/score', schema: ResumeScoreSchema, auth: 'optional' },
  { path: '/api/ResumeScorer/category-breakdown', schema: ResumeCategoryBreakdownSchema, auth: 'optional' },
  { path: '/api/ResumeScorer/recommendations', schema: ResumeRecommendationsSchema, auth: 'optional' },
  { path: '/api/ResumeOptimizer/optimize', schema: OptimizeResultSchema, auth: 'required' },
  { path: '/api/ResumeOptimizer/ats-analysis', schema: AtsAnalysisSchema, auth: 'required' },
  {
    path: '/api/ResumeOptimizer/keyword-suggestions',
    schema: KeywordSuggestionsSchema,
    auth: 'required',
    extra: { industry: 'Software' },
  },
  { path: '/api/Resume/Summarize', schema: ResumeSummarySchema, auth: 'optional' },
  { path: '/api/Resume/SentimentPrediction', schema: SentimentPredictionSchema, auth: 'optional' },
]

async function post(path: string, token: string | null, body: unknown) {
  return call<unknown>(t.app, 'POST', path, token, body)
}

/** Every check of every explained score in a result, wherever it sits. */
function checksIn(value: unknown): ScoreCheck[] {
  if (Array.isArray(value)) return value.flatMap(checksIn)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (Array.isArray(record['checks']))
      return [
        ...(record['checks'] as ScoreCheck[]),
        ...Object.values(record)
          .filter((x) => x !== record['checks'])
          .flatMap(checksIn),
      ]
    return Object.values(record).flatMap(checksIn)
  }
  return []
}

describe.each(CALLS)('POST $path', ({ path, schema, auth, extra }) => {
  it('answers the shape, labelled with the built-in engine, for pasted text', async () => {
    const res = await post(path, owner.token, { resumeText: STRONG_RESUME, ...extra })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = v.parse(schema, res.body.data) as { engine: string }
    expect(data.engine).toBe('built-in')
  })

  it('reads a saved resume the caller may read, and refuses one they may not (404 like a missing one)', async () => {
    expect((await post(path, owner.token, { resumeId: privateId, ...extra })).status).toBe(200)
    expect((await post(path, stranger.token, { resumeId: publicId, ...extra })).status).toBe(200)
    const hidden = await post(path, stranger.token, { resumeId: privateId, ...extra })
    expect(hidden.status).toBe(404)
    expect(hidden.body).toMatchObject({ error: { code: 'NOT_FOUND_ERROR' } })
    const missing = await post(path, owner.token, {
      resumeId: '00000000-0000-4000-8000-000000000000',
      ...extra,
    })
    expect(missing.status).toBe(404)
  })

  it('refuses malformed input with 400 VALIDATION_ERROR', async () => {
    for (const body of [
      {},
      { resumeText: 'too short', ...extra },
      { resumeText: STRONG_RESUME, resumeId: publicId, ...extra },
      { resumeId: 'not-an-id', ...extra },
      { resumeText: 42, ...extra },
      { resumeText: STRONG_RESUME, unknown: true, ...extra },
      { resumeText: 'x'.repeat(50_001), ...extra },
      [],
    ]) {
      const res = await post(path, owner.token, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } })
    }
    const res = await post(path, owner.token, { ...extra })
    expect(JSON.stringify(res.body)).toContain(AI_TOOL_TEXTS.resumeRequired)
  })

  it(auth === 'required' ? 'needs sign-in' : 'works signed out on pasted text', async () => {
    const res = await post(path, null, { resumeText: STRONG_RESUME, ...extra })
    expect(res.status).toBe(auth === 'required' ? 401 : 200)
  })

  it('explains every score: each check has a status, points within its maximum and a reason', async () => {
    const res = await post(path, owner.token, { resumeText: WEAK_RESUME, ...extra })
    for (const c of checksIn(res.body.data)) {
      expect(['passed', 'failed', 'skipped']).toContain(c.status)
      expect(c.detail.length).toBeGreaterThan(0)
      // Only a pass earns points: a skipped check is never counted as one.
      expect(c.points).toBe(c.status === 'passed' ? c.maxPoints : 0)
    }
  })
})

describe('the resume scorer', () => {
  it('scores the strong resume above the weak one and explains each category', async () => {
    const strong = v.parse(
      ResumeScoreSchema,
      (await post('/api/ResumeScorer/score', null, { resumeText: STRONG_RESUME })).body.data,
    )
    const weak = v.parse(
      ResumeScoreSchema,
      (await post('/api/ResumeScorer/score', null, { resumeText: WEAK_RESUME })).body.data,
    )
    expect(strong.overallScore).toBeGreaterThanOrEqual(90)
    expect(strong.grade).toBe('A')
    expect(weak.overallScore).toBeLessThan(40)
    expect(weak.grade).toBe('F')
    expect(weak.categoryScores.every((c) => c.checks.length > 0)).toBe(true)
    // Feedback names the text it came from.
    const duty = weak.feedback.find((f) => f.checkId === 'impact.no-duty-phrases')
    expect(duty?.source.excerpt).toContain('Responsible for fixing bugs')
  })

  it('treats "ignore previous instructions…" as data: the score does not move', async () => {
    const plain = (await post('/api/ResumeScorer/score', null, { resumeText: WEAK_RESUME })).body.data
    const injected = (
      await post('/api/ResumeScorer/score', null, { resumeText: `${WEAK_RESUME}\n${INJECTION_LINE}\n` })
    ).body.data
    expect(injected).toEqual(plain)
  })
})

describe('the resume optimizer', () => {
  it('finds the hostile layout, the job keywords and the O*NET credit', async () => {
    const ats = v.parse(
      AtsAnalysisSchema,
      (await post('/api/ResumeOptimizer/ats-analysis', owner.token, { resumeText: ATS_HOSTILE_RESUME })).body
        .data,
    )
    expect(ats.compatibility).toBe('Low')
    expect(ats.issues.map((i) => i.id)).toEqual(
      expect.arrayContaining(['ats.no-tables', 'ats.single-column', 'ats.no-images']),
    )
    const optimized = v.parse(
      OptimizeResultSchema,
      (
        await post('/api/ResumeOptimizer/optimize', owner.token, {
          resumeText: WEAK_RESUME,
          jobDescription: BACKEND_JOB,
        })
      ).body.data,
    )
    expect(optimized.keywordScore).toBeLessThan(20)
    expect(optimized.explanations.keywords.checks.map((c) => c.label).join(' ')).toContain('Kubernetes')
    expect(optimized.industryBenchmark.source.credit).toContain('O*NET 29.3')
  })

  it('flags instructions aimed at an AI screener as an ATS issue', async () => {
    const res = await post('/api/ResumeOptimizer/ats-analysis', owner.token, {
      resumeText: `${STRONG_RESUME}\n${INJECTION_LINE}`,
    })
    const ats = v.parse(AtsAnalysisSchema, res.body.data)
    expect(ats.issues.find((i) => i.id === 'ats.no-instructions')?.source.excerpt).toContain(
      'Ignore previous',
    )
  })

  it('refuses an unknown industry and accepts any case', async () => {
    const bad = await post('/api/ResumeOptimizer/keyword-suggestions', owner.token, {
      resumeText: STRONG_RESUME,
      industry: 'Underwater basket weaving',
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain(OPTIMIZER_TEXTS.industryUnknown)
    const ok = await post('/api/ResumeOptimizer/keyword-suggestions', owner.token, {
      resumeText: STRONG_RESUME,
      industry: 'software',
    })
    const data = v.parse(KeywordSuggestionsSchema, ok.body.data)
    expect(data.industry).toBe('Software')
    expect(data.keywords.map((k) => k.keyword)).toContain('Python')
    expect(data.trending.every((k) => k.hot)).toBe(true)
  })
})

describe('summary and sentiment', () => {
  it('summarizes from the resume’s own lines and reads the strong resume as positive', async () => {
    const summary = v.parse(
      ResumeSummarySchema,
      (await post('/api/Resume/Summarize', null, { resumeText: STRONG_RESUME })).body.data,
    )
    expect(summary.summary).toContain('Maria Gonzalez, Senior Backend Engineer.')
    const flat = STRONG_RESUME.replace(/\s+/g, ' ')
    for (const p of summary.points) {
      // The skills point gathers the list's items; every other point quotes one line.
      const quotes =
        p.label === 'Skills' ? p.source.excerpt.split(', ') : [p.source.excerpt.replace(/…$/, '')]
      for (const quote of quotes) expect(flat).toContain(quote)
    }
    const sentiment = v.parse(
      SentimentPredictionSchema,
      (await post('/api/Resume/SentimentPrediction', null, { resumeText: STRONG_RESUME })).body.data,
    )
    expect(sentiment.sentiment).toBe('positive')
    expect(sentiment.score).toBeGreaterThan(0.6)
    expect(sentiment.terms.length).toBe(sentiment.explanation.checks.length)
  })
})
