// Settings shared by playwright.config.ts and the specs that launch their own browser.
// E2E_PORT and E2E_DIST_DIR let several people run their specs at once, each against their own build.
export const E2E_PORT = Number(process.env.E2E_PORT || 4173)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
/** The SMTP capture's port (support/global-setup.ts): fixed, since the web server's SMTP_URL is set before it starts. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || E2E_PORT + 20_000)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The sandbox has no outside network: keep Chromium from trying QUIC to anything.
  '--disable-quic',
  // A synthetic camera and microphone, allowed without a prompt: the video studio records from them.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
]

/** Set by playwright.config.ts: CHROMIUM_PATH, /usr/bin/chromium, or unset for Playwright's own. */
export const chromiumExecutable = (): string | undefined => process.env.E2E_CHROMIUM_PATH || undefined
