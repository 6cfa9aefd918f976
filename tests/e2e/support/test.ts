// The `test` every spec uses: Playwright's, with a page that waits for the app to hydrate after navigating.
// Prerendered public pages (docs/decisions/009) are plain HTML until React attaches; a click before that would
// test the HTML, not the app. Pages that were not prerendered hydrate at once, so the wait costs nothing there.
import { test as base, type Page } from '@playwright/test'
import { signIn, verifiedAccount, type NewAccount } from './accounts'

export { expect } from '@playwright/test'

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-prerendered') ||
      document.documentElement.hasAttribute('data-hydrated'),
  )
}

/**
 * Each test comes from its own client address (X-Forwarded-For, trusted by the e2e server): the suite signs up
 * and signs in far more often than one person would, and per-address rate limits must not couple the stories.
 */
function testAddress(workerIndex: number): string {
  const byte = () => Math.floor(Math.random() * 250) + 1
  return `10.${(workerIndex % 250) + 1}.${byte()}.${byte()}`
}

type Fixtures = {
  /** Registers and confirms a new account of its own for the story, signs it in on `page`, returns the address. */
  signInAsNew: (account: NewAccount) => Promise<string>
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': testAddress(testInfo.workerIndex) })
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args)
      await waitForHydration(page)
      return response
    }
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args)
      await waitForHydration(page)
      return response
    }
    await use(page)
  },
  signInAsNew: async ({ page, request }, use) => {
    await use(async (account) => {
      const email = await verifiedAccount(request, account)
      await signIn(page, email)
      return email
    })
  },
})
