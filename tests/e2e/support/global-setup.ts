// Playwright's global setup: the SMTP capture every story reads its mail from (mail-capture-server.ts). It runs
// after the web server has started, which is why the SMTP port is fixed in advance (E2E_SMTP_PORT).
import { E2E_SMTP_PORT } from './browser'
import { startMailCapture } from './mail-capture-server'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const capture = await startMailCapture(E2E_SMTP_PORT)
  // Inherited by the workers, which start after this (captured-mail.ts).
  process.env.E2E_MAIL_URL = capture.url
  return capture.close
}
