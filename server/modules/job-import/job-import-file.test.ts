import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '@/api/uploads'
import { Role } from '@/api/roles'
import { UNSUPPORTED_FILE_MESSAGE } from '@/lib/document-text/document-text-error'
import { draftOf, extract, failureOf, tokenFor } from './job-import-test-support'
import { withBearer } from '../../test/identity'
import { docx, fakeExecutable, jobImportFixture, minimalPdf } from '../../test/job-import-files'
import { createTestApp, jsonRequest } from '../../test/test-app'

function upload(token: string | null, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  const init: RequestInit = { method: 'POST', body: form }
  return token ? withBearer(token, init) : init
}

const strToBytes = (text: string) => new TextEncoder().encode(text)

describe('POST /api/Job/CreateFromFile', () => {
  it('turns a PDF, a DOCX and a text file into drafts', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)

    const pdf = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, jobImportFixture('product-designer.pdf'), 'product-designer.pdf', 'application/pdf'),
      ),
    )
    expect(pdf).toMatchObject({
      title: 'Product Designer',
      responsibilities: [
        'Run user research with clinic staff and patients',
        'Design flows and high-fidelity prototypes in Figma',
        'Maintain our design system',
      ],
      requirements: ['3+ years of product design experience', 'A portfolio of shipped work'],
      skills: ['User Research', 'Figma'],
      location: 'London, United Kingdom',
      employmentType: 'PartTime',
      workSetting: null,
      salary: { min: 40_000, max: 50_000, currency: 'GBP', period: 'yearly' },
      source: { kind: 'file', name: 'product-designer.pdf' },
    })
    expect(pdf.description).toMatch(
      /^Lumen Health builds booking tools for small clinics\. As our second designer/,
    )

    const word = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(
          token,
          docx([
            'Job Title: Sous Chef',
            'Location: Lyon, France',
            'Contract type: Temporary (summer season)',
            'Responsibilities',
            { text: 'Run the pass during service', list: true },
            { text: 'Order stock', list: true },
          ]),
          'chef.docx',
        ),
      ),
    )
    expect(word).toMatchObject({
      title: 'Sous Chef',
      location: 'Lyon, France',
      employmentType: 'Temporary',
      responsibilities: ['Run the pass during service', 'Order stock'],
      source: { kind: 'file', name: 'chef.docx' },
    })

    const text = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, jobImportFixture('job-description.txt'), 'C:\\Users\\me\\job.txt', 'text/plain'),
      ),
    )
    expect(text).toMatchObject({
      title: 'Senior Backend Engineer',
      employmentType: 'FullTime',
      workSetting: 'Hybrid',
    })
    // Only the base name goes back.
    expect(text.source.name).toBe('job.txt')
  })

  it('decides by content: a renamed .exe is refused, a PDF named .txt is read as a PDF', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Employer)
    const exe = await failureOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, fakeExecutable(), 'job.pdf', 'application/pdf'),
      ),
    )
    expect(exe).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: UNSUPPORTED_FILE_MESSAGE })

    const disguised = await draftOf(
      await app.request(
        '/api/Job/CreateFromFile',
        upload(token, minimalPdf(['Plumber']), 'notes.txt', 'text/plain'),
      ),
    )
    expect(disguised.title).toBe('Plumber')
  })

  it('answers 4xx envelopes for empty, oversized and missing files and for a non-multipart body', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)
    const post = (init: RequestInit) => app.request('/api/Job/CreateFromFile', init)

    expect(await failureOf(await post(upload(token, new Uint8Array(), 'empty.txt')))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The file is empty.',
    })

    // One byte over 10 MiB: within the route's body limit (file + envelope), refused by the file-size rule.
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x61)
    expect(await failureOf(await post(upload(token, over, 'big.txt')))).toMatchObject({
      status: 413,
      code: 'VALIDATION_ERROR',
      message: 'The file is larger than 10 MiB.',
    })
    // Far over: the route's body limit stops reading.
    const far = new Uint8Array(UPLOAD_MAX_BYTES + 512 * 1024).fill(0x61)
    expect(await failureOf(await post(upload(token, far, 'bigger.txt')))).toMatchObject({
      status: 413,
      code: 'VALIDATION_ERROR',
    })

    // Also when an Idempotency-Key makes the idempotency layer read the body: it is bounded before that.
    const keyed = upload(token, far, 'bigger.txt')
    keyed.headers = { ...(keyed.headers as Record<string, string>), 'idempotency-key': 'upload-1' }
    expect(await failureOf(await post(keyed))).toMatchObject({ status: 413, code: 'VALIDATION_ERROR' })

    const form = new FormData()
    form.append('document', new Blob(['Title']), 'x.txt')
    expect(await failureOf(await post(withBearer(token, { method: 'POST', body: form })))).toMatchObject({
      status: 400,
      message: 'Validation failed: file: Please choose a file to import',
    })
    expect(await failureOf(await post(withBearer(token, jsonRequest({ file: 'x' }))))).toMatchObject({
      status: 415,
      code: 'VALIDATION_ERROR',
    })
  })

  it('accepts a file just under 10 MiB, past the 1 MiB limit of other /api routes', async () => {
    const { app, db } = await createTestApp()
    const token = await tokenFor(app, db, Role.Recruiter)
    const text = `Forklift Driver\nLocation: Rotterdam\n${'Safety first. '.repeat(Math.floor((UPLOAD_MAX_BYTES - 100) / 14))}`
    const bytes = new TextEncoder().encode(text)
    expect(bytes.length).toBeGreaterThan(9 * 1024 * 1024)
    const draft = await draftOf(await app.request('/api/Job/CreateFromFile', upload(token, bytes, 'big.txt')))
    expect(draft).toMatchObject({ title: 'Forklift Driver', location: 'Rotterdam' })

    // The exemption is for this path only: a 2 MiB JSON body to Extract still meets the 1 MiB limit.
    const big = await app.request(
      '/api/Job/Extract',
      extract(token, `https://example.com/${'a'.repeat(2 * 1024 * 1024)}`),
    )
    expect(await failureOf(big)).toMatchObject({ status: 413, code: 'VALIDATION_ERROR' })
  })

  it('needs a verified account that may post jobs', async () => {
    const { app, db } = await createTestApp()
    const file = () => upload(null, jobImportFixture('job-description.txt'), 'job.txt')
    expect((await failureOf(await app.request('/api/Job/CreateFromFile', file()))).status).toBe(401)

    const seeker = await tokenFor(app, db, Role.JobSeeker)
    const asSeeker = upload(seeker, jobImportFixture('job-description.txt'), 'job.txt')
    expect(await failureOf(await app.request('/api/Job/CreateFromFile', asSeeker))).toMatchObject({
      status: 403,
      code: 'AUTHORIZATION_ERROR',
    })

    const unverified = await tokenFor(app, db, Role.Recruiter, false)
    const asUnverified = upload(unverified, jobImportFixture('job-description.txt'), 'job.txt')
    expect(await failureOf(await app.request('/api/Job/CreateFromFile', asUnverified))).toMatchObject({
      status: 400,
      code: 'ACCOUNT_UNVERIFIED',
    })

    for (const role of [Role.Employer, Role.Admin, Role.SuperAdmin]) {
      const token = await tokenFor(app, db, role)
      const res = await app.request(
        '/api/Job/CreateFromFile',
        upload(token, jobImportFixture('job-description.txt'), 'j.txt'),
      )
      expect(res.status, role).toBe(200)
    }
  })

  it('limits uploads per user', async () => {
    const { app, db } = await createTestApp({
      deps: { jobImport: { uploadLimit: { limit: 2, windowMs: 60_000 } } },
    })
    const token = await tokenFor(app, db, Role.Recruiter)
    const send = () => app.request('/api/Job/CreateFromFile', upload(token, strToBytes('Cook'), 'a.txt'))
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    const limited = await send()
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await failureOf(limited)).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' })
  })
})
