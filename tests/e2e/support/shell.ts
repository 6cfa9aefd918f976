// Locators for the shell, by accessible name, shared by the specs.
import type { Page } from '@playwright/test'

export const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Primary' })
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** Waits until the app has rendered its shell (the main landmark) after a navigation. */
export async function waitForApp(page: Page): Promise<void> {
  await page.getByRole('main').waitFor()
}
