import nodemailer from 'nodemailer'
import type { MailTransport } from './mailer'

/** nodemailer over SMTP_URL (smtp://user:pass@host:587 or smtps://…). One pooled connection set per process. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl)
  return async (message) => {
    await transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      headers: { ...message.headers, 'X-ReelHire-Mail': message.kind },
    })
  }
}
