import { expect, test } from './support/test'
import { waitForApp } from './support/shell'

// The 8-byte PNG signature plus an IHDR start: enough for any type sniffing to call it a PNG.
const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

test('the hero drop zone refuses a PNG and says which files it takes @mobile', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  const input = page.locator('[data-testid="hero-dropzone-input"]')
  await input.waitFor({ state: 'attached' })

  await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: TINY_PNG })

  await expect(
    page.getByRole('alert').filter({ hasText: 'Please upload a PDF, DOC or DOCX file.' }),
  ).toBeVisible()
})
