import { Hono } from 'hono'
import { ErrorCode } from '@/api/errors'
import type { MailOutboxRow } from '../../db/schema/mail-outbox'
import type { AppEnv } from '../../core/app-env'
import { fail, ok } from '../../core/envelope'
import { escapeHtml } from '../../mail/layout'
import { DEV_MAIL_LIST_LIMIT, mailById, recentMail } from './dev-mail'

const LINK = /https?:\/\/[^\s<>"')]+/g

/**
 * The dev outbox (no SMTP_URL): a list, each message, and JSON for end-to-end tests. Mounted only
 * outside production; in production every /dev path is a 404. Messages are shown as escaped text with
 * their links made clickable — the mail's own HTML is never rendered on our origin.
 */
export function devMailRoutes(enabled: boolean) {
  const routes = new Hono<AppEnv>()
  if (!enabled) return routes.all('*', (c) => fail(c, ErrorCode.NOT_FOUND_ERROR))
  return routes
    .get('/mail.json', async (c) => {
      const to = c.req.query('to')?.trim().toLowerCase()
      const rows = await recentMail(c.var.deps.db, to)
      c.header('Cache-Control', 'no-store')
      return ok(
        c,
        rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), links: linksOf(row) })),
      )
    })
    .get('/mail', async (c) => {
      const rows = await recentMail(c.var.deps.db)
      const items = rows
        .map(
          (row) =>
            `<tr><td>${escapeHtml(row.createdAt.toISOString())}</td><td>${escapeHtml(row.to)}</td><td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.kind)}</td></tr>`,
        )
        .join('')
      const body = rows.length
        ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead><tbody>${items}</tbody></table>`
        : '<p>No mail yet. Sign up or ask for a password reset and it will appear here.</p>'
      return c.html(
        page('Dev outbox', `<h1>Dev outbox</h1><p>Newest first, last ${DEV_MAIL_LIST_LIMIT}.</p>${body}`),
      )
    })
    .get('/mail/:id', async (c) => {
      const id = c.req.param('id')
      const row = await mailById(c.var.deps.db, id)
      if (!row)
        return c.html(
          page('Not found', '<p>No such message. <a href="/dev/mail">Back to the outbox</a></p>'),
          404,
        )
      const text = linkify(row.text)
      const links = linksOf(row)
        .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
        .join('')
      return c.html(
        page(
          row.subject,
          `<p><a href="/dev/mail">← Outbox</a></p><h1>${escapeHtml(row.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(row.to)}</dd><dt>From</dt><dd>${escapeHtml(row.from)}</dd><dt>Sent</dt><dd>${escapeHtml(row.createdAt.toISOString())}</dd><dt>Kind</dt><dd>${escapeHtml(row.kind)}</dd>${headerList(row)}</dl>
${links ? `<h2>Links</h2><ul>${links}</ul>` : ''}<h2>Text part</h2><pre>${text}</pre>
<details><summary>HTML part (source)</summary><pre>${escapeHtml(row.html)}</pre></details>`,
        ),
      )
    })
}

/** Escapes the text and turns each URL into a link (escaped as a whole, so `&` in queries survives). */
function linkify(text: string): string {
  let out = ''
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const url = escapeHtml(match[0])
    out += `${escapeHtml(text.slice(last, match.index))}<a href="${url}">${url}</a>`
    last = match.index + match[0].length
  }
  return out + escapeHtml(text.slice(last))
}

/** The extra header fields the mail was sent with (outreach's List-Unsubscribe pair), escaped. */
function headerList(row: MailOutboxRow): string {
  return Object.entries(row.headers ?? {})
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')
}

function linksOf(row: MailOutboxRow): string[] {
  return [...new Set(row.text.match(LINK) ?? [])]
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ReelHire dev mail</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:6px}dt{font-weight:600}dd{margin:0 0 .5rem}</style></head><body><main>${body}</main></body></html>`
}
