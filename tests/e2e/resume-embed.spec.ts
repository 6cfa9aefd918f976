// The embeddable resume (issue 14): another site frames a public resume's page and it loads there (frame-ancestors
// is opened for that page only — the resume's own page stays unframeable); a resume that is not public says it is
// not available; the resume page gives its owner the iframe code to copy.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIRequestContext } from '@playwright/test'
import { apiToken, signIn } from './support/accounts'
import { E2E_BASE_URL } from './support/browser'
import { expect, test } from './support/test'

const JOB_SEEKER = 'jobseeker@reelhire.dev'
/**
 * Another site: a page on another origin (127.0.0.1 and a port of its own, where the app is localhost) that frames
 * the app. Served by a real socket rather than page.route: Chromium refuses a fulfilled page (no address, so taken
 * for a public site) any frame of a local address, before frame-ancestors is even asked.
 */
const sites: Server[] = []
test.afterEach(() => {
  for (const server of sites.splice(0)) server.close()
})

async function otherSite(html: string): Promise<{ url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  sites.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/portfolio.html` }
}

type OwnedResume = { id: string; slug: string | null; name: string; privacy: string }

/** The known job seeker's seeded resumes: a public master and a recruiters-only variation. */
async function seededResumes(request: APIRequestContext) {
  const token = await apiToken(request, JOB_SEEKER)
  const res = await request.get('/api/Resume/GetResumesOwnedbyAuthUser', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.ok()).toBe(true)
  const resumes = ((await res.json()) as { data: OwnedResume[] }).data
  const shared = resumes.find((resume) => resume.privacy === 'public' && resume.slug)
  const hidden = resumes.find((resume) => resume.privacy !== 'public' && resume.slug)
  if (!shared || !hidden) throw new Error('the seeded job seeker needs a public and a non-public resume')
  return { shared, hidden }
}

test('another site frames a public resume; the resume’s own page cannot be framed', async ({
  page,
  request,
}) => {
  const { shared } = await seededResumes(request)
  const site = await otherSite(`<!doctype html><title>My portfolio</title><h1>My portfolio</h1>
    <iframe id="embed" title="Resume" width="900" height="700" style="border:0"
      src="${E2E_BASE_URL}/embedded-resume/${shared.slug}"></iframe>
    <iframe id="alias" title="Resume (alias)" width="900" height="300"
      src="${E2E_BASE_URL}/embedded/resumes/${shared.id}"></iframe>
    <iframe id="full" title="Full page" width="900" height="300"
      src="${E2E_BASE_URL}/resumes/${shared.slug}"></iframe>`)
  const fullPageAnswer = page.waitForResponse((r) => r.url() === `${E2E_BASE_URL}/resumes/${shared.slug}`)
  await page.goto(site.url)
  await expect(page.getByRole('heading', { name: 'My portfolio' })).toBeVisible()

  // The embeddable page loads inside the frame: the resume, no app shell, and a link out to the full page.
  const embed = page.frameLocator('#embed')
  await expect(embed.getByRole('article', { name: shared.name })).toBeVisible()
  await expect(embed.getByRole('banner')).toHaveCount(0)
  await expect(embed.getByRole('navigation')).toHaveCount(0)
  const viewOn = embed.getByRole('link', { name: /View on ReelHire/ })
  await expect(viewOn).toHaveAttribute('href', `${E2E_BASE_URL}/resumes/${shared.slug}`)
  await expect(viewOn).toHaveAttribute('target', '_blank')
  // The alias address shows the same page, by id.
  await expect(page.frameLocator('#alias').getByRole('article', { name: shared.name })).toBeVisible()

  // The resume's normal page refuses to be framed: the browser blocks it, so nothing of it renders there.
  const fullPage = await fullPageAnswer
  expect(fullPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(fullPage.headers()['x-frame-options']).toBe('DENY')
  await expect(page.frameLocator('#full').getByRole('toolbar', { name: 'Resume tools' })).toHaveCount(0)
  const fullUrl = `${E2E_BASE_URL}/resumes/${shared.slug}`
  expect(page.frames().map((frame) => frame.url())).not.toContain(fullUrl)
})

test('a resume that is not public is not available on the embeddable page', async ({ page, request }) => {
  const { hidden } = await seededResumes(request)
  const answer = await page.goto(`/embedded-resume/${hidden.slug}`)
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.getByRole('heading', { name: 'This resume is not available' })).toBeVisible()
  await expect(page.getByText(hidden.name)).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await page.goto('/embedded/resume/no-such-resume-anywhere')
  await expect(page.getByRole('heading', { name: 'This resume is not available' })).toBeVisible()
})

test('the resume page gives the iframe code of a public resume to copy, and says why for others', async ({
  page,
  context,
  request,
}) => {
  const { shared, hidden } = await seededResumes(request)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL })
  await signIn(page, JOB_SEEKER)

  await page.goto(`/resumes/${shared.slug}`)
  await page.getByRole('toolbar', { name: 'Resume tools' }).getByRole('button', { name: 'Embed' }).click()
  const dialog = page.getByRole('dialog', { name: 'Embed this resume' })
  const code = dialog.getByLabel('Embed code')
  const expected = `<iframe src="${E2E_BASE_URL}/embedded-resume/${shared.slug}"`
  await expect(code).toHaveValue(new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`))
  await dialog.getByRole('button', { name: 'Copy code' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await code.inputValue())
  await page.screenshot({ path: '/tmp/embed-shots/e2e-embed-dialog.png' })
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.goto(`/resumes/${hidden.slug}`)
  await page.getByRole('toolbar', { name: 'Resume tools' }).getByRole('button', { name: 'Embed' }).click()
  const refused = page.getByRole('dialog', { name: 'Embed this resume' })
  await expect(refused.getByText('Only public resumes can be embedded.')).toBeVisible()
  await expect(refused.getByLabel('Embed code')).toHaveCount(0)
})
