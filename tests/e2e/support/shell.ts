// Locators for the shell, by accessible name, shared by the specs.
import type { Page } from '@playwright/test'
import { waitForHydration } from './test'

export const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Primary' })
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/**
 * Waits until the app has rendered after a navigation: the main landmark, on a page React has attached to (the app
 * shell and prerendered pages show a main landmark before that, see waitForHydration).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.getByRole('main').waitFor()
  await waitForHydration(page)
}
