// What the stories read back from the SMTP capture (tests/e2e/support/mail-capture-server.ts): the same JSON as the
// dev outbox's /dev/mail.json, newest first, so a story reads a mailed link the way a person would get it.

export type CapturedMail = {
  to: string
  from: string
  subject: string
  /** The mail's kind, from the X-ReelHire-Mail header the SMTP transport adds (confirm-email, team-invitation…). */
  kind: string
  text: string
  links: string[]
  /** Every header field as sent (outreach's List-Unsubscribe pair among them). */
  headers: Record<string, string>
  createdAt: string
}

/** The capture's JSON list of mail to one address; set by the global setup, inherited by the workers. */
export function capturedMailUrl(to: string): string {
  const base = process.env.E2E_MAIL_URL
  if (!base) throw new Error('E2E_MAIL_URL is unset: run the stories through playwright.config.ts')
  return `${base}/mail.json?to=${encodeURIComponent(to)}`
}
