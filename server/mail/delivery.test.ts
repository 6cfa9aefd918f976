import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../db/schema/mail-outbox'
import { linkParams, uniqueEmail } from '../test/identity'
import { createTestApp, jsonRequest } from '../test/test-app'

type Received = { from: string; to: string[]; raw: string }
const received: Received[] = []
let server: SMTPServer
let port = 0

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Quoted-printable soft line breaks and escapes undone, enough to read links back. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

describe('mail delivery', () => {
  it('sends through SMTP_URL with text and HTML parts and no outbox row', async () => {
    const { app, db, mailer } = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'ReelHire <hello@reelhire.test>' },
    })
    const email = uniqueEmail('smtp')
    const res = await app.request(
      '/api/Auth/register',
      jsonRequest({
        email,
        password: 'long enough',
        confirmPassword: 'long enough',
        firstName: 'Sam',
        lastName: 'Mtp',
      }),
    )
    expect(res.status).toBe(201)
    await mailer.idle()
    const mail = received.find((m) => m.to.includes(email))
    expect(mail).toBeDefined()
    expect(mail!.from).toBe('hello@reelhire.test')
    const raw = decode(mail!.raw)
    expect(raw).toContain('Subject: Confirm your email address')
    expect(raw).toContain('Content-Type: text/plain')
    expect(raw).toContain('Content-Type: text/html')
    expect(linkParams(raw, '/confirm-email').get('userId')).toMatch(/^[0-9a-f-]{36}$/)
    const rows = await db.select().from(mailOutbox)
    expect(rows.filter((r) => r.to === email)).toEqual([])
  })

  it('mails contact-form messages to SUPPORT_EMAIL with the visitor as reply-to', async () => {
    const { app, mailer } = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: 'help@reelhire.test' },
    })
    const res = await app.request(
      '/api/contact',
      jsonRequest({
        name: 'Vera',
        email: 'vera@example.com',
        subject: 'Seats',
        message: 'Can we get 12 seats?',
      }),
    )
    expect(res.status).toBe(201)
    await mailer.idle()
    const mail = received.find((m) => m.to.includes('help@reelhire.test'))
    expect(mail?.raw).toContain('Reply-To: vera@example.com')
    expect(mail?.raw).toContain('Can we get 12 seats?')
  })

  it('logs a failed delivery without failing the request', async () => {
    const { app, mailer, logs } = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } })
    const res = await app.request('/api/account/reset-password', jsonRequest({ email: 'nobody@example.com' }))
    expect(res.status).toBe(200)
    const email = uniqueEmail('down')
    const signup = await app.request(
      '/api/Auth/register',
      jsonRequest({
        email,
        password: 'long enough',
        confirmPassword: 'long enough',
        firstName: 'D',
        lastName: 'Own',
      }),
    )
    expect(signup.status).toBe(201)
    await mailer.idle()
    expect(logs.some((line) => line.msg === 'mail delivery failed')).toBe(true)
  })
})
