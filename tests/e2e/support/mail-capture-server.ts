// The e2e server sends real SMTP (SMTP_URL) to this capture, which keeps every message in memory and lists it over
// HTTP as /dev/mail.json does. Started by the global setup in Playwright's main process, before any story runs.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { CapturedMail } from './captured-mail'
import { headerValue, parseMime } from './mail-mime'

/** The same link pattern as the dev outbox (server/modules/dev-mail/dev-mail-routes.ts). */
const LINK = /https?:\/\/[^\s<>"')]+/g
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024

export type MailCapture = { url: string; close: () => Promise<void> }

function toMail(raw: string, recipient: string, from: string): CapturedMail {
  const { headers, text } = parseMime(raw)
  return {
    to: recipient,
    from,
    subject: headerValue(headers, 'Subject') ?? '',
    kind: headerValue(headers, 'X-ReelHire-Mail') ?? '',
    text,
    links: [...new Set(text.match(LINK) ?? [])],
    headers,
    createdAt: new Date().toISOString(),
  }
}

function listen(server: { listen: (port: number, host: string, done: () => void) => unknown }, port: number) {
  return new Promise<void>((resolve, reject) => {
    const target = server as unknown as NodeJS.EventEmitter
    target.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      target.off('error', reject)
      resolve()
    })
  })
}

/** SMTP on `smtpPort` (fixed: the web server's SMTP_URL is set before this starts), HTTP on a free port. */
export async function startMailCapture(smtpPort: number): Promise<MailCapture> {
  // Newest first, as the dev outbox lists them.
  const mails: CapturedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let answered = false
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error) => {
        answered = true
        callback(error)
      })
      stream.on('end', () => {
        if (answered) return
        if (stream.sizeExceeded) return callback(new Error('Message too large'))
        const raw = Buffer.concat(chunks).toString('utf8')
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        for (const recipient of session.envelope.rcptTo) mails.unshift(toMail(raw, recipient.address, from))
        callback()
      })
    },
  })
  // smtp-server emits 'error' for a client that drops its connection; that must not end the run.
  smtp.on('error', () => {})
  await listen(smtp, smtpPort).catch((error: unknown) => {
    throw new Error(
      `the SMTP capture cannot listen on 127.0.0.1:${smtpPort} (set E2E_SMTP_PORT): ${String(error)}`,
    )
  })

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://capture')
    if (url.pathname !== '/mail.json') {
      response.writeHead(404).end()
      return
    }
    const to = url.searchParams.get('to')?.toLowerCase()
    const data = to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }))
  })
  await listen(http, 0)
  const { port } = http.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
