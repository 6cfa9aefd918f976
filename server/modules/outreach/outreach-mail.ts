import type { MailMessage } from '../../mail/mailer'
import { escapeHtml } from '../../mail/layout'

/** The one-click unsubscribe address of an enrolment: POST unsubscribes (RFC 8058), GET opens the confirmation page. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/Outreach/unsubscribe/${encodeURIComponent(token)}`

/**
 * The mailbox of the `mailto:` alternative: unsubscribe@ the site's own host. Requests that arrive there carry
 * the token in the subject (inbound mail is read by the operators; the HTTPS link is the automatic path).
 */
export const unsubscribeMailto = (publicUrl: string, token: string) =>
  `mailto:unsubscribe@${new URL(publicUrl).hostname}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`

/**
 * One outreach mail: the recruiter's rendered words as plain text, the HTML part the same text fully escaped
 * (a template or a name can never add markup), a footer saying who wrote and how to stop, and both RFC 8058
 * headers so mail clients show their own one-click "Unsubscribe".
 */
export function outreachMail(input: {
  to: string
  subject: string
  body: string
  senderName: string
  senderEmail: string
  publicUrl: string
  token: string
}): MailMessage {
  const url = unsubscribeUrl(input.publicUrl, input.token)
  const footer = `${input.senderName} wrote to you through ReelHire. Reply in your ReelHire messages: ${input.publicUrl}/messages\nUnsubscribe from these emails: ${url}`
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map(
      (part) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(part).replaceAll('\n', '<br>')}</p>`,
    )
    .join('')
  const html = `<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#18181b">${paragraphs}<hr style="border:0;border-top:1px solid #e4e4e7;margin:24px 0"><p style="font-size:12px;color:#6b7280;line-height:1.5">${escapeHtml(input.senderName)} wrote to you through ReelHire. <a href="${escapeHtml(`${input.publicUrl}/messages`)}">Reply in your ReelHire messages</a>.<br><a href="${escapeHtml(url)}">Unsubscribe from these emails</a></p></body></html>`
  return {
    to: input.to,
    kind: 'outreach',
    subject: input.subject.replace(/[\r\n]+/g, ' '),
    text: `${input.body}\n\n—\n${footer}`,
    html,
    replyTo: input.senderEmail,
    headers: {
      'List-Unsubscribe': `<${url}>, <${unsubscribeMailto(input.publicUrl, input.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
