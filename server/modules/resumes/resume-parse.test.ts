import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { JsonResume } from '@/api/resumes/json-resume'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import { RESUME_PARSE_TEXTS, type ResumeParseResult } from '@/api/resumes/resume-parse'
import type { ResumeSaveResult } from '@/api/resumes/resume-record'
import { Role } from '@/api/roles'
import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import { UNSUPPORTED_FILE_MESSAGE } from '@/lib/document-text/document-text-error'
import { withBearer } from '../../test/identity'
import { docx, fakeExecutable } from '../../test/job-import-files'
import { createTestApp } from '../../test/test-app'
import { call, person, type TestApp } from './resumes-test-support'

/** The sample resume rendered to two pages by the compact PDF template (tests/e2e/fixtures/README.md). */
const twoPagePdf = () =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL('../../../tests/e2e/fixtures/resume-two-pages.pdf', import.meta.url))),
  )

/** A DOCX resume as Word writes one: paragraphs, a heading style, list items for highlights. */
const wordResume = () =>
  docx([
    { text: 'Amara Okafor', style: 'Title' },
    'Registered Nurse',
    'Leeds, United Kingdom · amara.okafor@example.com · +44 113 496 0123',
    { text: 'Experience', style: 'Heading1' },
    'Charge Nurse, St James’s University Hospital',
    'Apr 2019 – Present',
    { text: 'Lead a team of 12 nurses on a 30-bed acute medical ward.', list: true },
    { text: 'Cut medication errors by 40% with a double-check protocol.', list: true },
    { text: 'Education', style: 'Heading1' },
    'BSc Nursing, University of Leeds, 2013 – 2016',
    { text: 'Skills', style: 'Heading1' },
    'Acute care, Triage, Electronic health records',
  ])

function upload(token: string | null, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name)
  const init: RequestInit = { method: 'POST', body: form }
  return token ? withBearer(token, init) : init
}

type Envelope<T> = { success: boolean; data: T; message: string; error?: { code: string; message: string } }
async function body<T>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>
}

async function parse(t: TestApp, token: string | null, bytes: Uint8Array, name: string) {
  const res = await t.app.request('/api/Resume/Parse', upload(token, bytes, name))
  return { status: res.status, body: await body<ResumeParseResult>(res) }
}

describe('POST /api/Resume/Parse', () => {
  it('reads a two-page PDF into JSON Resume text with the spec’s confidence', async () => {
    const t = await createTestApp()
    const me = await person(t)
    const { status, body: answer } = await parse(t, me.token, twoPagePdf(), 'cv.pdf')
    expect(status).toBe(200)
    const { result, errorMessage, confidence, fields, kind } = answer.data
    expect([errorMessage, confidence, kind]).toEqual([null, 0.8, 'pdf'])
    const resume = JSON.parse(result) as JsonResume
    expect(resume.basics).toMatchObject({
      name: 'José Müller-Øberg',
      label: 'Senior Backend Engineer',
      email: 'jose.muller@example.com',
      phone: '+49 30 1234 5678',
      url: 'https://jose-muller.example.com',
      location: { city: 'Berlin', postalCode: '10119', countryCode: 'DE' },
    })
    expect(resume.basics?.profiles?.map((p) => p.network)).toEqual(['LinkedIn', 'GitHub'])
    expect(resume.work?.map((w) => [w.position, w.name, w.startDate, w.endDate ?? null])).toEqual([
      ['Senior Backend Engineer', 'Nordlicht Payments GmbH', '2021-03', null],
      ['Software Engineer', 'Fjordline Logistics AS', '2017-08', '2021-02'],
      ['Junior Developer', 'Café Solutions SARL', '2015-09', '2017-07'],
    ])
    expect(resume.work?.[0]?.highlights).toHaveLength(4)
    expect(resume.education?.map((e) => e.institution)).toEqual([
      'Technische Universität München',
      'Université Lyon 1 Claude Bernard',
    ])
    expect(resume.languages?.map((l) => l.language)).toEqual(['German', 'French', 'English', 'Norwegian'])
    // Compact's skill rows wrap: "Backend (Expert): Go, TypeScript, Node.js, gRPC," then "REST".
    expect(resume.skills?.[0]).toEqual({
      name: 'Backend',
      level: 'Expert',
      keywords: ['Go', 'TypeScript', 'Node.js', 'gRPC', 'REST'],
    })
    expect(resume.skills?.map((s) => s.name)).toEqual(['Backend', 'Data', 'Operations'])
    expect(resume.certificates?.[0]).toMatchObject({
      name: 'Certified Kubernetes Administrator',
      issuer: 'The Linux Foundation',
      date: '2022-11',
    })
    expect(fields).toMatchObject({ 'basics.email': 0.95, work: 0.8, education: 0.8 })
  })

  it('reads a DOCX and a text file', async () => {
    const t = await createTestApp()
    const me = await person(t)
    const word = await parse(t, me.token, wordResume(), 'amara.docx')
    expect(word.status).toBe(200)
    const resume = JSON.parse(word.body.data.result) as JsonResume
    expect(word.body.data.kind).toBe('docx')
    expect(resume.basics).toMatchObject({
      name: 'Amara Okafor',
      label: 'Registered Nurse',
      email: 'amara.okafor@example.com',
      phone: '+44 113 496 0123',
      location: { city: 'Leeds', countryCode: 'GB' },
    })
    expect(resume.work).toEqual([
      {
        position: 'Charge Nurse',
        name: 'St James’s University Hospital',
        startDate: '2019-04',
        highlights: [
          'Lead a team of 12 nurses on a 30-bed acute medical ward.',
          'Cut medication errors by 40% with a double-check protocol.',
        ],
      },
    ])
    expect(resume.education?.[0]).toMatchObject({
      institution: 'University of Leeds',
      studyType: 'BSc Nursing',
      startDate: '2013',
      endDate: '2016',
    })
    const text = await parse(t, me.token, new TextEncoder().encode('Ana Silva\nana@example.com\n'), 'cv.txt')
    expect(text.status).toBe(200)
    expect(JSON.parse(text.body.data.result)).toEqual({
      basics: { name: 'Ana Silva', email: 'ana@example.com' },
    })
  })

  it('answers errorMessage when a readable file holds nothing of a resume', async () => {
    const t = await createTestApp()
    const me = await person(t)
    const { status, body: answer } = await parse(
      t,
      me.token,
      new TextEncoder().encode('lorem ipsum'),
      'x.txt',
    )
    expect(status).toBe(200)
    expect(answer.data).toMatchObject({ result: '{}', errorMessage: RESUME_PARSE_TEXTS.nothingFound })
  })

  it('refuses a wrong type by content (whatever its name), a legacy .doc, a missing file, and signed-out callers', async () => {
    const t = await createTestApp()
    const me = await person(t)
    const exe = await parse(t, me.token, fakeExecutable(), 'resume.pdf')
    expect(exe.status).toBe(400)
    expect(exe.body.error?.message).toBe(UNSUPPORTED_FILE_MESSAGE)
    const ole = new Uint8Array(512)
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect((await parse(t, me.token, ole, 'old.doc')).body.error?.message).toBe(UNSUPPORTED_FILE_MESSAGE)
    const none = await t.app.request(
      '/api/Resume/Parse',
      withBearer(me.token, { method: 'POST', body: new FormData() }),
    )
    expect(none.status).toBe(400)
    expect((await body(none)).error?.message).toContain(RESUME_PARSE_TEXTS.fileRequired)
    expect((await parse(t, null, twoPagePdf(), 'cv.pdf')).status).toBe(401)
  })

  it('refuses a file over 10 MiB with 413', async () => {
    const t = await createTestApp()
    const me = await person(t)
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x61)
    const res = await parse(t, me.token, big, 'big.txt')
    expect(res.status).toBe(413)
  })
})

describe('POST /api/Resume/ParseText', () => {
  it('parses the content text, and validates it', async () => {
    const t = await createTestApp()
    const me = await person(t)
    const res = await call<ResumeParseResult>(t.app, 'POST', '/api/Resume/ParseText', me.token, {
      content: 'Ana Silva\nana@example.com\n\nSKILLS\nGo, SQL',
    })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body.data.result)).toEqual({
      basics: { name: 'Ana Silva', email: 'ana@example.com' },
      skills: [{ name: 'Go' }, { name: 'SQL' }],
    })
    expect(res.body.data).toMatchObject({ kind: 'text', confidence: 0.8, errorMessage: null })
    const empty = await call(t.app, 'POST', '/api/Resume/ParseText', me.token, { content: '   ' })
    expect(empty.status).toBe(400)
    expect((await call(t.app, 'POST', '/api/Resume/ParseText', null, { content: 'x' })).status).toBe(401)
  })
})

describe('POST /api/Resume/CreateFromFile', () => {
  it('creates the caller’s resume from a PDF: a draft, master when it is the first', async () => {
    const t = await createTestApp()
    const me = await person(t)
    const res = await t.app.request('/api/Resume/CreateFromFile', upload(me.token, twoPagePdf(), 'cv.pdf'))
    expect(res.status).toBe(200)
    const { data, message } = await body<ResumeSaveResult>(res)
    expect(message).toBe('Resume saved')
    expect(data.resume).toMatchObject({
      name: 'José Müller-Øberg',
      userId: me.id,
      privacy: 'draft',
      isMaster: true,
      isOwner: true,
    })
    expect(data.resume.resume.basics?.email).toBe('jose.muller@example.com')
    const read = await call<{ resume: JsonResume }>(t.app, 'GET', `/api/Resume/${data.id}`, me.token)
    expect(read.body.data.resume.work).toHaveLength(3)
  })

  it('creates from a DOCX; refuses other roles, wrong types, empty resumes and signed-out callers', async () => {
    const t = await createTestApp()
    const seeker = await person(t)
    const word = await t.app.request(
      '/api/Resume/CreateFromFile',
      upload(seeker.token, wordResume(), 'a.docx'),
    )
    expect(word.status).toBe(200)
    expect((await body<ResumeSaveResult>(word)).data.resume.name).toBe('Amara Okafor')

    const recruiter = await person(t, Role.Recruiter, 'r')
    const refused = await t.app.request(
      '/api/Resume/CreateFromFile',
      upload(recruiter.token, twoPagePdf(), 'cv.pdf'),
    )
    expect(refused.status).toBe(403)
    expect((await body(refused)).error).toMatchObject({
      code: 'AUTHORIZATION_ERROR',
      message: RESUME_RULE_TEXTS.createNeedsJobSeeker,
    })

    const exe = await t.app.request(
      '/api/Resume/CreateFromFile',
      upload(seeker.token, fakeExecutable(), 'cv.docx'),
    )
    expect(exe.status).toBe(400)
    const nothing = await t.app.request(
      '/api/Resume/CreateFromFile',
      upload(seeker.token, new TextEncoder().encode('lorem ipsum'), 'x.txt'),
    )
    expect(nothing.status).toBe(400)
    expect((await body(nothing)).error?.message).toBe(RESUME_PARSE_TEXTS.nothingFound)
    const big = await t.app.request(
      '/api/Resume/CreateFromFile',
      upload(seeker.token, new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x61), 'big.txt'),
    )
    expect(big.status).toBe(413)
    expect(
      (await t.app.request('/api/Resume/CreateFromFile', upload(null, twoPagePdf(), 'cv.pdf'))).status,
    ).toBe(401)
    const mine = await call<unknown[]>(t.app, 'GET', '/api/Resume/GetResumesOwnedbyAuthUser', seeker.token)
    expect(mine.body.data).toHaveLength(1)
  })

  it('is listed in the API reference with Parse and ParseText', async () => {
    const t = await createTestApp()
    const res = await t.app.request('/api/openapi.json')
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> }
    for (const path of ['/api/Resume/Parse', '/api/Resume/ParseText', '/api/Resume/CreateFromFile']) {
      expect(doc.paths[path]?.post, path).toBeDefined()
    }
  })
})
