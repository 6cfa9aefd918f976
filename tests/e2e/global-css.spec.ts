import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

/** What the page's <head> holds once the app has started, and the styles Chakra's global CSS gives <body>. */
async function globalStyles(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body)
    return {
      staticTags: document.querySelectorAll('style[data-chakra-global-css]').length,
      // emotion's Global styles, as ChakraProvider would insert them (empty ones insert nothing).
      insertedGlobals: [...document.querySelectorAll('style[data-emotion^="css-global"]')].filter(
        (style) => (style.textContent ?? '') !== '' || (style as HTMLStyleElement).sheet?.cssRules.length,
      ).length,
      background: body.backgroundColor,
      color: body.color,
      fontFamily: body.fontFamily,
      margin: body.margin,
      bottomBarOffset: getComputedStyle(document.documentElement).getPropertyValue(
        '--reelhire-bottom-bar-offset',
      ),
    }
  })
}

// Chakra's global CSS (reset, globalCss, token variables) comes with the page; the app does not insert it again.
for (const path of ['/', '/jobs']) {
  test(`${path} carries Chakra's global CSS, in light and dark, and the app inserts none of it @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(path)
    await waitForApp(page)
    const light = await globalStyles(page)
    expect(light).toMatchObject({
      staticTags: 1,
      insertedGlobals: 0,
      background: 'rgb(255, 255, 255)',
      color: 'rgb(9, 9, 11)',
      margin: '0px',
    })
    expect(light.fontFamily).toContain('system-ui')
    expect(light.bottomBarOffset).not.toBe('')

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await waitForApp(page)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const dark = await globalStyles(page)
    expect(dark).toMatchObject({ staticTags: 1, insertedGlobals: 0, background: 'rgb(9, 9, 11)' })
    expect(dark.color).not.toBe(light.color)
  })
}
