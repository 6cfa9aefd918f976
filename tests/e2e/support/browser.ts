// Settings shared by playwright.config.ts and the specs that launch their own browser.
// E2E_PORT and E2E_DIST_DIR let several people run their specs at once, each against their own build.
export const E2E_PORT = Number(process.env.E2E_PORT || 4173)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`

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
