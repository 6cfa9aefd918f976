import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { JobMatchSchema, MATCH_TEXTS } from '@/api/ai-tools/match'
import { AI_TOOL_TEXTS } from '@/api/ai-tools/resume-source'
import { ValuePropositionSchema } from '@/api/ai-tools/value-proposition'
import type { JsonResume } from '@/api/resumes/json-resume'
import type { Resume } from '@/api/resumes/resume-record'
import { GOLDEN_JOB, INJECTION, STRONG_RESUME, WEAK_RESUME } from '@/lib/ai-engine/match-engine.fixture'
import type { JobRow } from '../../db/schema/jobs'
import {
  PDF,
  createApplicationsWorld,
  file,
  type ApplicationsWorld,
} from '../applications/applications-test-support'
import { call } from '../companies/test-support'
import { insertJob } from '../jobs/test-support'

let w: ApplicationsWorld
let job: JobRow
let draftJob: JobRow

/** The golden job as a saved job of the world's company. */
const jobFields = {
  title: GOLDEN_JOB.title,
  description: GOLDEN_JOB.description,
  requirements: [...GOLDEN_JOB.requirements],
  skills: [...GOLDEN_JOB.skills],
  location: GOLDEN_JOB.location,
}

/** The strong resume as JSON Resume (what a saved one holds). */
const strongJson: JsonResume = {
  basics: {
    name: 'Maya Chen',
    label: 'Senior Frontend Engineer',
    email: 'maya.chen@example.com',
    location: { city: 'Austin', region: 'TX', countryCode: 'US' },
  },
  work: [
    {
      name: 'Brightline',
      position: 'Senior Frontend Engineer',
      startDate: '2016-06',
      highlights: [
        'Led the rebuild of the customer portal in React and TypeScript, cutting load time by 40%',
        'Designed the GraphQL schema used by 12 product teams',
        'Raised accessibility across 30 screens; automated testing and CI/CD for every app',
      ],
    },
  ],
  education: [
    { institution: 'University of Texas', studyType: 'Bachelor of Science', area: 'Computer Science' },
  ],
  skills: [{ name: 'Frontend', keywords: ['React', 'TypeScript', 'GraphQL', 'Accessibility'] }],
}

async function saveResume(token: string, resume: JsonResume, privacy?: string): Promise<Resume> {
  const res = await call<{ resume: Resume }>(w.app, 'POST', '/api/Resume/Save', token, {
    name: 'Frontend resume',
    resume,
    ...(privacy ? { privacy } : {}),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.resume
}

const analyze = (token: string | null, body: unknown) =>
  call(w.app, 'POST', '/api/JobMatch/analyze', token, body)

beforeAll(async () => {
  w = await createApplicationsWorld()
  job = await insertJob(w.db, w.company, jobFields)
  draftJob = await insertJob(w.db, w.company, { ...jobFields, status: 'draft', isPublic: false })
})

describe('POST /api/JobMatch/analyze', () => {
  it('matches pasted text against a saved job: score, verdict and every check explained', async () => {
    const res = await analyze(null, { resumeText: STRONG_RESUME, jobId: job.id })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = v.parse(JobMatchSchema, res.body.data)
    expect(data).toMatchObject({ score: 100, verdict: 'strong', engine: 'built-in' })
    expect(data.job).toEqual({ id: job.id, title: GOLDEN_JOB.title, company: 'Applyco' })
    expect(data.checks.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'skill:react',
        'skill:typescript',
        'title',
        'experience',
        'education',
        'location',
      ]),
    )
    for (const check of data.checks) expect(check.detail.length).toBeGreaterThan(10)

    const weak = v.parse(
      JobMatchSchema,
      (await analyze(null, { resumeText: WEAK_RESUME, jobId: job.id })).body.data,
    )
    expect(weak.verdict).toBe('weak')
    expect(weak.score).toBeLessThan(20)
    expect(weak.missingSkills).toEqual(
      expect.arrayContaining(['React', 'TypeScript', 'GraphQL', 'Accessibility']),
    )
  })

  it('matches the caller’s saved resume against a pasted description', async () => {
    const resume = await saveResume(w.tok.applicant, strongJson)
    const res = await analyze(w.tok.applicant, {
      resumeId: resume.id,
      jobDescription: 'Frontend Engineer\nRemote. React and TypeScript, 5+ years of experience.',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = v.parse(JobMatchSchema, res.body.data)
    expect(data.resume).toEqual({ id: resume.id, name: 'Frontend resume' })
    expect(data.job.id).toBeNull()
    expect(data.matchedSkills.map((s) => s.skill).sort()).toEqual(['React', 'TypeScript'])
    expect(data.checks.find((c) => c.id === 'experience')!.status).toBe('passed')
    expect(data.score).toBe(100)
  })

  it('refuses a resume or a job the caller may not read, like a missing one', async () => {
    const draft = await saveResume(w.tok.seeker2, strongJson)
    for (const token of [null, w.tok.seeker3]) {
      const res = await analyze(token, { resumeId: draft.id, jobId: job.id })
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('NOT_FOUND_ERROR')
    }
    const hiddenJob = await analyze(w.tok.seeker3, { resumeText: STRONG_RESUME, jobId: draftJob.id })
    expect(hiddenJob.status).toBe(404)
    // The job's own company reads its draft.
    expect((await analyze(w.tok.recruiter, { resumeText: STRONG_RESUME, jobId: draftJob.id })).status).toBe(
      200,
    )
  })

  it('is not moved by instructions written into the resume', async () => {
    const plain = v.parse(
      JobMatchSchema,
      (await analyze(null, { resumeText: WEAK_RESUME, jobId: job.id })).body.data,
    )
    const injected = v.parse(
      JobMatchSchema,
      (await analyze(null, { resumeText: `${WEAK_RESUME}\n${INJECTION}`, jobId: job.id })).body.data,
    )
    expect(injected.score).toBe(plain.score)
    expect(injected.checks.map((c) => c.status)).toEqual(plain.checks.map((c) => c.status))
  })

  it('400s malformed input with the field’s own words', async () => {
    const cases: [unknown, string][] = [
      [{ jobId: job.id }, AI_TOOL_TEXTS.resumeRequired],
      [{ resumeText: STRONG_RESUME }, MATCH_TEXTS.jobRequired],
      [
        { resumeText: STRONG_RESUME, jobId: job.id, jobDescription: GOLDEN_JOB.description },
        MATCH_TEXTS.jobBoth,
      ],
      [{ resumeText: STRONG_RESUME, jobId: 'nope' }, MATCH_TEXTS.jobIdInvalid],
      [{ resumeText: 'short', jobId: job.id }, AI_TOOL_TEXTS.resumeTooShort],
      [{ resumeText: STRONG_RESUME, jobDescription: 'too short' }, MATCH_TEXTS.jobDescriptionTooShort],
      [{ resumeText: STRONG_RESUME, jobId: job.id, extra: 1 }, ''],
    ]
    for (const [body, message] of cases) {
      const res = await analyze(null, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_ERROR')
      expect(res.body.error.message).toContain(message)
    }
  })
})

describe('GET /api/JobMatch/application/{id}: the same match for the job’s reviewers', () => {
  it('shows the recruiter the applicant’s resume matched against the job; others get 404', async () => {
    const resume = await saveResume(w.tok.applicant, strongJson)
    const applied = await w.apply(job.id, w.tok.applicant, { resumeId: resume.id })
    expect(applied.status, JSON.stringify(applied.body)).toBe(201)
    const id = applied.body.data.id as string

    const seen = await call(w.app, 'GET', `/api/JobMatch/application/${id}`, w.tok.recruiter)
    expect(seen.status, JSON.stringify(seen.body)).toBe(200)
    const data = v.parse(JobMatchSchema, seen.body.data)
    const direct = v.parse(
      JobMatchSchema,
      (await analyze(w.tok.applicant, { resumeId: resume.id, jobId: job.id })).body.data,
    )
    expect(data.score).toBe(direct.score)
    expect(data.checks).toEqual(direct.checks)

    expect((await call(w.app, 'GET', `/api/JobMatch/application/${id}`, w.tok.otherRecruiter)).status).toBe(
      404,
    )
    expect((await call(w.app, 'GET', `/api/JobMatch/application/${id}`, w.tok.seeker2)).status).toBe(404)
    expect((await call(w.app, 'GET', `/api/JobMatch/application/${id}`, null)).status).toBe(401)
    expect((await call(w.app, 'GET', '/api/JobMatch/application/not-a-uuid', w.tok.recruiter)).status).toBe(
      404,
    )
  })
})

describe('the match of an application sent with a CV file', () => {
  it('reads the CV’s text for the job’s reviewers', async () => {
    const applied = await w.apply(job.id, w.tok.seeker3, { cv: file(PDF(), 'jane-cv.pdf') })
    expect(applied.status, JSON.stringify(applied.body)).toBe(201)
    const res = await call(w.app, 'GET', `/api/JobMatch/application/${applied.body.data.id}`, w.tok.owner)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = v.parse(JobMatchSchema, res.body.data)
    expect(data.resume).toEqual({ id: null, name: 'jane-cv.pdf' })
    // The CV reads "Jane Doe / Senior engineer": none of the job's skills.
    expect(data.missingSkills).toEqual(expect.arrayContaining(['React', 'TypeScript']))
    expect(data.engine).toBe('built-in')
  })
})

describe('POST /api/ValueProposition/generate', () => {
  const generate = (token: string | null, body: unknown) =>
    call(w.app, 'POST', '/api/ValueProposition/generate', token, body)

  it('builds the statement from the resume’s facts for a job, naming each fact’s line', async () => {
    const res = await generate(null, { resumeText: STRONG_RESUME, jobId: job.id })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = v.parse(ValuePropositionSchema, res.body.data)
    expect(data.target).toEqual({ jobTitle: GOLDEN_JOB.title, employer: 'Applyco' })
    expect(data.statement).toContain('Senior Frontend Engineer role at Applyco')
    expect(data.statement).toContain('React, TypeScript, GraphQL and Accessibility')
    for (const fact of data.facts) expect(STRONG_RESUME).toContain(fact.source.excerpt.replace(/…$/, ''))
    expect(data.engine).toBe('built-in')
  })

  it('works for an employer alone, refuses hidden resumes and malformed input', async () => {
    const forEmployer = v.parse(
      ValuePropositionSchema,
      (await generate(null, { resumeText: STRONG_RESUME, employer: 'Globex' })).body.data,
    )
    expect(forEmployer.statement).toContain('for Globex')
    const draft = await saveResume(w.tok.seeker2, strongJson)
    expect((await generate(w.tok.seeker3, { resumeId: draft.id })).status).toBe(404)
    expect((await generate(w.tok.seeker2, { resumeId: draft.id })).status).toBe(200)
    for (const body of [
      {},
      { resumeText: STRONG_RESUME, employer: 'x'.repeat(121) },
      { resumeText: STRONG_RESUME, jobId: job.id, jobDescription: GOLDEN_JOB.description },
    ]) {
      expect((await generate(null, body)).status, JSON.stringify(body)).toBe(400)
    }
    const injected = await generate(null, {
      resumeText: `${STRONG_RESUME}\n${INJECTION}`,
      employer: 'Globex',
    })
    expect(v.parse(ValuePropositionSchema, injected.body.data).statement).toBe(forEmployer.statement)
  })
})
